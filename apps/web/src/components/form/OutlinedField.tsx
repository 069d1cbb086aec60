/**
 * A labelled outlined text input built from MUI's parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText) rather than TextField, which also brings the whole Select and Menu machinery:
 * for the first screen (sign-in), where every kilobyte counts (docs/performance.md). The error
 * text is linked to the input and announced.
 */
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import type { ReactNode } from 'react';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'id' | 'error'> & {
  id: string;
  label: string;
  error?: boolean;
  helperText?: ReactNode;
};

export function OutlinedField({ id, label, error, helperText, required, ...input }: OutlinedFieldProps) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth required={required} error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperText ? helperId : undefined} />
      {helperText && (
        <FormHelperText id={helperId} role={error ? 'alert' : undefined}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

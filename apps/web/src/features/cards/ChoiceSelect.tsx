/** A select of the card form whose change does more than set the value (category, center, payment mode). */
import { MenuItem, TextField } from '@mui/material';
import { memo, type Ref } from 'react';
import { sameFieldProps } from '../../components/form/same-field-props.ts';

export interface ChoiceSelectProps<V extends string | number> {
  label: string;
  value: V | '';
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange(value: V): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  hint?: string;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}

function ChoiceSelectField<V extends string | number>({ label, value, options, onChange, onBlur, inputRef, error, hint, required, autoFocus, disabled }: ChoiceSelectProps<V>) {
  // The list may still be loading: a value without its option would make MUI warn; show it empty meanwhile.
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={known ? String(value) : ''}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error ?? hint}
      required={required}
      autoFocus={autoFocus}
      disabled={disabled}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Rendered again only when its props change (components/form/same-field-props.ts): the form keeps its handlers. */
export const ChoiceSelect = memo(ChoiceSelectField, sameFieldProps) as typeof ChoiceSelectField;

/** A password text field with a show/hide toggle; its error is linked to the input and announced. */
import { TextField, type TextFieldProps } from '@mui/material';
import { usePasswordToggle } from './password-toggle.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Accessible name of the toggle's subject, e.g. "New Password". */
  label: string;
};

export function PasswordField({ label, error, helperText, slotProps, ...rest }: PasswordFieldProps) {
  const toggle = usePasswordToggle(label);
  return (
    <TextField
      {...rest}
      label={label}
      type={toggle.type}
      error={error}
      helperText={helperText}
      fullWidth
      slotProps={{
        ...slotProps,
        formHelperText: { role: error ? 'alert' : undefined },
        input: { endAdornment: toggle.adornment },
      }}
    />
  );
}

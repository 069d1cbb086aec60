/** An email field bound to a form; its error is linked to the input and announced. */
import { TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useAuthMessage } from './use-auth-message.ts';

export function EmailField<T extends FieldValues>({ control, name, label, autoFocus }: { control: Control<T>; name: Path<T>; label: string; autoFocus?: boolean }) {
  const message = useAuthMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`auth-${name}`}
          label={label}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          fullWidth
          autoFocus={autoFocus}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message)}
          slotProps={{ formHelperText: { role: fieldState.error ? 'alert' : undefined } }}
        />
      )}
    />
  );
}

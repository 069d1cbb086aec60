/** A text field bound to a form field; its error shows under it and is announced. */
import { TextField } from '@mui/material';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';
import { useMessageText } from './message-patterns.ts';
import { fieldErrorMessage } from './server-errors.ts';

export interface TextInputProps<T extends FieldValues, O extends FieldValues> extends FieldProps<T, O> {
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  /** Letters typed are shown in capitals (codes, route numbers). */
  uppercase?: boolean;
  maxLength?: number;
  /** Bounds of a date field (YYYY-MM-DD). */
  min?: string;
  max?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
}

export function TextInput<T extends FieldValues, O extends FieldValues>(props: TextInputProps<T, O>) {
  const { control, name, label, hint, required, disabled, autoFocus, multiline, type = 'text', autoComplete, uppercase, maxLength, min, max, inputMode } = props;
  const messageText = useMessageText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = messageText(fieldErrorMessage(fieldState.error), label);
        return (
          <TextField
            {...field}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(uppercase ? event.target.value.toUpperCase() : event.target.value)}
            label={label}
            type={type}
            required={required}
            disabled={disabled}
            autoFocus={autoFocus}
            autoComplete={autoComplete}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            error={Boolean(error)}
            helperText={error ?? hint}
            fullWidth
            slotProps={{ htmlInput: { maxLength, min, max, inputMode }, inputLabel: type === 'date' ? { shrink: true } : undefined }}
          />
        );
      }}
    />
  );
}

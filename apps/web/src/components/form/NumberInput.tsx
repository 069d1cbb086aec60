/**
 * A whole or decimal number bound to a form field. An empty box is `null` for an optional field
 * and `undefined` for a required one, so the schema reports "… is required".
 */
import { InputAdornment, TextField } from '@mui/material';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';
import { useMessageText } from './message-patterns.ts';
import { fieldErrorMessage } from './server-errors.ts';

export interface NumberInputProps<T extends FieldValues, O extends FieldValues> extends FieldProps<T, O> {
  /** Optional fields send null when empty. */
  optional?: boolean;
  /** A unit shown after the number (days, km, years). */
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
}

export function NumberInput<T extends FieldValues, O extends FieldValues>(props: NumberInputProps<T, O>) {
  const { control, name, label, hint, required, disabled, autoFocus, optional, unit, min, max, step = 1 } = props;
  const messageText = useMessageText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = messageText(fieldErrorMessage(fieldState.error), label);
        const value: unknown = field.value;
        return (
          <TextField
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
            onChange={(event) => {
              const text = event.target.value.trim();
              field.onChange(text === '' ? (optional ? null : undefined) : Number(text));
            }}
            type="number"
            label={label}
            required={required}
            disabled={disabled}
            autoFocus={autoFocus}
            error={Boolean(error)}
            helperText={error ?? hint}
            fullWidth
            slotProps={{
              htmlInput: { min, max, step, inputMode: step === 1 ? 'numeric' : 'decimal' },
              input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
            }}
          />
        );
      }}
    />
  );
}

/** A choice among a few values bound to a form field. */
import { MenuItem, TextField } from '@mui/material';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';
import { useMessageText } from './message-patterns.ts';
import { fieldErrorMessage } from './server-errors.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps<T extends FieldValues, O extends FieldValues> extends FieldProps<T, O> {
  options: readonly SelectOption[];
}

export function SelectInput<T extends FieldValues, O extends FieldValues>(props: SelectInputProps<T, O>) {
  const { control, name, label, hint, required, disabled, options } = props;
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
            select
            label={label}
            required={required}
            disabled={disabled}
            error={Boolean(error)}
            helperText={error ?? hint}
            fullWidth
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

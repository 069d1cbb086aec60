/**
 * A whole or decimal number bound to a form field. An empty box is `null` for an optional field
 * and `undefined` for a required one, so the schema reports "… is required".
 */
import { InputAdornment, TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { BoundField, textFieldProps } from './BoundField.tsx';
import type { FieldProps } from './field-props.ts';

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
  const { autoFocus, optional, unit, min, max, step = 1 } = props;
  return (
    <BoundField
      {...props}
      render={(field, error) => {
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
            {...textFieldProps(props, error)}
            type="number"
            autoFocus={autoFocus}
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

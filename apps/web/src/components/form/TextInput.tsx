/** A text field bound to a form field; its error shows under it and is announced. */
import { TextField } from '@mui/material';
import { memo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, textFieldProps } from './BoundField.tsx';
import type { FieldProps } from './field-props.ts';
import { sameFieldProps } from './same-field-props.ts';

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

function TextInputField<T extends FieldValues, O extends FieldValues>(props: TextInputProps<T, O>) {
  const { autoFocus, multiline, type = 'text', autoComplete, uppercase, maxLength, min, max, inputMode } = props;
  return (
    <BoundField
      {...props}
      render={(field, error) => (
        <TextField
          {...field}
          {...textFieldProps(props, error)}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(uppercase ? event.target.value.toUpperCase() : event.target.value)}
          type={type}
          autoFocus={autoFocus}
          autoComplete={autoComplete}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          slotProps={{ htmlInput: { maxLength, min, max, inputMode }, inputLabel: type === 'date' ? { shrink: true } : undefined }}
        />
      )}
    />
  );
}

/** Rendered again only when its props change (same-field-props.ts): its Controller redraws it on a new value or error. */
export const TextInput = memo(TextInputField, sameFieldProps) as typeof TextInputField;

/** A choice among a few values bound to a form field. */
import { MenuItem, TextField } from '@mui/material';
import { memo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, textFieldProps } from './BoundField.tsx';
import type { FieldProps } from './field-props.ts';
import { sameFieldProps } from './same-field-props.ts';

/** An option whose value is '' (e.g. "All centers") is shown when nothing is chosen. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps<T extends FieldValues, O extends FieldValues> extends FieldProps<T, O> {
  options: readonly SelectOption[];
}

function SelectInputField<T extends FieldValues, O extends FieldValues>(props: SelectInputProps<T, O>) {
  const offersNone = props.options.some((option) => option.value === '');
  return (
    <BoundField
      {...props}
      render={(field, error) => (
        <TextField {...field} {...textFieldProps(props, error)} value={field.value ?? ''} select slotProps={offersNone ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}>
          {props.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Rendered again only when its props or options change (same-field-props.ts). */
export const SelectInput = memo(SelectInputField, sameFieldProps) as typeof SelectInputField;

/**
 * A choice of one record by id (a center, a depot) bound to a nullable number field; the empty
 * choice, worded by `emptyLabel`, is null.
 */
import { MenuItem, TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { BoundField, textFieldProps } from './BoundField.tsx';
import type { FieldProps } from './field-props.ts';

export interface IdOption {
  id: number;
  label: string;
}

export function IdSelectInput<T extends FieldValues, O extends FieldValues>(props: FieldProps<T, O> & { options: readonly IdOption[]; emptyLabel: string }) {
  const { options, emptyLabel } = props;
  return (
    <BoundField
      {...props}
      render={(field, error) => (
        <TextField
          {...textFieldProps(props, error)}
          select
          name={field.name}
          inputRef={field.ref}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
        >
          <MenuItem value="">{emptyLabel}</MenuItem>
          {options.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * An on/off switch bound to a form field. The field may hold booleans or two named values, e.g.
 * `values={['active', 'inactive']}` for a status.
 */
import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { BoundField } from './BoundField.tsx';
import type { FieldProps } from './field-props.ts';

export interface SwitchInputProps<T extends FieldValues, O extends FieldValues> extends FieldProps<T, O> {
  /** The field's value when on and when off; booleans when omitted. */
  values?: readonly [on: string, off: string];
}

export function SwitchInput<T extends FieldValues, O extends FieldValues>(props: SwitchInputProps<T, O>) {
  const { label, hint, disabled, values } = props;
  return (
    <BoundField
      {...props}
      render={(field, error) => {
        const checked = values ? field.value === values[0] : Boolean(field.value);
        return (
          <Stack>
            <FormControlLabel
              label={label}
              disabled={disabled}
              control={
                <Switch
                  name={field.name}
                  slotProps={{ input: { ref: field.ref } }}
                  checked={checked}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(values ? values[event.target.checked ? 0 : 1] : event.target.checked)}
                />
              }
            />
            {error || hint ? <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText> : null}
          </Stack>
        );
      }}
    />
  );
}

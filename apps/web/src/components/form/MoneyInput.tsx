/**
 * An amount typed in rupees (or the configured currency) and kept in the form as integer minor
 * units (paise), the way the API stores money. Text that is not an amount is NaN, which the
 * schema reports as "… must be an amount like 150.50".
 */
import { InputAdornment, TextField } from '@mui/material';
import { memo, useState } from 'react';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { moneyInputText, parseMoneyInput, useFormat } from '../../lib/format.ts';
import { BoundField, textFieldProps } from './BoundField.tsx';
import type { FieldProps } from './field-props.ts';
import { sameFieldProps } from './same-field-props.ts';

function MoneyBox<T extends FieldValues>(props: Pick<FieldProps<T>, 'label' | 'hint' | 'required' | 'disabled'> & { field: ControllerRenderProps<T, Path<T>>; error?: string }) {
  const { field, error } = props;
  const format = useFormat();
  const value: unknown = field.value;
  const shown = typeof value === 'number' && Number.isFinite(value) ? moneyInputText(value) : '';
  // What the person typed, kept while it is being edited ("150." is on its way to "150.5").
  const [text, setText] = useState<string | null>(null);
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={text ?? shown}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        field.onChange(typed.trim() === '' ? undefined : (parseMoneyInput(typed) ?? Number.NaN));
      }}
      onBlur={() => {
        setText(null);
        field.onBlur();
      }}
      {...textFieldProps(props, error)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">{format.currencySymbol()}</InputAdornment> },
      }}
    />
  );
}

function MoneyInputField<T extends FieldValues, O extends FieldValues>(props: FieldProps<T, O>) {
  const { label, hint, required, disabled } = props;
  return <BoundField {...props} render={(field, error) => <MoneyBox field={field} label={label} error={error} hint={hint} required={required} disabled={disabled} />} />;
}

/** Rendered again only when its props change (same-field-props.ts). */
export const MoneyInput = memo(MoneyInputField, sameFieldProps) as typeof MoneyInputField;

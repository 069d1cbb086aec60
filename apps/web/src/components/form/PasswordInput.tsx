/** A password bound to a form field, with the show/hide toggle; a new password by default. */
import type { FieldValues } from 'react-hook-form';
import { BoundField, textFieldProps } from './BoundField.tsx';
import type { FieldProps } from './field-props.ts';
import { PasswordField } from './PasswordField.tsx';

export function PasswordInput<T extends FieldValues, O extends FieldValues>(props: FieldProps<T, O> & { autoComplete?: string }) {
  const { autoComplete = 'new-password' } = props;
  return (
    <BoundField
      {...props}
      render={(field, error) => <PasswordField {...field} {...textFieldProps(props, error)} value={field.value ?? ''} autoComplete={autoComplete} />}
    />
  );
}

/** The password fields of an auth form (change, reset), each bound to the form with its error in the auth messages' words; the first takes the focus. */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { useAuthMessage } from './use-auth-message.ts';

export interface PasswordFieldSpec<T extends FieldValues> {
  name: Path<T>;
  labelKey: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A new password and its confirmation (change, reset). */
export const NEW_PASSWORD_FIELDS = [
  { name: 'new_password', labelKey: 'changePassword.new', autoComplete: 'new-password' },
  { name: 'confirm_password', labelKey: 'changePassword.confirm', autoComplete: 'new-password' },
] as const;

export function PasswordFields<T extends FieldValues>({ control, fields, idPrefix }: { control: Control<T>; fields: ReadonlyArray<PasswordFieldSpec<T>>; idPrefix: string }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  return fields.map(({ name, labelKey, autoComplete }, index) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          {...field}
          id={`${idPrefix}-${name}`}
          label={t(labelKey)}
          autoComplete={autoComplete}
          autoFocus={index === 0}
          required
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message)}
        />
      )}
    />
  ));
}

/** Add or edit an admin user. The email's uniqueness comes back from the server onto its field. */
import { Stack } from '@mui/material';
import { USER_STATUSES, USER_TYPES, type AdminUser, type AdminUserCreate, type AdminUserUpdate } from '@passdesk/contract/access/admin-user-payloads';
import { useTranslation } from 'react-i18next';
import { BoundField } from '../../../components/form/BoundField.tsx';
import { FormDialog } from '../../../components/form/FormDialog.tsx';
import { SelectInput } from '../../../components/form/SelectInput.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { useRecordFormDialog } from '../../../components/form/record-form.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { PasswordInput } from '../../../components/form/PasswordInput.tsx';
import { IdSelectInput } from '../../../components/form/IdSelectInput.tsx';
import { useSession } from '../../../session/session-context.ts';
import { USER_PATHS, useUserOptions } from '../access-api.ts';
import { RolesPicker } from './RolesPicker.tsx';
import { USER_FORM_FIELDS, userFormDefaults, userFormSchema } from './user-form.ts';

export function UserFormDialog({ user, onClose, onSaved }: { user: AdminUser | null; onClose(): void; onSaved?(saved: AdminUser): void }) {
  const { t } = useTranslation('access');
  const session = useSession();
  const options = useUserOptions();
  const creating = user === null;
  const form = useZodForm(userFormSchema(creating), userFormDefaults(user));
  const { control } = form;
  const isSelf = user !== null && session.user?.id === user.id;
  // Only a super admin may make or change a super admin (the server refuses it too).
  const typeChoices = USER_TYPES.filter((type) => type !== 'super_admin' || session.user?.user_type === 'super_admin' || user?.user_type === 'super_admin');

  const dialog = useRecordFormDialog({
    paths: USER_PATHS,
    record: user,
    form,
    fields: USER_FORM_FIELDS,
    t,
    prefix: 'users.',
    body: ({ password, ...profile }): AdminUserCreate | AdminUserUpdate => (creating ? { ...profile, password: password ?? '' } : profile),
    saved: async (saved: AdminUser) => {
      if (isSelf) await session.refresh().catch(() => undefined);
      onSaved?.(saved);
    },
    onClose,
  });

  return (
    <FormDialog {...dialog} maxWidth="md">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput control={control} name="first_name" label={t('users.firstName')} required autoFocus autoComplete="off" maxLength={100} />
        <TextInput control={control} name="last_name" label={t('users.lastName')} autoComplete="off" maxLength={100} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput control={control} name="email" type="email" label={t('users.email')} required autoComplete="off" maxLength={254} />
        <TextInput control={control} name="mobile" type="tel" label={t('users.mobile')} autoComplete="off" maxLength={20} />
      </Stack>
      {creating ? <PasswordInput control={control} name="password" label={t('users.password')} required hint={t('users.passwordHint')} /> : null}
      <BoundField
        control={control}
        name="role_ids"
        label={t('users.roles')}
        render={(field, error) => <RolesPicker options={options.data?.roles ?? []} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} error={error} />}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <IdSelectInput
          control={control}
          name="center_id"
          label={t('users.center')}
          emptyLabel={t('users.noCenter')}
          hint={options.isError ? t('users.optionsFailed') : undefined}
          options={(options.data?.centers ?? []).map((center) => ({ id: center.id, label: `${center.name} (${center.code})` }))}
        />
        <SelectInput control={control} name="user_type" label={t('users.userType')} required options={typeChoices.map((type) => ({ value: type, label: t(`users.type.${type}`) }))} />
        <SelectInput
          control={control}
          name="status"
          label={t('users.status')}
          required
          disabled={isSelf}
          hint={isSelf ? t('users.selfStatusHint') : undefined}
          options={USER_STATUSES.map((status) => ({ value: status, label: t(`users.statusValue.${status}`) }))}
        />
      </Stack>
    </FormDialog>
  );
}

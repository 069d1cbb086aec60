/** Add or edit an inspector; on edit, a typed password resets it (and signs every phone out). */
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  mobileUserCreateSchema,
  mobileUserUpdateSchema,
  type MobileUser,
  type MobileUserCreateForm,
} from '@passdesk/contract/mobile-users/mobile-user';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { PasswordInput } from '../../components/form/PasswordInput.tsx';
import { IdSelectInput } from '../../components/form/IdSelectInput.tsx';
import { SwitchInput } from '../../components/form/SwitchInput.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { useRecordFormDialog } from '../../components/form/record-form.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { requestData } from '../../lib/api.ts';
import { MOBILE_USER_OPTIONS_PATH, MOBILE_USER_PATHS, mobileUserInput } from './mobile-users-api.ts';

const FIELDS = ['name', 'employee_code', 'mobile', 'center_id', 'status', 'password'] as const;
const NEW_USER: MobileUserCreateForm = { name: '', employee_code: '', mobile: '', center_id: null, status: 'active', password: '' };

interface Depot {
  id: number;
  name: string;
  code: string;
}

export function MobileUserFormDialog({ user, onClose }: { user: MobileUser | null; onClose(): void }) {
  const { t } = useTranslation('mobile-users');
  const depots = useQuery({ queryKey: [MOBILE_USER_OPTIONS_PATH], queryFn: () => requestData<{ centers: Depot[] }>(MOBILE_USER_OPTIONS_PATH) });
  const form = useZodForm(user ? mobileUserUpdateSchema : mobileUserCreateSchema, user ? mobileUserInput(user) : NEW_USER);
  const { control } = form;
  const dialog = useRecordFormDialog({
    paths: MOBILE_USER_PATHS,
    record: user,
    form,
    fields: FIELDS,
    t,
    params: (values) => ({ name: values.name }),
    onClose,
  });

  return (
    <FormDialog {...dialog}>
      <TextInput control={control} name="name" label={t('fields.name')} required autoFocus maxLength={120} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput control={control} name="employee_code" label={t('fields.employeeCode')} required uppercase maxLength={20} />
        <TextInput control={control} name="mobile" label={t('fields.mobile')} required type="tel" autoComplete="off" maxLength={16} />
      </Stack>
      <IdSelectInput
        control={control}
        name="center_id"
        label={t('fields.depot')}
        emptyLabel={t('noDepot')}
        options={(depots.data?.centers ?? []).map((depot) => ({ id: depot.id, label: `${depot.name} (${depot.code})` }))}
      />
      <PasswordInput
        control={control}
        name="password"
        label={user ? t('fields.newPassword') : t('fields.password')}
        required={!user}
        hint={user ? t('hints.reset') : t('hints.password')}
      />
      <SwitchInput control={control} name="status" label={t('fields.active')} values={['active', 'inactive']} />
    </FormDialog>
  );
}

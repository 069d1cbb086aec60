/** Add or edit a role: name, description and the permission grid. */
import { Alert, FormHelperText, Skeleton, Stack } from '@mui/material';
import { roleBodySchema, type Role } from '@passdesk/contract/access/role-payloads';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/FormDialog.tsx';
import { SwitchInput } from '../../../components/form/SwitchInput.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { useRecordFormDialog } from '../../../components/form/record-form.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSession } from '../../../session/session-context.ts';
import { ROLE_PATHS, useAllPermissions } from '../access-api.ts';
import { completeMap, gridRows } from './role-grid.ts';
import { RoleGrid } from './RoleGrid.tsx';

const FIELDS = ['name', 'description', 'requires_second_factor', 'permissions'] as const;

export function RoleFormDialog({ role, onClose }: { role: Role | null; onClose(): void }) {
  const { t } = useTranslation('access');
  const { refresh } = useSession();
  const permissions = useAllPermissions();
  const rows = useMemo(() => gridRows(permissions.data ?? []), [permissions.data]);
  const form = useZodForm(roleBodySchema, { name: role?.name ?? '', description: role?.description ?? '', permissions: role?.permissions ?? {}, requires_second_factor: role?.requires_second_factor ?? false });
  // The signed-in user may hold this role: their menu and buttons follow at once.
  const saved = () => refresh().catch(() => undefined);
  const dialog = useRecordFormDialog({ paths: ROLE_PATHS, record: role, form, fields: FIELDS, t, prefix: 'roles.', saved, onClose });

  return (
    <FormDialog {...dialog} maxWidth="md">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput control={form.control} name="name" label={t('roles.name')} required autoFocus maxLength={100} />
        <TextInput control={form.control} name="description" label={t('roles.description')} maxLength={500} />
      </Stack>
      <SwitchInput control={form.control} name="requires_second_factor" label={t('roles.requiresSecondFactor')} hint={t('roles.requiresSecondFactorHint')} />
      {permissions.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('loading')} />
      ) : permissions.isError ? (
        <Alert severity="error">{t('roles.permissionsFailed')}</Alert>
      ) : (
        <Controller
          control={form.control}
          name="permissions"
          render={({ field, fieldState }) => (
            <Stack spacing={0.5}>
              <RoleGrid rows={rows} value={completeMap(field.value)} onChange={field.onChange} disabled={form.formState.isSubmitting} />
              {fieldState.error?.message ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
            </Stack>
          )}
        />
      )}
    </FormDialog>
  );
}

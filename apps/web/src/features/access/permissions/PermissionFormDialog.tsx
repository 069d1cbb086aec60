/** Add or edit a permission. A system permission keeps its name; only its description changes. */
import { permissionBodySchema, type Permission } from '@passdesk/contract/access/permission-payloads';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/FormDialog.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { useRecordFormDialog } from '../../../components/form/record-form.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { PERMISSION_PATHS } from '../access-api.ts';

const FIELDS = ['name', 'description'] as const;

export function PermissionFormDialog({ permission, onClose }: { permission: Permission | null; onClose(): void }) {
  const { t } = useTranslation('access');
  const form = useZodForm(permissionBodySchema, { name: permission?.name ?? '', description: permission?.description ?? '' });
  const dialog = useRecordFormDialog({ paths: PERMISSION_PATHS, record: permission, form, fields: FIELDS, t, prefix: 'permissions.', onClose });
  return (
    <FormDialog {...dialog}>
      <TextInput
        control={form.control}
        name="name"
        label={t('permissions.name')}
        required
        autoFocus={!permission?.system}
        disabled={permission?.system}
        hint={permission?.system ? t('permissions.systemNameHint') : undefined}
        maxLength={100}
      />
      <TextInput control={form.control} name="description" label={t('permissions.description')} multiline autoFocus={permission?.system} maxLength={500} />
    </FormDialog>
  );
}

/** Add or edit a permission. A system permission keeps its name; only its description changes. */
import { permissionBodySchema, type Permission, type PermissionBody } from '@passdesk/contract/access/permission-payloads';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { FormDialog } from '../../../components/form/FormDialog.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { formSubmit } from '../../../components/form/use-form-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useRecordWrites } from '../../../lib/record-api.ts';
import { PERMISSION_PATHS } from '../access-api.ts';

const FIELDS = ['name', 'description'] as const;

export function PermissionFormDialog({ permission, onClose }: { permission: Permission | null; onClose(): void }) {
  const { t } = useTranslation('access');
  const { save } = useRecordWrites<Permission, PermissionBody>(PERMISSION_PATHS);
  const form = useZodForm(permissionBodySchema, { name: permission?.name ?? '', description: permission?.description ?? '' });
  const submit = formSubmit(form, FIELDS, async (values) => {
    await save(permission?.id, values);
    toast.success(permission ? t('permissions.updated') : t('permissions.created'));
    onClose();
  });
  return (
    <FormDialog
      open
      title={permission ? t('permissions.editTitle') : t('permissions.addTitle')}
      onSubmit={submit}
      onClose={onClose}
      form={form}
    >
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

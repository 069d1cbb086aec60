/** Add or edit a pass center. */
import { Box, Stack } from '@mui/material';
import { centerInputSchema, type Center, type CenterFormValues } from '@passdesk/contract/master-data/center';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { SwitchInput } from '../../components/form/SwitchInput.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { useRecordFormDialog } from '../../components/form/record-form.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { CENTER_PATHS, centerInput } from './centers-api.ts';

const FIELDS = ['name', 'code', 'address', 'city', 'phone', 'email', 'status'] as const;
const NEW_CENTER: CenterFormValues = { name: '', code: '', address: '', city: '', phone: '', email: '', status: 'active' };

export function CenterFormDialog({ center, onClose }: { center: Center | null; onClose(): void }) {
  const { t } = useTranslation('centers');
  const form = useZodForm(centerInputSchema, center ? centerInput(center) : NEW_CENTER);
  const { control } = form;
  const dialog = useRecordFormDialog({ paths: CENTER_PATHS, record: center, form, fields: FIELDS, t, params: (values) => ({ name: values.name }), onClose });

  return (
    <FormDialog {...dialog}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput control={control} name="name" label={t('fields.name')} required autoFocus maxLength={120} />
        <Box sx={{ width: { sm: 180 }, flexShrink: 0 }}>
          <TextInput control={control} name="code" label={t('fields.code')} required uppercase maxLength={10} hint={t('hints.code')} />
        </Box>
      </Stack>
      <TextInput control={control} name="address" label={t('fields.address')} multiline maxLength={300} />
      <TextInput control={control} name="city" label={t('fields.city')} maxLength={80} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput control={control} name="phone" label={t('fields.phone')} type="tel" autoComplete="off" maxLength={20} />
        <TextInput control={control} name="email" label={t('fields.email')} type="email" autoComplete="off" maxLength={254} />
      </Stack>
      <SwitchInput control={control} name="status" label={t('fields.active')} values={['active', 'inactive']} />
    </FormDialog>
  );
}

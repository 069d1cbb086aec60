/** Add or edit an offence: its text on the challan, the code apps know it by, the penalty in rupees (kept as paise). */
import { Box, Stack } from '@mui/material';
import { offenceInputSchema, type Offence, type OffenceFormValues } from '@passdesk/contract/offences/offence';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { MoneyInput } from '../../components/form/MoneyInput.tsx';
import { SwitchInput } from '../../components/form/SwitchInput.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { useRecordFormDialog } from '../../components/form/record-form.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { OFFENCE_PATHS, offenceInput } from './offences-api.ts';

const FIELDS = ['name', 'code', 'penalty_amount', 'status'] as const;
const NEW_OFFENCE: DefaultValues<OffenceFormValues> = { name: '', code: '', penalty_amount: undefined, status: 'active' };

export function OffenceFormDialog({ offence, onClose }: { offence: Offence | null; onClose(): void }) {
  const { t } = useTranslation('offences');
  const form = useZodForm(offenceInputSchema, offence ? offenceInput(offence) : NEW_OFFENCE);
  const { control } = form;
  const dialog = useRecordFormDialog({ paths: OFFENCE_PATHS, record: offence, form, fields: FIELDS, t, params: (values) => ({ name: values.name }), onClose });

  return (
    <FormDialog {...dialog}>
      <TextInput control={control} name="name" label={t('fields.name')} required autoFocus maxLength={200} hint={t('hints.name')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput control={control} name="code" label={t('fields.code')} required maxLength={40} hint={t('hints.code')} />
        <Box sx={{ width: { sm: 200 }, flexShrink: 0 }}>
          <MoneyInput control={control} name="penalty_amount" label={t('fields.penalty')} required hint={t('hints.penalty')} />
        </Box>
      </Stack>
      <SwitchInput control={control} name="status" label={t('fields.active')} values={['active', 'inactive']} hint={t('hints.status')} />
    </FormDialog>
  );
}

/**
 * Deleting a renewal history entry (Card Management delete): a reason is required; when it was the
 * card's latest renewal the card gets its previous validity back, which the toast says.
 */
import { Alert } from '@mui/material';
import { deleteRenewalInputSchema, type Renewal } from '@passdesk/contract/renewals/renewal';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { formSubmit } from '../../components/form/use-form-submit.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { useFormat } from '../../lib/format.ts';
import { useRenewalWrites } from './renewals-api.ts';

export function DeleteRenewalDialog({ renewal, onClose, onDeleted }: { renewal: Renewal; onClose(): void; onDeleted?(): void }) {
  const { t } = useTranslation('renewals');
  const format = useFormat();
  const writes = useRenewalWrites();
  const form = useZodForm(deleteRenewalInputSchema, { reason: '' });
  const submit = formSubmit(form, ['reason'], async ({ reason }) => {
    await writes.remove(renewal.id, reason);
    toast.success(t('deleted', { number: renewal.card_number }));
    onDeleted?.();
    onClose();
  });
  return (
    <FormDialog open title={t('deleteTitle')} onSubmit={submit} onClose={onClose} form={form} submitLabel={t('deleteEntry')}>
      <Alert severity="warning">
        {t('deleteMessage', { number: renewal.card_number, from: format.date(renewal.valid_from), until: format.date(renewal.valid_until), previous: format.date(renewal.previous_valid_until) })}
      </Alert>
      <TextInput control={form.control} name="reason" label={t('fields.reason')} multiline required autoFocus maxLength={500} />
    </FormDialog>
  );
}

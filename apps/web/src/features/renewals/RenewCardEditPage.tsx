/**
 * Renewing a card at the counter (/renew-card/edit/{id}): the card and its photo for a face check,
 * the category's renewal fee and the new period (starting today), then payment mode, receipt
 * number and center. The form carries one idempotency key from opening to saving, so a double
 * click or a retry after a lost answer renews once. A card that cannot be renewed says why.
 */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { PAYMENT_MODES } from '@passdesk/contract/cards/card-fields';
import { renewInputSchema, type RenewalOptions, type RenewalQuote } from '@passdesk/contract/renewals/renewal';
import { useState, type ReactNode } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormBackButton, FormPage, FormSection } from '../../components/form/FormPage.tsx';
import { LaterSection } from '../../components/form/LaterSection.tsx';
import { SelectInput } from '../../components/form/SelectInput.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { formSubmit } from '../../components/form/use-form-submit.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PhotoCapture } from '../../components/photo/PhotoCapture.tsx';
import { useFormat } from '../../lib/format.ts';
import { useIdParam } from '../../lib/id-param.ts';
import { RenewalCardSummary } from './RenewalCardSummary.tsx';
import { useRenewalOptions, useRenewalQuote, useRenewalWrites } from './renewals-api.ts';

const BACK = SCREENS.renewals;

function RenewForm({ quote, options }: { quote: RenewalQuote; options: RenewalOptions | undefined }) {
  const { t } = useTranslation('renewals');
  const format = useFormat();
  const navigate = useNavigate();
  const writes = useRenewalWrites();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [newPhoto, setNewPhoto] = useState<File | null>(null);
  const form = useZodForm(renewInputSchema, { payment_mode: 'cash', receipt_number: '', center_id: String(options?.default_center_id ?? quote.card.center_id ?? '') });
  const submit = formSubmit(form, ['payment_mode', 'receipt_number', 'center_id'], async (values) => {
    const renewal = await writes.renew(quote.card.id, values, idempotencyKey, newPhoto);
    toast.success(t('renewed', { number: renewal.card_number, until: format.date(renewal.valid_until) }));
    void navigate(screenPath(SCREENS.viewRenewal, { id: renewal.id }), { replace: true });
  });
  const waived = form.watch('payment_mode') === 'waived';
  const centers = (options?.centers ?? []).map((center) => ({ value: String(center.id), label: center.name }));
  if (quote.card.center_id !== null && !centers.some((center) => center.value === String(quote.card.center_id))) {
    centers.push({ value: String(quote.card.center_id), label: quote.card.center_name ?? String(quote.card.center_id) });
  }

  return (
    <FormPage back={{ to: BACK, label: t('backToList') }} onSubmit={submit} form={form} submitLabel={t('renew')}>
      <FormSection title={t('sections.card')}>
        <RenewalCardSummary card={quote.card} />
      </FormSection>
      <LaterSection minHeight={{ xs: 306, sm: 286 }}>
        <FormSection title={t('sections.photo')} description={t('sections.photoHint')}>
          <PhotoCapture value={newPhoto} onChange={setNewPhoto} label={t('fields.newPhoto')} />
        </FormSection>
      </LaterSection>
      <LaterSection minHeight={{ xs: 423, sm: 284 }}>
        <FormSection title={t('sections.renewal')} description={t('sections.renewalHint', { days: quote.validity_days })}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Stack spacing={0.5}>
              <Typography variant="body2" color="textSecondary">
                {t('fields.renewalFee')}
              </Typography>
              <Typography variant="h5" component="p" data-testid="renewal-fee">
                {format.money(waived ? 0 : quote.renewal_fee)}
              </Typography>
            </Stack>
            <Stack spacing={0.5}>
              <Typography variant="body2" color="textSecondary">
                {t('fields.newValidity')}
              </Typography>
              <Typography variant="h6" component="p">{`${format.date(quote.valid_from)} – ${format.date(quote.valid_until)}`}</Typography>
            </Stack>
            <SelectInput control={form.control} name="payment_mode" label={t('fields.paymentMode')} required options={PAYMENT_MODES.map((mode) => ({ value: mode, label: t(`paymentMode.${mode}`) }))} />
            <TextInput control={form.control} name="receipt_number" label={t('fields.receiptNumber')} required={!waived} maxLength={40} hint={waived ? t('receiptOptional') : undefined} />
            <SelectInput control={form.control} name="center_id" label={t('fields.renewedAtCenter')} required options={centers} />
          </Box>
        </FormSection>
      </LaterSection>
    </FormPage>
  );
}

export default function RenewCardEditPage() {
  const { t } = useTranslation('renewals');
  const id = useIdParam();
  const quote = useRenewalQuote(id);
  const options = useRenewalOptions();
  const loaded = quote.data;
  const notFound = id === undefined || quote.error?.message === 'Card not found';
  const refused = !notFound && loaded?.refusal ? loaded : null;

  let content: ReactNode;
  if (notFound) {
    content = <Alert severity="info">{t('cardNotFound')}</Alert>;
  } else if (refused) {
    content = (
      <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
        <Alert severity="warning">{refused.refusal}</Alert>
        <RenewalCardSummary card={refused.card} />
      </Stack>
    );
  } else if (loaded && !options.isPending) {
    content = <RenewForm quote={loaded} options={options.data} />;
  } else {
    content = (
      <FormPage
        back={{ to: BACK, label: t('backToList') }}
        onSubmit={(event) => event.preventDefault()}
        form={{ formState: { isSubmitting: false, isDirty: false, errors: {} } }}
        loading={!quote.isError}
        loadError={quote.isError ? { message: quote.error.message, retry: () => void quote.refetch(), retrying: quote.isFetching } : undefined}
      >
        {null}
      </FormPage>
    );
  }
  // The heading stays the static first paint's from loading to the card, the number beside it
  // (PageHeader's `record`), the form or the reason below it.
  return (
    <>
      <PageHeader
        title={t('renewTitle')}
        record={loaded && !notFound ? loaded.card.card_number : ''}
        subtitle={t('renewSubtitle')}
        actions={
          notFound || refused ? (
            <Button component={Link} to={BACK}>
              {t('backToList')}
            </Button>
          ) : (
            <FormBackButton back={{ to: BACK, label: t('backToList') }} />
          )
        }
      />
      {content}
    </>
  );
}

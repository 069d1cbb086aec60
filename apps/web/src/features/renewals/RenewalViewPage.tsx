/**
 * One renewal (/renew-card/{id}): the validity before and after, the fee and how it was paid, who
 * renewed where and when, with links to the card, its receipt and a reprint of the card (which
 * carries the new validity). A deleted entry shows who deleted it and why.
 */
import { screenPath, SCREENS, withQuery } from '@passdesk/contract/navigation/screens';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { pathOf } from '@passdesk/contract/http/paths';
import type { Renewal } from '@passdesk/contract/renewals/renewal';
import { useState, type ReactNode } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ApiError } from '../../lib/api.ts';
import { useIdParam } from '../../lib/id-param.ts';
import { useFormat } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { useCan } from '../../session/permissions.ts';
import { DeleteRenewalDialog } from './DeleteRenewalDialog.tsx';
import { useRenewal } from './renewals-api.ts';
import { useOpenReceipt } from './use-open-receipt.ts';
import { CardLink, Fact } from './Fact.tsx';

function RenewalDetails({ renewal }: { renewal: Renewal }) {
  const { t } = useTranslation('renewals');
  const format = useFormat();
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      {renewal.deleted_at ? (
        <Alert severity="warning">
          <AlertTitle>{t('view.deletedTitle')}</AlertTitle>
          {t('view.deletedBy', { name: renewal.deleted_by_name ?? '—', at: format.dateTime(renewal.deleted_at), reason: renewal.delete_reason ?? '' })}
        </Alert>
      ) : null}
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            <Fact label={t('fields.card')}>
              <CardLink id={renewal.card_id} number={renewal.card_number} />
            </Fact>
            <Fact label={t('fields.holder')}>{renewal.holder_name}</Fact>
            <Fact label={t('fields.category')}>{`${renewal.category_name} (${renewal.category_code})`}</Fact>
            <Fact label={t('fields.previousValidity')}>{`${format.date(renewal.previous_valid_from)} – ${format.date(renewal.previous_valid_until)}`}</Fact>
            <Fact label={t('fields.newValidity')}>
              <Typography component="span" sx={{ fontWeight: 700, color: 'success.main' }}>{`${format.date(renewal.valid_from)} – ${format.date(renewal.valid_until)}`}</Typography>
            </Fact>
            <Fact label={t('fields.fee')}>{format.money(renewal.fee_paid)}</Fact>
            <Fact label={t('fields.paymentMode')}>{t(`paymentMode.${renewal.payment_mode}`)}</Fact>
            <Fact label={t('fields.receiptNumber')}>{renewal.receipt_number || '—'}</Fact>
            <Fact label={t('fields.center')}>{renewal.center_name ?? '—'}</Fact>
            <Fact label={t('fields.renewedBy')}>{renewal.renewed_by_name}</Fact>
            <Fact label={t('fields.renewedAt')}>{format.dateTime(renewal.renewed_at)}</Fact>
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}

export default function RenewalViewPage() {
  const { t } = useTranslation('renewals');
  const id = useIdParam();
  const query = useRenewal(id);
  const canDelete = useCan(PERMISSION.cardManagement, 'delete');
  const openReceipt = useOpenReceipt();
  const [deleting, setDeleting] = useState(false);
  const renewal = query.data;
  const live = renewal !== undefined && renewal.deleted_at === null;

  const printCard = (cardId: number) => {
    openPdf(pathOf(CARD_PATHS.print, { id: cardId }), { fallbackName: `card-${cardId}.pdf`, waitingText: t('printWaiting') }).catch((error: unknown) => {
      toast.error(error instanceof Error ? error.message : String(error));
    });
  };

  let body: ReactNode;
  if (id === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    body = <Alert severity="info">{t('view.notFound')}</Alert>;
  } else if (query.isPending) {
    body = <Skeleton variant="rounded" height={260} sx={{ maxWidth: 960 }} aria-label={t('loading')} />;
  } else if (query.isError || !renewal) {
    body = <ErrorState title={t('view.loadFailed')} message={query.error?.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    body = <RenewalDetails renewal={renewal} />;
  }

  return (
    <>
      <PageHeader
        title={renewal ? t('view.title', { number: renewal.card_number }) : t('view.titleLoading')}
        subtitle={renewal?.holder_name}
        actions={
          <Button component={Link} to={withQuery(SCREENS.renewals, { tab: 'renewed' })} startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}>
            {t('backToList')}
          </Button>
        }
      />
      {renewal ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2.5 }}>
          {live ? (
            <Button variant="contained" startIcon={<ReceiptLongOutlinedIcon />} onClick={() => openReceipt(renewal)}>
              {t('view.receipt')}
            </Button>
          ) : null}
          {live ? (
            <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => printCard(renewal.card_id)}>
              {t('view.printCard')}
            </Button>
          ) : null}
          <Button variant="outlined" startIcon={<CreditCardOutlinedIcon />} component={Link} to={screenPath(SCREENS.viewCard, { id: renewal.card_id })}>
            {t('view.openCard')}
          </Button>
          {live && canDelete ? (
            <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setDeleting(true)}>
              {t('deleteEntry')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {body}
      {deleting && renewal ? <DeleteRenewalDialog renewal={renewal} onClose={() => setDeleting(false)} /> : null}
    </>
  );
}

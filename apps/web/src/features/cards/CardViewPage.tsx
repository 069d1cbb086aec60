/**
 * /card-management/{id}: everything about a card — holder, photo and documents (opened in the
 * page), derived status, validity, payment, the application it came from, renewal history (deleted
 * entries marked), expiry reminders and audit trail — with print, the issue receipt, edit,
 * block/unblock and delete.
 */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Alert, Box, Button, ButtonBase, Card as Panel, CardContent, Chip, Divider, Grid, Link as MuiLink, Stack, Typography } from '@mui/material';
import { ID_PROOF_TYPES } from '@passdesk/contract/cards/card-fields';
import type { Card } from '@passdesk/contract/cards/card';
import { ageOn } from '@passdesk/contract/cards/card-fields';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BootShellDone } from '../../components/BootShellDone.tsx';
import { LabelledValue } from '../../components/LabelledValue.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { todayIso, useFormat } from '../../lib/format.ts';
import { BackToCards } from './BackToCards.tsx';
import { cardReceiptPath, useCard } from './cards-api.ts';
import { AuditTrail } from './AuditTrail.tsx';
import { CardLoadState } from './CardLoadState.tsx';
import { CardQr } from './CardQr.tsx';
import { CardSection } from './CardSection.tsx';
import { CardStatusChip } from '../../entities/card/CardStatusChip.tsx';
import { ExpiryReminders } from './ExpiryReminders.tsx';
import { PhotoDialog } from './PhotoDialog.tsx';
import { RenewalHistory } from './RenewalHistory.tsx';
import { StoredDocuments } from './StoredDocuments.tsx';
import { useCardActions } from './use-card-actions.tsx';
import { holderName } from '../../entities/card/holder-name.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 4 }}>
      <LabelledValue label={label} term>
        {children}
      </LabelledValue>
    </Grid>
  );
}

function CardDetails({ card }: { card: Card }) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const [photoOpen, setPhotoOpen] = useState(false);
  // The static first paint's photo, if it drew one, stays until this one is drawn (docs/architecture.md "First load").
  const [photoDrawn, setPhotoDrawn] = useState(false);
  const name = holderName(card);
  return (
    <Panel variant="outlined" sx={{ borderTop: 6, borderTopColor: card.category.colour }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <ButtonBase onClick={() => setPhotoOpen(true)} aria-label={t('view.openPhoto', { name })} sx={{ borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}>
            <Box component="img" src={card.photo_url} fetchPriority="high" alt={t('view.photoAlt', { name })} onLoad={() => setPhotoDrawn(true)} onError={() => setPhotoDrawn(true)} sx={{ width: 140, height: 180, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }} />
          </ButtonBase>
          {photoDrawn ? <BootShellDone /> : null}
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography variant="h5" component="h2">
                {name}
              </Typography>
              <CardStatusChip status={card.status} />
            </Stack>
            <Typography sx={{ fontFamily: 'monospace', fontSize: '1.1rem', mb: 1 }}>{card.card_number}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" label={`${card.category.name} · ${card.category.code}`} sx={{ bgcolor: card.category.colour, color: (theme) => theme.palette.getContrastText(card.category.colour) }} />
              <Chip size="small" variant="outlined" label={card.route ? t('view.routeChip', { number: card.route.route_number, name: card.route.name }) : t('allRoutes')} />
            </Stack>
            {card.status === 'blocked' && card.block_reason ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t('view.blockedBecause', { reason: card.block_reason })}
              </Alert>
            ) : null}
            {card.status === 'deleted' ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t('view.deletedBecause', { date: card.deleted_at ? format.dateTime(card.deleted_at) : '', reason: card.delete_reason ?? '' })}
              </Alert>
            ) : null}
          </Box>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Grid container spacing={2.5} component="dl" sx={{ m: 0 }}>
          <Detail label={t('fields.validFrom')}>{format.date(card.valid_from)}</Detail>
          <Detail label={t('view.validUntil')}>{format.date(card.valid_until)}</Detail>
          <Detail label={t('view.issueDate')}>{format.date(card.issue_date)}</Detail>
          <Detail label={t('fields.center')}>{`${card.center.name} (${card.center.code})`}</Detail>
          <Detail label={t('fields.feePaid')}>{format.money(card.fee_paid)}</Detail>
          <Detail label={t('fields.paymentMode')}>
            {t(`payment.${card.payment_mode}`)}
            {card.receipt_number ? ` · ${card.receipt_number}` : ''}
          </Detail>
          <Detail label={t('fields.dateOfBirth')}>{`${format.date(card.date_of_birth)} (${t('fields.age', { count: ageOn(card.date_of_birth, todayIso()) })})`}</Detail>
          <Detail label={t('fields.gender')}>{t(`gender.${card.gender}`)}</Detail>
          <Detail label={t('fields.mobile')}>{card.mobile}</Detail>
          <Detail label={t('fields.email')}>{card.email || '—'}</Detail>
          <Detail label={t('fields.guardianName')}>{card.guardian_name || '—'}</Detail>
          <Detail label={t('fields.institution')}>{card.institution || '—'}</Detail>
          <Detail label={t('fields.address')}>{`${card.address}, ${card.city} ${card.pincode}`}</Detail>
          <Detail label={t('view.idProof')}>{`${ID_PROOF_TYPES[card.id_proof_type].label} ••••${card.id_proof_last4}`}</Detail>
          <Detail label={t('view.application')}>
            {card.application_id ? (
              <MuiLink component={Link} to={screenPath(SCREENS.reviewApplication, { id: card.application_id })}>
                {t('view.applicationLink', { id: card.application_id })}
              </MuiLink>
            ) : (
              t('view.counter')
            )}
          </Detail>
          <Detail label={t('view.issuedBy')}>{`${card.created_by?.name ?? '—'} · ${format.dateTime(card.created_at)}`}</Detail>
        </Grid>
      </CardContent>
      {photoOpen ? <PhotoDialog url={card.photo_url} title={t('view.photoAlt', { name })} onClose={() => setPhotoOpen(false)} /> : null}
    </Panel>
  );
}

export default function CardViewPage() {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useCard(id);
  const actions = useCardActions({ afterDelete: () => void navigate(SCREENS.cards, { replace: true }) });
  const card = query.data;
  const live = card && card.status !== 'deleted';

  return (
    <>
      <PageHeader
        title={t('view.title')}
        record={card?.card_number ?? ''}
        subtitle={card ? holderName(card) : undefined}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <BackToCards />
            {card && live ? (
              <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => actions.print(card)}>
                {t('actions.print')}
              </Button>
            ) : null}
            {card ? (
              <Button variant="outlined" startIcon={<ReceiptLongOutlinedIcon />} onClick={() => actions.openPdf(cardReceiptPath(card.id), `receipt-${card.receipt_number || card.card_number}.pdf`)}>
                {t('actions.receipt')}
              </Button>
            ) : null}
            {card && live && actions.can.update ? (
              <Button variant="outlined" startIcon={<EditOutlinedIcon />} component={Link} to={screenPath(SCREENS.editCard, { id: card.id })}>
                {t('actions.edit')}
              </Button>
            ) : null}
            {card && live && actions.can.update ? (
              <Button variant="outlined" color={card.status === 'blocked' ? 'success' : 'warning'} startIcon={card.status === 'blocked' ? <LockOpenOutlinedIcon /> : <BlockIcon />} onClick={() => actions.block(card)}>
                {card.status === 'blocked' ? t('actions.unblock') : t('actions.block')}
              </Button>
            ) : null}
            {card && live && actions.can.delete ? (
              <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => actions.remove(card)}>
                {t('actions.delete')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      {card ? (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' }, alignItems: 'start' }}>
          <Stack spacing={2.5} sx={{ minWidth: 0 }}>
            <CardDetails card={card} />
            <RenewalHistory cardId={card.id} />
            <ExpiryReminders cardId={card.id} hasEmail={card.email !== ''} />
            <AuditTrail entries={card.audit} />
          </Stack>
          <Stack spacing={2.5} sx={{ minWidth: 0 }}>
            <CardSection title={t('view.documents')}>
              <StoredDocuments cardId={card.id} documents={card.documents} />
            </CardSection>
            <CardSection title={t('view.qr')}>
              <CardQr text={card.qr} cardNumber={card.card_number} />
            </CardSection>
          </Stack>
        </Box>
      ) : (
        <CardLoadState id={id} query={query} />
      )}
      {query.isError ? <BootShellDone /> : null}
      {actions.dialog}
    </>
  );
}

/**
 * One deleted card in full: who deleted it, when and why, the holder and the card, and its renewal
 * history (cards/renew/history/{id}, deleted entries marked).
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { DeletedCard } from '@passdesk/contract/delete-cards/delete-cards';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { CardSummary } from '../../entities/card/CardSummary.tsx';
import { useCardRenewals } from './delete-cards-api.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
      <Typography variant="body2" color="textSecondary" sx={{ width: 160, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function Renewals({ cardId }: { cardId: number }) {
  const { t } = useTranslation('delete-cards');
  const format = useFormat();
  const renewals = useCardRenewals(cardId);
  if (renewals.isPending) return <Typography color="textSecondary">{t('details.loading')}</Typography>;
  if (renewals.isError) return <Alert severity="error">{renewals.error.message}</Alert>;
  if (renewals.data.length === 0) return <Typography color="textSecondary">{t('details.noRenewals')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('details.renewals')}>
      {renewals.data.map((renewal) => (
        <ListItem key={renewal.id} disableGutters>
          <ListItemText
            primary={`${format.date(renewal.valid_from)} – ${format.date(renewal.valid_until)} · ${format.money(renewal.fee_paid)}`}
            secondary={[
              t('details.renewedBy', { when: format.dateTime(renewal.created_at), who: renewal.renewed_by?.name ?? '—' }),
              renewal.deleted_at ? t('details.renewalRemoved', { reason: renewal.delete_reason ?? '' }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function DeletedCardDetails({ card, onClose }: { card: DeletedCard; onClose(): void }) {
  const { t } = useTranslation('delete-cards');
  const format = useFormat();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('details.title', { number: card.card_number })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <CardSummary card={card} />
          <div>
            <Fact label={t('columns.deletedAt')}>{format.dateTime(card.deleted_at)}</Fact>
            <Fact label={t('columns.deletedBy')}>{card.deleted_by?.name ?? '—'}</Fact>
            <Fact label={t('columns.reason')}>{card.delete_reason ?? '—'}</Fact>
          </div>
          <Divider />
          <div>
            <Fact label={t('columns.category')}>{card.category.name}</Fact>
            <Fact label={t('details.route')}>{card.route ? `${card.route.route_number} · ${card.route.name}` : t('details.allRoutes')}</Fact>
            <Fact label={t('columns.center')}>{card.center.name}</Fact>
            <Fact label={t('columns.issued')}>{format.date(card.issue_date)}</Fact>
            <Fact label={t('details.validity')}>{`${format.date(card.valid_from)} – ${format.date(card.valid_until)}`}</Fact>
            <Fact label={t('details.fee')}>{`${format.money(card.fee_paid)} · ${t(`payment.${card.payment_mode}`)}${card.receipt_number ? ` · ${card.receipt_number}` : ''}`}</Fact>
            <Fact label={t('details.dateOfBirth')}>{format.date(card.date_of_birth)}</Fact>
            <Fact label={t('details.gender')}>{t(`gender.${card.gender}`)}</Fact>
            <Fact label={t('details.city')}>{card.city}</Fact>
            {card.email ? <Fact label={t('details.email')}>{card.email}</Fact> : null}
            {card.institution ? <Fact label={t('details.institution')}>{card.institution}</Fact> : null}
          </div>
          <Divider />
          <Typography variant="subtitle2" component="h3">
            {t('details.renewals')}
          </Typography>
          <Renewals cardId={card.id} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

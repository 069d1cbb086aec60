/** A card's renewals (GET cards/renew/history/{id}): empty until the card is renewed. */
import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { useRenewalHistory } from './card-api.ts';
import { CardSection } from './CardSection.tsx';

export function RenewalHistory({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const history = useRenewalHistory(cardId);
  let body;
  if (history.isPending) body = <Typography color="text.secondary">{t('loading')}</Typography>;
  else if (history.isError) body = <Alert severity="error">{history.error.message}</Alert>;
  else if (history.data.length === 0) body = <Typography color="text.secondary">{t('renewals.none')}</Typography>;
  else
    body = (
      <TableContainer>
        <Table size="small" aria-label={t('renewals.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('renewals.renewedOn')}</TableCell>
              <TableCell>{t('renewals.period')}</TableCell>
              <TableCell align="right">{t('fields.feePaid')}</TableCell>
              <TableCell>{t('fields.receiptNumber')}</TableCell>
              <TableCell>{t('renewals.by')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.data.map((renewal) => (
              <TableRow key={renewal.id}>
                <TableCell>{format.dateTime(renewal.created_at)}</TableCell>
                <TableCell>{`${format.date(renewal.valid_from)} – ${format.date(renewal.valid_until)}`}</TableCell>
                <TableCell align="right">{format.money(renewal.fee_paid)}</TableCell>
                <TableCell>{renewal.receipt_number || '—'}</TableCell>
                <TableCell>{renewal.renewed_by?.name ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return <CardSection title={t('renewals.title')}>{body}</CardSection>;
}

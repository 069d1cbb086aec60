/**
 * A card's renewals (GET cards/renew/history/{id}): empty until the card is renewed. A corrected
 * (deleted) entry stays, struck through, with who deleted it and why; each entry opens its renewal.
 */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { Chip, Link as MuiLink, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useRenewalHistory } from './cards-api.ts';
import { LoadedListSection } from './CardSection.tsx';

export function RenewalHistory({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const history = useRenewalHistory(cardId);
  return (
    <LoadedListSection title={t('renewals.title')} query={history} empty={t('renewals.none')}>
      {(items) => (
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
              {items.map((renewal) => {
                const deleted = renewal.deleted_at !== null;
                const struck = deleted ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined;
                return (
                  <TableRow key={renewal.id}>
                    <TableCell>
                      <MuiLink component={Link} to={screenPath(SCREENS.viewRenewal, { id: renewal.id })} aria-label={t('renewals.open', { date: format.dateTime(renewal.created_at) })}>
                        {format.dateTime(renewal.created_at)}
                      </MuiLink>
                      {deleted ? (
                        <Chip
                          size="small"
                          color="error"
                          variant="outlined"
                          label={t('renewals.deleted')}
                          title={t('renewals.deletedBecause', { date: format.dateTime(renewal.deleted_at ?? ''), reason: renewal.delete_reason ?? '' })}
                          sx={{ ml: 1 }}
                        />
                      ) : null}
                      {deleted ? (
                        <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                          {t('renewals.deletedBecause', { date: format.dateTime(renewal.deleted_at ?? ''), reason: renewal.delete_reason ?? '' })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell sx={struck}>{`${format.date(renewal.valid_from)} – ${format.date(renewal.valid_until)}`}</TableCell>
                    <TableCell align="right" sx={struck}>
                      {format.money(renewal.fee_paid)}
                    </TableCell>
                    <TableCell sx={struck}>{renewal.receipt_number || '—'}</TableCell>
                    <TableCell>{renewal.renewed_by?.name ?? '—'}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </LoadedListSection>
  );
}

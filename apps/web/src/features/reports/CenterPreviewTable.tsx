/**
 * The center report on screen (GET reports/preview/centers): a row per center and category — new
 * cards and renewals, count and amount, and their totals — a bold total per center and the grand
 * total. Wide on a phone, so the table scrolls sideways inside its own box.
 */
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { CenterReportPreview, ReportFigures } from '@passdesk/contract/reports/report';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatMoney, formatNumber, useFormat } from '../../lib/format.ts';

function FigureCells({ figures, currency, locale }: { figures: ReportFigures; currency: string; locale: string }) {
  const number = (value: number) => formatNumber(value, locale);
  const money = (value: number) => formatMoney(value, locale, currency);
  return (
    <>
      <TableCell align="right">{number(figures.new_count)}</TableCell>
      <TableCell align="right">{money(figures.new_amount)}</TableCell>
      <TableCell align="right">{number(figures.renewed_count)}</TableCell>
      <TableCell align="right">{money(figures.renewed_amount)}</TableCell>
      <TableCell align="right">{number(figures.new_count + figures.renewed_count)}</TableCell>
      <TableCell align="right">{money(figures.new_amount + figures.renewed_amount)}</TableCell>
    </>
  );
}

export function CenterPreviewTable({ preview }: { preview: CenterReportPreview }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const cells = (figures: ReportFigures) => <FigureCells figures={figures} currency={preview.currency} locale={format.locale} />;
  const period = preview.from === preview.to ? format.date(preview.from) : `${format.date(preview.from)} – ${format.date(preview.to)}`;
  const totalSx = { '& td, & th': { fontWeight: 700 } };

  return (
    <Paper variant="outlined" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('preview.title', { period })}
      </Typography>
      {preview.centers.length === 0 ? (
        <EmptyState title={t('preview.emptyTitle')} description={t('preview.emptyHint')} />
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('preview.scroll')}>
          <Table size="small" sx={{ minWidth: 760, '& td, & th': { whiteSpace: 'nowrap' } }}>
            <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('preview.title', { period })}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('preview.center')}</TableCell>
                <TableCell>{t('preview.category')}</TableCell>
                <TableCell align="right">{t('preview.newCount')}</TableCell>
                <TableCell align="right">{t('preview.newAmount')}</TableCell>
                <TableCell align="right">{t('preview.renewedCount')}</TableCell>
                <TableCell align="right">{t('preview.renewedAmount')}</TableCell>
                <TableCell align="right">{t('preview.totalCount')}</TableCell>
                <TableCell align="right">{t('preview.totalAmount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.centers.map((center) => [
                ...center.categories.map((category) => (
                  <TableRow key={`${center.center_id}-${category.category_id}`}>
                    <TableCell component="th" scope="row">
                      {center.center_name}
                    </TableCell>
                    <TableCell>{category.category_name}</TableCell>
                    {cells(category)}
                  </TableRow>
                )),
                <TableRow key={`${center.center_id}-total`} sx={{ ...totalSx, bgcolor: 'action.hover' }}>
                  <TableCell component="th" scope="row" colSpan={2}>
                    {t('preview.centerTotal', { center: center.center_name })}
                  </TableCell>
                  {cells(center.total)}
                </TableRow>,
              ])}
              <TableRow sx={{ ...totalSx, bgcolor: 'action.selected' }}>
                <TableCell component="th" scope="row" colSpan={2}>
                  {t('preview.grandTotal')}
                </TableCell>
                {cells(preview.total)}
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

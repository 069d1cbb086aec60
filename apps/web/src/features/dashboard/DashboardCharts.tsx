/**
 * The dashboard's charts (@mui/x-charts, loaded as a chunk of its own): cards by category and
 * standing, today's scans by result, and cards issued and renewed over the last 30 days. Beside
 * each chart its numbers, each a link to the list it counts; clicking a bar, slice or point opens
 * the same list.
 */
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Dashboard } from '@passdesk/contract/dashboard/dashboard';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { dateFormat, useFormat } from '../../lib/format.ts';
import { scanResultColour } from '../../theme/scan-result-colours.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { categoryLink, scanLink, trendLink } from './dashboard-links.ts';
import { FigureLink } from './FigureLink.tsx';
import { InViewChart } from './InViewChart.tsx';

const STANDINGS = ['active', 'expired', 'blocked'] as const;

/** What a chart of the dashboard reads: its texts, number and date formats, the theme's colours, and the way to the list a figure counts. */
function useChartTools() {
  const { t } = useTranslation('dashboard');
  return { t, format: useFormat(), theme: useTheme(), navigate: useNavigate() };
}

function CategoryChart({ data }: { data: Dashboard }) {
  const { t, format, theme, navigate } = useChartTools();
  const rows = data.by_category;
  const colours = { active: theme.palette.success.main, expired: theme.palette.warning.main, blocked: theme.palette.error.main };
  if (rows.length === 0) return <EmptyState title={t('byCategory.emptyTitle')} description={t('byCategory.emptyHint')} />;
  return (
    <>
      <InViewChart height={260} label={t('chartsLoading')}>
        {(width) => (
          <BarChart
            width={width}
            height={260}
            dataset={rows.map((row) => ({ name: row.name, active: row.active, expired: row.expired, blocked: row.blocked }))}
            xAxis={[{ scaleType: 'band', dataKey: 'name' }]}
            series={STANDINGS.map((standing) => ({ id: standing, dataKey: standing, label: t(`figures.${standing}`), stack: 'cards', color: colours[standing] }))}
            onItemClick={(_event, item) => {
              const row = rows[item.dataIndex];
              if (row) void navigate(categoryLink(row.category_id, STANDINGS.find((standing) => standing === item.seriesId)));
            }}
          />
        )}
      </InViewChart>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('byCategory.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('byCategory.category')}</TableCell>
              <TableCell align="right">{t('figures.total')}</TableCell>
              {STANDINGS.map((standing) => (
                <TableCell key={standing} align="right">
                  {t(`figures.${standing}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.category_id}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell align="right">
                  <FigureLink to={categoryLink(row.category_id)} value={format.number(row.total)} label={`${row.name}: ${t('figures.total')}`} />
                </TableCell>
                {STANDINGS.map((standing) => (
                  <TableCell key={standing} align="right">
                    <FigureLink to={categoryLink(row.category_id, standing)} value={format.number(row[standing])} label={`${row.name}: ${t(`figures.${standing}`)}`} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}

function ScansChart({ data }: { data: Dashboard }) {
  const { t } = useTranslation(['dashboard', 'scans']);
  const format = useFormat();
  const navigate = useNavigate();
  const theme = useTheme();
  const scans = data.scans_today.filter((row) => row.count > 0);
  if (scans.length === 0) return <EmptyState title={t('scans.emptyTitle')} description={t('scans.emptyHint')} />;
  const label = (result: string) => t(`result.${result}`, { ns: 'scans' });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 200, height: 200, flexShrink: 0 }}>
        <InViewChart height={200} label={t('chartsLoading')}>
          {() => (
            <PieChart
              width={200}
              height={200}
              hideLegend
              series={[{ innerRadius: 50, paddingAngle: 1, data: scans.map((row, index) => ({ id: index, value: row.count, label: label(row.result), color: scanResultColour(theme, row.result) })) }]}
              onItemClick={(_event, item) => {
                const row = scans[item.dataIndex];
                if (row) void navigate(scanLink(row.result, data.today));
              }}
            />
          )}
        </InViewChart>
      </Box>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, width: '100%' }}>
        {scans.map((row) => (
          <Stack component="li" key={row.result} direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Box data-scan-swatch={row.result} aria-hidden sx={{ width: 12, height: 12, borderRadius: '3px', flexShrink: 0, bgcolor: scanResultColour(theme, row.result) }} />
              <Typography variant="body2">{label(row.result)}</Typography>
            </Stack>
            <FigureLink to={scanLink(row.result, data.today)} value={format.number(row.count)} label={label(row.result)} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

function TrendChart({ data }: { data: Dashboard }) {
  const { t, format, theme, navigate } = useChartTools();
  const trend = data.trend;
  const first = trend[0]?.date ?? data.today;
  const sum = (kind: 'issued' | 'renewed') => trend.reduce((total, day) => total + day[kind], 0);
  const shortDay = dateFormat(format.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2">
          {t('trend.issuedTotal')}{' '}
          <FigureLink to={trendLink('issued', first, data.today)} value={format.number(sum('issued'))} label={t('trend.issuedTotal')} />
        </Typography>
        <Typography variant="body2">
          {t('trend.renewedTotal')}{' '}
          <FigureLink to={trendLink('renewed', first, data.today)} value={format.number(sum('renewed'))} label={t('trend.renewedTotal')} />
        </Typography>
      </Stack>
      <InViewChart height={280} label={t('chartsLoading')}>
        {(width) => (
          <LineChart
            width={width}
            height={280}
            xAxis={[{ scaleType: 'point', data: trend.map((day) => day.date), valueFormatter: (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`)) }]}
            series={[
              { id: 'issued', data: trend.map((day) => day.issued), label: t('trend.issued'), color: theme.palette.primary.main, showMark: true },
              { id: 'renewed', data: trend.map((day) => day.renewed), label: t('trend.renewed'), color: theme.palette.success.main, showMark: true },
            ]}
            onMarkClick={(_event, item) => {
              const day = item.dataIndex === undefined ? undefined : trend[item.dataIndex];
              if (day) void navigate(trendLink(item.seriesId === 'renewed' ? 'renewed' : 'issued', day.date));
            }}
          />
        )}
      </InViewChart>
    </>
  );
}

export default function DashboardCharts({ data }: { data: Dashboard }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <ChartPanel title={t('byCategory.title')}>
        <CategoryChart data={data} />
      </ChartPanel>
      <ChartPanel title={t('scans.title')}>
        <ScansChart data={data} />
      </ChartPanel>
      <ChartPanel title={t('trend.title')} wide>
        <TrendChart data={data} />
      </ChartPanel>
    </Box>
  );
}

/**
 * Dashboard (/dashboard): every figure of GET dashboard/cards (one request) — card counts, pending
 * applications, cards by category, today's scans by result and the 30-day trend — each number a
 * link to the list it counts with that filter applied. The charts (@mui/x-charts) are a chunk of
 * their own, loaded after the numbers are on screen.
 */
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassBottomOutlinedIcon from '@mui/icons-material/HourglassBottomOutlined';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import { Box, Paper, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@passdesk/contract/dashboard/dashboard';
import { DASHBOARD_PATHS } from '@passdesk/contract/dashboard/dashboard-paths';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { requestData } from '../../lib/api.ts';
import { useFormat } from '../../lib/format.ts';
import { cardFigureLink, PENDING_APPLICATIONS_LINK, type CardFigure } from './dashboard-links.ts';
import { StatTile, type StatTileProps } from './StatTile.tsx';

const DashboardCharts = lazy(() => import('./DashboardCharts.tsx'));


const CARD_TILES: ReadonlyArray<{ figure: CardFigure; icon: StatTileProps['icon']; colour: StatTileProps['colour'] }> = [
  { figure: 'total', icon: CreditCardOutlinedIcon, colour: 'primary' },
  { figure: 'active', icon: CheckCircleOutlineIcon, colour: 'success' },
  { figure: 'expiring_soon', icon: HourglassBottomOutlinedIcon, colour: 'warning' },
  { figure: 'expired', icon: EventBusyOutlinedIcon, colour: 'error' },
  { figure: 'blocked', icon: BlockIcon, colour: 'secondary' },
  { figure: 'issued_today', icon: NewReleasesOutlinedIcon, colour: 'info' },
  { figure: 'renewed_this_month', icon: AutorenewIcon, colour: 'success' },
];

const TILE_GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, mb: 3 } as const;

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const query = useQuery({ queryKey: [DASHBOARD_PATHS.cards], queryFn: ({ signal }) => requestData<Dashboard>(DASHBOARD_PATHS.cards, { signal, toastErrors: false }) });
  const data = query.data;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} subtitleNote={data ? t('figuresFor', { day: format.date(data.today), zone: data.time_zone }) : undefined} />
      {query.isError && !data ? (
        <Paper variant="outlined">
          <ErrorState title={t('failed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </Paper>
      ) : !data ? (
        <Box sx={TILE_GRID} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={88} />
          ))}
        </Box>
      ) : (
        <>
          <Box component="section" aria-label={t('cardsHeading')} sx={TILE_GRID}>
            {CARD_TILES.map((tile) => (
              <StatTile key={tile.figure} label={t(`figures.${tile.figure}`)} value={format.number(data.cards[tile.figure])} to={cardFigureLink(tile.figure, data.today)} icon={tile.icon} colour={tile.colour} />
            ))}
            <StatTile label={t('figures.pending_applications')} value={format.number(data.pending_applications)} to={PENDING_APPLICATIONS_LINK} icon={AssignmentOutlinedIcon} colour="info" />
          </Box>
          <Suspense fallback={<Skeleton variant="rounded" height={320} role="progressbar" aria-label={t('chartsLoading')} />}>
            <DashboardCharts data={data} />
          </Suspense>
        </>
      )}
    </>
  );
}

/** What a card's page shows while the card loads, when it does not exist, or when loading failed. */
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ApiError } from '../../lib/api.ts';
import { BackToCards } from './BackToCards.tsx';

export function CardLoadState({ id, query }: { id: number; query: { isPending: boolean; error: Error | null; isFetching: boolean; refetch(): unknown } }) {
  const { t } = useTranslation('cards');
  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <EmptyState title={t('notFound.title')} description={t('notFound.hint')} action={<BackToCards />} />;
  }
  if (query.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('retry')}
          </Button>
        }
      >
        <AlertTitle>{t('loadFailed')}</AlertTitle>
        {query.error.message}
      </Alert>
    );
  }
  return <Skeleton variant="rounded" height={420} aria-label={t('loading')} />;
}

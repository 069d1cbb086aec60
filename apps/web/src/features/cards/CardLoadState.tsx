/** What a card's page shows while the card loads, when it does not exist, or when loading failed. */
import { Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailedAlert, type RetryableQuery } from '../../components/LoadFailedAlert.tsx';
import { ApiError } from '../../lib/api.ts';
import { BackToCards } from './BackToCards.tsx';

export function CardLoadState({ id, query }: { id: number; query: RetryableQuery & { isPending: boolean } }) {
  const { t } = useTranslation('cards');
  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <EmptyState title={t('notFound.title')} description={t('notFound.hint')} action={<BackToCards />} />;
  }
  if (query.error) {
    return <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={query} />;
  }
  return <Skeleton variant="rounded" height={420} aria-label={t('loading')} />;
}

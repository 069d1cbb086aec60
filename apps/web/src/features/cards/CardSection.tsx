/** A titled panel of a card's pages (form sections, the view's history and documents), and one over a list the page loads. */
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function CardSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A section over a list the page loads (renewals, reminders): "Loading…", the error, `empty` when there is none, or the list. */
export function LoadedListSection<T>({ title, query, empty, children }: { title: string; query: UseQueryResult<T[]>; empty: string; children(items: T[]): ReactNode }) {
  const { t } = useTranslation('cards');
  let body: ReactNode;
  if (query.isPending) body = <Typography color="textSecondary">{t('loading')}</Typography>;
  else if (query.isError) body = <Alert severity="error">{query.error.message}</Alert>;
  else if (query.data.length === 0) body = <Typography color="textSecondary">{empty}</Typography>;
  else body = children(query.data);
  return <CardSection title={title}>{body}</CardSection>;
}

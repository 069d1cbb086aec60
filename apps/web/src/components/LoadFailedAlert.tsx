/** A record that could not be loaded, shown in its page: the reason, and a button to load it again. */
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';

export interface RetryableQuery {
  error: Error | null;
  isFetching: boolean;
  refetch(): unknown;
}

export function LoadFailedAlert({ title, retryLabel, query }: { title: string; retryLabel: string; query: RetryableQuery }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {retryLabel}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {query.error?.message}
    </Alert>
  );
}

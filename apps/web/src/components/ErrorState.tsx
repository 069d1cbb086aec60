/** A failed load: the reason and a way to try again. */
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  /** Defaults to "The list could not be loaded". */
  title?: string;
  message?: string;
  onRetry?(): void;
  retrying?: boolean;
}

export function ErrorState({ title, message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation('common-table');
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6, px: 2, textAlign: 'center' }} role="alert">
      <ErrorOutlineIcon sx={{ fontSize: 48, color: 'error.main' }} aria-hidden="true" />
      <Typography variant="h6" component="p">
        {title ?? t('error.title')}
      </Typography>
      {message ? <Typography color="textSecondary">{message}</Typography> : null}
      {onRetry ? (
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry} disabled={retrying}>
          {t('error.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}

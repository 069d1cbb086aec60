/**
 * Export CSV of a list: the file the API streams for the list's current search, filters and sort
 * (no page or page size: all matching rows), with progress and Cancel while it arrives.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryValue } from '../../lib/api.ts';
import { DownloadProgress } from '../files/DownloadProgress.tsx';
import { useDownload } from '../files/use-download.ts';

export interface CsvExport {
  /** The API's export path (e.g. `/mobile_user/export/csv`). */
  path: string;
  /** The file's name when the server does not name it. */
  filename: string;
}

/** `button` goes in the list's tool bar, `progress` above the list. */
export function useCsvExport(csv: CsvExport | undefined, query: Record<string, QueryValue>): { button: ReactNode; progress: ReactNode } {
  const { t } = useTranslation('common-table');
  const download = useDownload();
  if (!csv) return { button: null, progress: null };
  const button = (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={download.state.status === 'running'}
      onClick={() => download.start(csv.path, { ...query, page: undefined, limit: undefined }, csv.filename)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('exportCsv')}
    </Button>
  );
  return { button, progress: <DownloadProgress download={download} label={t('exportCsv')} /> };
}

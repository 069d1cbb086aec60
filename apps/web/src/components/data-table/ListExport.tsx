/**
 * A list's export: the file the API streams for the list's current search, filters and sort (no
 * page or page size: all matching rows), with progress and Cancel while it arrives. Every list
 * exports CSV through it (RecordListScreen's `exportCsv`, or the hook itself on a page of its own);
 * the card list exports Excel through it too.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryValue } from '../../lib/api.ts';
import { DownloadProgress } from '../files/DownloadProgress.tsx';
import { useDownload } from '../files/use-download.ts';

export interface ListExportFile {
  /** The API's export path (e.g. `/mobile_user/export/csv`). */
  path: string;
  /** The file's name when the server does not name it. */
  filename: string;
  /** CSV unless said. */
  format?: 'csv' | 'xlsx';
}

/** `button` goes in the list's tool bar (or its heading), `progress` above the list. */
export function useListExport(file: ListExportFile | undefined, query: Record<string, QueryValue>): { button: ReactNode; progress: ReactNode } {
  const { t } = useTranslation('common-table');
  const download = useDownload();
  if (!file) return { button: null, progress: null };
  const label = t(file.format === 'xlsx' ? 'exportExcel' : 'exportCsv');
  const button = (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={download.state.status === 'running'}
      onClick={() => download.start(file.path, { ...query, page: undefined, limit: undefined }, file.filename)}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {label}
    </Button>
  );
  return { button, progress: <DownloadProgress download={download} label={label} /> };
}

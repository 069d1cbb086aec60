/** Cells and columns that list screens share, so the same kind of value looks the same everywhere. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { StatusChip } from '../StatusChip.tsx';
import type { DataColumn } from './DataTable.tsx';

/**
 * A record's name in bold with an optional line under it (an address, a code, a description),
 * cut to one line with the whole text on hover.
 */
export function TitleCell({ title, detail, monospaceDetail = false, detailWidth = 320 }: { title: ReactNode; detail?: string | null; monospaceDetail?: boolean; detailWidth?: number }) {
  return (
    <Box>
      <Typography variant="body2" dir="auto" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {detail ? (
        <Typography
          variant="caption"
          color="text.secondary"
          noWrap
          title={detail}
          sx={{ display: 'block', maxWidth: detailWidth, fontFamily: monospaceDetail ? 'monospace' : undefined }}
        >
          {detail}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A short code (center, category, employee) in a fixed-width face. */
export function CodeText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
      {children}
    </Typography>
  );
}

/** The sortable status column of a record that is active or inactive (or another StatusChip value). */
export function statusColumn<T extends { status: string }, S extends string>(header: string, sortField?: S): DataColumn<T, S> {
  return { id: 'status', header, sortField, render: (row) => <StatusChip status={row.status} /> };
}

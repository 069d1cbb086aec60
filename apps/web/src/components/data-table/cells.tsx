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
          color="textSecondary"
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

type Render<T> = (row: T) => ReactNode;

/**
 * The column that names the row (its row header for screen readers), sorted by `sortField`; its
 * id is the sort field's unless `more` names another.
 */
export function primaryColumn<T, S extends string>(sortField: S, header: string, render: Render<T>, more: Partial<Pick<DataColumn<T, S>, 'id' | 'width'>> = {}): DataColumn<T, S> {
  return { id: sortField, header, sortField, primary: true, render, ...more };
}

/** A column of plain text, a dash where the row has none; sortable when given its sort field. */
export function textColumn<T, S extends string>(id: string, header: string, text: (row: T) => string | null | undefined, sortField?: S): DataColumn<T, S> {
  return { id, header, sortField, render: (row) => text(row) || '—' };
}

/**
 * A date (or date and time) column sorted by its own field: `show` formats the value
 * (format.date, format.dateTime); a row without one shows `empty` (a dash unless given).
 * `noWrap` keeps the formatted value on one line.
 */
export function dateColumn<T, S extends string>(
  field: S,
  header: string,
  value: (row: T) => string | null,
  show: (iso: string) => string,
  { empty = '—', noWrap = false }: { empty?: string; noWrap?: boolean } = {},
): DataColumn<T, S> {
  const render = (row: T): ReactNode => {
    const iso = value(row);
    if (!iso) return empty;
    return noWrap ? (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {show(iso)}
      </Box>
    ) : (
      show(iso)
    );
  };
  return { id: field, header, sortField: field, render };
}

/** The sortable status column of a record that is active or inactive (or another StatusChip value). */
export function statusColumn<T extends { status: string }, S extends string>(header: string, sortField?: S): DataColumn<T, S> {
  return { id: 'status', header, sortField, render: (row) => <StatusChip status={row.status} /> };
}

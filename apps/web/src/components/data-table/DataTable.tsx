/**
 * The list screen's table: server-side paging (10/25/50/100), sorting by column header, a
 * debounced search, a slot for filter controls (SelectFilter, DateRangeFilter, SearchBox), a row-actions column, loading skeletons, an empty
 * state with a call to action and an error state with retry. A total the server marks as estimated
 * (`total_is_estimate`) reads "about N", and "about N, counting…" while its exact total follows
 * (`exact_total_follows`, useListQuery). Its state lives in the URL
 * (useListState), its data comes from useListQuery. With `selection`, a first column of checkboxes
 * picks rows (the header one: the whole page) and a bar of bulk actions shows over the table.
 * With `columnsId`, a Columns menu hides and shows columns, remembered per user (column-visibility.ts).
 * Below 600 px wide every row becomes a stacked card — each value under its column's name, the
 * row's actions at the bottom — instead of a table that scrolls sideways (STACKED_ROWS). Wider, the
 * row actions stay in sight at the table's inline end while the rest scrolls (STICKY_ACTIONS).
 */
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import {
  Box,
  Button,
  Checkbox,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import type { ListResult } from '@passdesk/contract/http/list';
import { PAGE_SIZES } from '@passdesk/contract/http/page-sizes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Theme } from '@mui/material/styles';
import { useDeferredValue, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState.tsx';
import { MixedCheckbox } from '../MixedCheckbox.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { useColumnVisibility } from './column-visibility.ts';
import { ColumnsMenu } from './ColumnsMenu.tsx';
import { markInlineOverflow } from './inline-overflow.ts';
import type { ListStateControls } from './list-state.ts';
import type { RowSelection } from './row-selection.ts';
import { SearchBox } from './SearchBox.tsx';
import { STICKY_ACTIONS } from './sticky-actions.ts';
import { TableSkeletonRows } from './TableSkeletonRows.tsx';

export interface DataColumn<T, S extends string = string> {
  id: string;
  header: string;
  render(row: T): ReactNode;
  /** The list's sort field for this column; omitted: not sortable. */
  sortField?: S;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The cell that names the row for screen readers (a row header). */
  primary?: boolean;
}

interface TableSelection<T> {
  rows: RowSelection<T>;
  /** "Select PNQ-2026-000123". */
  rowLabel(row: T): string;
  /** "Select every row on this page". */
  pageLabel: string;
  /** The bulk action bar (BulkActionBar). */
  bar?: ReactNode;
}

/** Every row has an id, its key unless the table is given another. */
type Keyed = { id: string | number };
const byId = (row: Keyed) => row.id;

/** What the table reads of the list's query (useListQuery). */
export type ListQueryState<T> = Pick<UseQueryResult<ListResult<T>>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'isFetching' | 'isPlaceholderData'>;

export interface DataTableProps<T extends Keyed, S extends string, F extends string> {
  /** The table's accessible name. */
  label: string;
  columns: ReadonlyArray<DataColumn<T, S>>;
  /** The row's React key; omitted: its `id`. */
  rowKey?(row: T): string | number;
  list: ListStateControls<S, F>;
  result: ListQueryState<T>;
  /** The search box's label; omitted: the list has no search. */
  searchLabel?: string;
  /** Filter controls shown beside the search. */
  filters?: ReactNode;
  rowActions?(row: T): ReactNode;
  /** Row checkboxes: the picks, each checkbox's accessible name, and the bar shown while rows are picked. */
  selection?: TableSelection<T>;
  /** Shown when the list has no records at all. */
  empty: { title: string; description?: string; action?: ReactNode };
  /** A stable name of the list (its API path): adds the Columns menu and remembers the choice under it. */
  columnsId?: string;
  /** Buttons at the end of the filter bar (Export CSV...). */
  tools?: ReactNode;
}

/**
 * Phones (below the `sm` breakpoint, 600 px): the table's rows become cards. The header row is
 * not shown; each cell shows its column's name (`data-label`) before its value, the row's name
 * (the primary cell) leads, and the actions end the card, all within the screen's width.
 */
const STACKED_ROWS = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& table, & tbody': { display: 'block' },
    '& thead': { display: 'none' },
    '& tbody tr': { display: 'block', border: 1, borderColor: 'divider', borderRadius: 2, mx: 1.5, my: 1.5, py: 0.5 },
    '& tbody td, & tbody th': { display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: 2, border: 0, py: 0.75, px: 1.5, textAlign: 'end', minWidth: 0, overflowWrap: 'anywhere' },
    '& tbody [data-label]::before': { content: 'attr(data-label)', flexShrink: 0, color: 'text.secondary', fontSize: '0.8125rem', textAlign: 'start', maxWidth: '45%' },
    '& tbody th[scope="row"]': { justifyContent: 'flex-start', textAlign: 'start', fontWeight: 600 },
    '& tbody td[colspan]': { display: 'block', textAlign: 'start' },
    '& tbody td[data-actions]': { justifyContent: 'flex-end', flexWrap: 'wrap', borderTop: 1, borderColor: 'divider', mt: 0.5 },
    '& tbody td.MuiTableCell-paddingCheckbox': { justifyContent: 'flex-start', py: 0 },
  },
});

export function DataTable<T extends Keyed, S extends string, F extends string>(props: DataTableProps<T, S, F>) {
  const { label, rowKey = byId, list, searchLabel, filters, rowActions, selection, empty, columnsId, tools } = props;
  // The answer's rows are drawn in a deferred (time-sliced) render: ten rows of cells, buttons and
  // tooltips rendered at once were one task of ~600 ms at the mobile preset's 4× CPU slowdown
  // (docs/performance.md). The list query's own updates come as a transition already
  // (use-list-query.ts); this keeps any urgent re-render of the page from drawing the rows with it.
  // The table stays busy (aria-busy) until the rows are on screen.
  const result = useDeferredValue(props.result);
  const visibility = useColumnVisibility(columnsId);
  const columns = props.columns.filter((column) => column.primary || !visibility.isHidden(column.id));
  const { t } = useTranslation('common-table');
  const captionId = useId();
  const { state } = list;
  const items = result.data?.items ?? [];
  const total = result.data?.total ?? 0;
  const estimated = result.data?.total_is_estimate === true;
  const counting = estimated && result.data?.exact_total_follows === true;
  const columnCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  const pickedOnPage = selection ? items.filter((row) => selection.rows.isSelected(row)).length : 0;
  const clearButton = (
    <Button variant="outlined" startIcon={<FilterAltOffOutlinedIcon />} onClick={list.clearFilters}>
      {t('clearFilters')}
    </Button>
  );

  let body: ReactNode;
  if (result.isPending) {
    body = <TableSkeletonRows rows={Math.min(state.limit, 10)} columns={columnCount} />;
  } else if (result.isError && !result.data) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount}>
          <ErrorState message={result.error?.message} onRetry={() => void result.refetch()} retrying={result.isFetching} />
        </TableCell>
      </TableRow>
    );
  } else if (items.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount}>
          {list.narrowed ? (
            <EmptyState title={t('empty.noMatches')} description={t('empty.noMatchesHint')} action={clearButton} />
          ) : state.page > 1 && total > 0 ? (
            <EmptyState title={t('empty.pageBeyond')} action={<Button variant="outlined" onClick={() => list.setPage(1)}>{t('empty.firstPage')}</Button>} />
          ) : (
            <EmptyState {...empty} />
          )}
        </TableCell>
      </TableRow>
    );
  } else {
    body = items.map((row) => (
      <TableRow key={rowKey(row)} hover selected={selection?.rows.isSelected(row)}>
        {selection ? (
          <TableCell padding="checkbox">
            <Checkbox checked={selection.rows.isSelected(row)} onChange={() => selection.rows.toggle(row)} slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }} />
          </TableCell>
        ) : null}
        {columns.map((column) => (
          <TableCell
            key={column.id}
            align={column.align}
            component={column.primary ? 'th' : 'td'}
            scope={column.primary ? 'row' : undefined}
            data-label={column.primary ? undefined : column.header}
          >
            {column.render(row)}
          </TableCell>
        ))}
        {rowActions ? (
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-actions="">
            {rowActions(row)}
          </TableCell>
        ) : null}
      </TableRow>
    ));
  }

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }} useFlexGap>
        {searchLabel ? <SearchBox label={searchLabel} value={state.search} onSearch={list.setSearch} /> : null}
        {filters}
        {list.narrowed ? <Box sx={{ ml: { md: 'auto' } }}>{clearButton}</Box> : null}
        {columnsId || tools ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { md: list.narrowed ? 0 : 'auto' }, flexWrap: 'wrap' }}>
            {tools}
            {columnsId ? <ColumnsMenu columns={props.columns} visibility={visibility} /> : null}
          </Stack>
        ) : null}
      </Stack>
      {selection?.bar}
      <Box sx={{ height: 4 }}>{result.isFetching && !result.isPending ? <LinearProgress aria-label={t('loading')} /> : null}</Box>
      <TableContainer ref={markInlineOverflow} sx={[STACKED_ROWS, STICKY_ACTIONS]}>
        <Table size="medium" aria-labelledby={captionId} aria-busy={result.isFetching}>
          <caption id={captionId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {label}
          </caption>
          <TableHead>
            <TableRow>
              {selection ? (
                <TableCell padding="checkbox">
                  <MixedCheckbox
                    checked={items.length > 0 && pickedOnPage === items.length}
                    indeterminate={pickedOnPage > 0 && pickedOnPage < items.length}
                    disabled={items.length === 0}
                    onChange={(event) => selection.rows.setMany(items, event.target.checked)}
                    slotProps={{ input: { 'aria-label': selection.pageLabel } }}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => {
                const active = column.sortField !== undefined && state.sort === column.sortField;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{ width: column.width, whiteSpace: 'nowrap' }}
                    aria-sort={column.sortField ? (active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
                  >
                    {column.sortField ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? state.order : 'asc'}
                        onClick={() => column.sortField && list.toggleSort(column.sortField)}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
              {rowActions ? (
                <TableCell align="right" data-actions="">
                  {t('actions')}
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        // MUI refuses a page past the end; the URL may hold one (a shared link to a list that shrank).
        page={Math.min(Math.max(0, state.page - 1), Math.max(0, Math.ceil(total / state.limit) - 1))}
        rowsPerPage={state.limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => list.setPage(page + 1)}
        onRowsPerPageChange={(event) => list.setLimit(Number(event.target.value))}
        labelRowsPerPage={t('rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t(counting ? 'displayedRowsCounting' : estimated ? 'displayedRowsEstimated' : 'displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`page.${type}`)}
      />
    </Paper>
  );
}

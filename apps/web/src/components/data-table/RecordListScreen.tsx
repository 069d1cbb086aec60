/**
 * A record list screen: heading with the add button, the data table with its filters and row
 * actions (view, edit, the screen's own such as print or block, activate/deactivate, delete — each
 * only when allowed), the add/edit form (a dialog, or a page of its own) and the delete
 * confirmation. Screens give their columns, filters, texts, forms and extra actions; with
 * `bulkActions`, rows get checkboxes and a bar offers the actions for the picked rows.
 */
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { OnDemand } from '../OnDemand.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { BulkActionBar, type BulkAction } from './BulkActionBar.tsx';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { useListExport, type ListExportFile } from './ListExport.tsx';
import { useStandardBulkActions } from './standard-bulk-actions.tsx';
import { useRowSelection } from './row-selection.ts';
import { rowAction, RowActions, type RowAction } from './RowActions.tsx';
import type { RecordList, Status } from './use-record-list.ts';

export interface RecordListTexts<T> {
  title: string;
  subtitle: string;
  search: string;
  add: string;
  emptyTitle: string;
  emptyHint: string;
  deleteTitle: string;
  deleteMessage(row: T): string;
  deleted(row: T): string;
  /** The toast after the activate/deactivate row action (useRecordList's `status`). */
  statusChanged?(row: T, status: Status): string;
}

/** A translate function of the screen's namespace. */
type Translate = (key: string, options?: Record<string, string | number>) => string;

/**
 * The texts from the screen's namespace, whose keys every record screen shares (title, subtitle,
 * search, add, emptyTitle, emptyHint, deleteTitle, deleteMessage, deleted, activated,
 * deactivated), under `prefix` when
 * a namespace holds several screens (`roles.`); `params` fills a row's placeholders ({{name}}...).
 */
export function recordListTexts<T>(t: Translate, params: (row: T) => Record<string, string>, prefix = ''): Required<RecordListTexts<T>> {
  const key = (name: string) => `${prefix}${name}`;
  return {
    title: t(key('title')),
    subtitle: t(key('subtitle')),
    search: t(key('search')),
    add: t(key('add')),
    emptyTitle: t(key('emptyTitle')),
    emptyHint: t(key('emptyHint')),
    deleteTitle: t(key('deleteTitle')),
    deleteMessage: (row) => t(key('deleteMessage'), params(row)),
    deleted: (row) => t(key('deleted'), params(row)),
    statusChanged: (row, status) => t(key(status === 'active' ? 'activated' : 'deactivated'), params(row)),
  };
}

export interface RecordListScreenProps<T extends { id: number }, I, S extends string, F extends string> {
  records: RecordList<T, I, S, F>;
  texts: RecordListTexts<T>;
  columns: ReadonlyArray<DataColumn<T, S>>;
  filters?: ReactNode;
  /** The row's name in button labels ("Edit Student Monthly"). */
  rowName(row: T): string;
  /** The add/edit form in a dialog; `row` is null for a new record. Shown inside `OnDemand`: make the dialog with `lazyComponent`. */
  renderForm?(row: T | null, close: () => void): ReactNode;
  /** A page to add on (e.g. /routes/add-route) instead of a dialog. */
  addPath?: string;
  /** A page to edit on (e.g. /card-management/edit-card/7) instead of a dialog. */
  editPath?(row: T): string;
  /** A page that shows the record: adds the view action first. */
  viewPath?(row: T): string;
  /** The screen's own actions (print, block...), after edit and before activate/deactivate and delete. */
  extraActions?(row: T): RowAction[];
  /** The API's CSV export of this list: an Export CSV button for the current filters. */
  exportCsv?: ListExportFile;
  /** Actions on several picked rows (delete the picked cards...): adds row checkboxes and the bulk action bar. */
  bulkActions?: ReadonlyArray<BulkAction<T>>;
  /** A delete that asks more than the confirmation (a reason): called instead of it. */
  onDelete?(row: T): void;
  /** The screen's own buttons in the heading, before the add button (export, print...). */
  actions?: ReactNode;
}

const byId = (row: { id: number }): number => row.id;

export function RecordListScreen<T extends { id: number }, I, S extends string, F extends string>(props: RecordListScreenProps<T, I, S, F>) {
  const { records, texts, columns, filters, rowName, renderForm, addPath, editPath, viewPath, extraActions, bulkActions, exportCsv, onDelete, actions: headerActions } = props;
  const { can, mayUpdate, mayDelete, list, result, writes, editing, setEditing, deleting, setDeleting, status } = records;
  const { t } = useTranslation('common-table');
  const picked = useRowSelection<T>(byId);
  const csv = useListExport(exportCsv, list.query);
  const bulk = useStandardBulkActions(records, bulkActions);

  let addButton: ReactNode;
  if (can.create && addPath) {
    addButton = (
      <Button component={Link} to={addPath} variant="contained" startIcon={<AddIcon />} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {texts.add}
      </Button>
    );
  } else if (can.create && renderForm) {
    addButton = (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {texts.add}
      </Button>
    );
  }

  const actionsOf = (row: T): RowAction[] => {
    const name = rowName(row);
    const actions: RowAction[] = [];
    if (viewPath) actions.push(rowAction.view(t, name, viewPath(row)));
    if (mayUpdate(row) && (editPath || renderForm)) actions.push(rowAction.edit(t, name, editPath ? editPath(row) : () => setEditing(row)));
    if (extraActions) actions.push(...extraActions(row));
    if (status && mayUpdate(row)) actions.push(rowAction.toggleStatus(t, name, status.of(row), () => void status.toggle(row)));
    if (mayDelete(row)) actions.push(rowAction.delete(t, name, () => (onDelete ? onDelete(row) : setDeleting(row))));
    return actions;
  };
  const hasActions = Boolean(viewPath || extraActions) || can.update || can.delete;

  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          headerActions ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {headerActions}
              {addButton}
            </Stack>
          ) : (
            addButton
          )
        }
      />
      {csv.progress}
      <DataTable
        columnsId={records.listId}
        tools={csv.button}
        label={texts.title}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        result={result}
        searchLabel={texts.search}
        filters={filters}
        rowActions={hasActions ? (row) => <RowActions actions={actionsOf(row)} /> : undefined}
        selection={
          bulk.actions.length > 0
            ? { rows: picked, rowLabel: (row) => t('selection.row', { name: rowName(row) }), pageLabel: t('selection.page'), bar: <BulkActionBar selection={picked} actions={bulk.actions} /> }
            : undefined
        }
        empty={{ title: texts.emptyTitle, description: texts.emptyHint, action: addButton }}
      />
      {bulk.dialog}
      {editing && renderForm ? <OnDemand onClose={() => setEditing(null)}>{renderForm(editing === 'new' ? null : editing, () => setEditing(null))}</OnDemand> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        message={deleting ? texts.deleteMessage(deleting) : ''}
        onConfirm={async () => {
          if (!deleting) return;
          await writes.remove(deleting.id);
          toast.success(texts.deleted(deleting));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/**
 * A record list screen: heading with the add button, the data table with its filters and row
 * actions (edit, activate/deactivate, delete — each only when allowed), the add/edit form and the
 * delete confirmation. Screens give their columns, filters, texts and form.
 */
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { RowActions } from './RowActions.tsx';
import type { useRecordList } from './use-record-list.ts';

type Status = 'active' | 'inactive';

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
}

/** A translate function of the screen's namespace. */
type Translate = (key: string, options?: Record<string, string | number>) => string;

/**
 * The texts from the screen's namespace, whose keys every record screen shares (title, subtitle,
 * search, add, emptyTitle, emptyHint, deleteTitle, deleteMessage, deleted); `params` fills a
 * row's placeholders ({{name}}, {{number}}...).
 */
export function recordListTexts<T>(t: Translate, params: (row: T) => Record<string, string>): RecordListTexts<T> {
  return {
    title: t('title'),
    subtitle: t('subtitle'),
    search: t('search'),
    add: t('add'),
    emptyTitle: t('emptyTitle'),
    emptyHint: t('emptyHint'),
    deleteTitle: t('deleteTitle'),
    deleteMessage: (row) => t('deleteMessage', params(row)),
    deleted: (row) => t('deleted', params(row)),
  };
}

export interface RecordListScreenProps<T extends { id: number; status: Status }, I extends { status: Status }, S extends string, F extends string> {
  records: ReturnType<typeof useRecordList<T, I, S, F>>;
  texts: RecordListTexts<T>;
  columns: ReadonlyArray<DataColumn<T, S>>;
  filters?: ReactNode;
  /** The row's name in button labels ("Edit Student Monthly"). */
  rowName(row: T): string;
  /** The add/edit form; `row` is null for a new record. Omitted when adding happens on its own page. */
  renderForm?(row: T | null, close: () => void): ReactNode;
  /** A page to add on (e.g. /routes/add-route) instead of a dialog. */
  addPath?: string;
}

export function RecordListScreen<T extends { id: number; status: Status }, I extends { status: Status }, S extends string, F extends string>(
  props: RecordListScreenProps<T, I, S, F>,
) {
  const { records, texts, columns, filters, rowName, renderForm, addPath } = props;
  const { can, list, result, writes, editing, setEditing, deleting, setDeleting, toggleStatus } = records;

  let addButton: ReactNode;
  if (can.create && addPath) {
    addButton = (
      <Button component={Link} to={addPath} variant="contained" startIcon={<AddIcon />}>
        {texts.add}
      </Button>
    );
  } else if (can.create && renderForm) {
    addButton = (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
        {texts.add}
      </Button>
    );
  }

  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.subtitle} actions={addButton} />
      <DataTable
        label={texts.title}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        result={result}
        searchLabel={texts.search}
        filters={filters}
        rowActions={
          can.update || can.delete
            ? (row) => (
                <RowActions
                  name={rowName(row)}
                  status={row.status}
                  onEdit={can.update && renderForm ? () => setEditing(row) : undefined}
                  onToggleStatus={can.update ? () => void toggleStatus(row) : undefined}
                  onDelete={can.delete ? () => setDeleting(row) : undefined}
                />
              )
            : undefined
        }
        empty={{ title: texts.emptyTitle, description: texts.emptyHint, action: addButton }}
      />
      {editing && renderForm ? renderForm(editing === 'new' ? null : editing, () => setEditing(null)) : null}
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

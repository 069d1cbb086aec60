/**
 * Everything a record list screen (categories, centers, routes, roles, permissions, users, cards...)
 * wires together: the list in the URL and its data, what the user may do (the module's flags, and
 * per-row limits on top), which record is being edited or deleted, and an optional
 * activate/deactivate row action. The screen keeps only its columns, filters, actions and texts.
 */
import type { Action, PermissionName } from '@passdesk/contract/access/permissions';
import type { ListResult } from '@passdesk/contract/http/list';
import { useState } from 'react';
import toast from '../../lib/toast.ts';
import { useRecordWrites, type RecordPaths, type RecordWrites } from '../../lib/record-api.ts';
import { useCan } from '../../session/permissions.ts';
import { useMessageText } from '../form/message-patterns.ts';
import type { ListQueryState } from './DataTable.tsx';
import type { ListStateControls, ListStateOptions } from './list-state.ts';
import { useListTable } from './use-list-query.ts';

export type Status = 'active' | 'inactive';

/** The activate/deactivate row action: how to read a row's status and send it back changed. */
export interface StatusToggle<T, I> {
  of(row: T): Status;
  /** The record's editable fields with the new status. */
  withStatus(row: T, status: Status): I;
  /** The toast after the change. */
  changed(row: T, status: Status): string;
}

/** The usual toggle: the row has a `status`, and its editable fields (`toInput`) carry it back. */
export function statusToggle<T extends { status: Status }, I extends { status: Status }>(
  toInput: (row: T) => I,
  changed: (row: T, status: Status) => string,
): StatusToggle<T, I> {
  return { of: (row) => row.status, withStatus: (row, status) => ({ ...toInput(row), status }), changed };
}

export interface RecordListOptions<T, I, S extends string, F extends string, R> {
  paths: RecordPaths;
  /** The permission (module) whose flags decide which buttons show. */
  permission: PermissionName;
  /** A module-level constant: the list state is parsed from the URL with it. */
  listOptions: ListStateOptions<S, F>;
  /** Per-row limits on top of the module's flags (a system permission, one's own account...). */
  rowRules?: { update?(row: T): boolean; delete?(row: T): boolean };
  /** Adds the activate/deactivate row action (records without a status leave it out). */
  status?: StatusToggle<T, I>;
  /** A list nobody writes to (the audit trail): no add, edit, delete or bulk action, whatever the flags. */
  readOnly?: boolean;
  /** For a list answer not shaped `{ items, total, page, limit }`; a module-level function. */
  selectList?(answer: R): ListResult<T>;
}

export interface RecordList<T, I, S extends string, F extends string> {
  /** The list's API path: names the list where its column choice is remembered. */
  listId: string;
  /** The module's flags. */
  can: Record<Exclude<Action, 'read'>, boolean>;
  /** The flags with the row's own limits. */
  mayUpdate(row: T): boolean;
  mayDelete(row: T): boolean;
  list: ListStateControls<S, F>;
  result: ListQueryState<T>;
  writes: RecordWrites<T, I>;
  editing: T | 'new' | null;
  setEditing(row: T | 'new' | null): void;
  deleting: T | null;
  setDeleting(row: T | null): void;
  /** Present when the list has a status toggle. */
  status?: { of(row: T): Status; toggle(row: T): Promise<void>; set(row: T, status: Status): Promise<void> };
}

export function useRecordList<T extends { id: number }, I, S extends string, F extends string = never, R = ListResult<T>>(
  options: RecordListOptions<T, I, S, F, R>,
): RecordList<T, I, S, F> {
  const can: Record<Exclude<Action, 'read'>, boolean> = {
    create: useCan(options.permission, 'create') && !options.readOnly,
    update: useCan(options.permission, 'update') && !options.readOnly,
    delete: useCan(options.permission, 'delete') && !options.readOnly,
  };
  const { list, result } = useListTable<T, S, F, R>(options.paths.list, options.listOptions, options.selectList);
  const writes = useRecordWrites<T, I>(options.paths);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { rowRules, status: toggle } = options;
  const messageText = useMessageText();

  const status = toggle
    ? {
        of: toggle.of,
        /** Sends the row with `next`; a refusal is thrown (bulk actions count them). */
        async set(row: T, next: Status) {
          await writes.save(row.id, toggle.withStatus(row, next));
        },
        async toggle(row: T) {
          const next: Status = toggle.of(row) === 'active' ? 'inactive' : 'active';
          try {
            await writes.save(row.id, toggle.withStatus(row, next));
            toast.success(toggle.changed(row, next));
          } catch (error) {
            toast.error(messageText(error instanceof Error ? error.message : String(error)) ?? '');
          }
        },
      }
    : undefined;

  return {
    listId: options.paths.list,
    can,
    mayUpdate: (row) => can.update && (rowRules?.update?.(row) ?? true),
    mayDelete: (row) => can.delete && (rowRules?.delete?.(row) ?? true),
    list,
    result,
    writes,
    editing,
    setEditing,
    deleting,
    setDeleting,
    status,
  };
}

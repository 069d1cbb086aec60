/**
 * Everything a simple record list screen (categories, centers, routes...) wires together: the
 * list in the URL and its data, what the user may do, which record is being edited or deleted,
 * and activate/deactivate from the row. The screen keeps only its columns, filters and texts.
 */
import type { Action } from '@passdesk/contract/access/permissions';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useCan } from '../../lib/permissions.ts';
import { useRecordWrites, type RecordPaths } from '../../lib/record-api.ts';
import { useListState, type ListStateOptions } from './list-state.ts';
import { useListQuery } from './use-list-query.ts';

type Status = 'active' | 'inactive';

export interface RecordListOptions<T, I, S extends string, F extends string> {
  paths: RecordPaths;
  /** The permission (module) whose flags decide which buttons show. */
  permission: string;
  /** A module-level constant: the list state is parsed from the URL with it. */
  listOptions: ListStateOptions<S, F>;
  /** The record's editable fields, to send it back with another status. */
  toInput(row: T): I;
  /** The toast after a status change. */
  statusChanged(row: T, status: Status): string;
}

export function useRecordList<T extends { id: number; status: Status }, I extends { status: Status }, S extends string, F extends string>(
  options: RecordListOptions<T, I, S, F>,
) {
  const can: Record<Exclude<Action, 'read'>, boolean> = {
    create: useCan(options.permission, 'create'),
    update: useCan(options.permission, 'update'),
    delete: useCan(options.permission, 'delete'),
  };
  const list = useListState(options.listOptions);
  const result = useListQuery<T>(options.paths.list, list.query);
  const writes = useRecordWrites<T, I>(options.paths);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const toggleStatus = async (row: T) => {
    const status: Status = row.status === 'active' ? 'inactive' : 'active';
    try {
      await writes.save(row.id, { ...options.toInput(row), status });
      toast.success(options.statusChanged(row, status));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return { can, list, result, writes, editing, setEditing, deleting, setDeleting, toggleStatus };
}

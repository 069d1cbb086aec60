/**
 * Writes of a record screen (create, replace, delete), each refreshing every view of the record's
 * list and of the lists it changes. Errors go back to the caller — a form puts them on its fields, a dialog shows
 * them — so nothing is toasted here.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pathOf } from '@passdesk/contract/http/paths';
import { request, requestData } from './api.ts';

export interface RecordPaths {
  /** The list's path; also the query key every view of the list shares. */
  list: string;
  create: string;
  update(id: number): string;
  remove(id: number): string;
  /** Other lists a write here changes (a renamed permission is renamed inside every role). */
  refreshes?: readonly string[];
}

/**
 * A resource's RecordPaths from its path table in the contract: `update` and `remove` are
 * `:id` templates (the same one when the resource answers on `<list>/:id`).
 */
export function recordPaths(
  table: { list: string; create: string; update: `${string}:id${string}`; remove: `${string}:id${string}` },
  refreshes?: readonly string[],
): RecordPaths {
  return {
    list: table.list,
    create: table.create,
    update: (id) => pathOf(table.update, { id }),
    remove: (id) => pathOf(table.remove, { id }),
    refreshes,
  };
}

/** The paths of a read-only list (useRecordList's `readOnly`): any write is a programming error. */
export function readOnlyPaths(list: string): RecordPaths {
  const refuse = (): never => {
    throw new Error(`${list} is a read-only list`);
  };
  return { list, create: list, update: refuse, remove: refuse };
}

export interface RecordWrites<T, I> {
  /** Creates (`id` undefined) or replaces a record; resolves to the saved record. */
  save(id: number | undefined, body: I): Promise<T>;
  remove(id: number): Promise<void>;
}

export function useRecordWrites<T, I>(paths: RecordPaths): RecordWrites<T, I> {
  const client = useQueryClient();
  return useMemo(() => {
    const refresh = () => Promise.all([paths.list, ...(paths.refreshes ?? [])].map((path) => client.invalidateQueries({ queryKey: [path] })));
    return {
      async save(id: number | undefined, body: I): Promise<T> {
        const saved = await request<{ data: T }>(id === undefined ? paths.create : paths.update(id), {
          method: id === undefined ? 'POST' : 'PUT',
          body,
          toastErrors: false,
        });
        await refresh();
        return saved.data;
      },
      async remove(id: number): Promise<void> {
        await request(paths.remove(id), { method: 'DELETE', toastErrors: false });
        await refresh();
      },
    };
  }, [client, paths]);
}

/**
 * One record (or one record's list: its renewals, its reminders) from an `:id` path, under the
 * query key `[...key, id]`; nothing is asked until `id` is a whole number above 0. Errors are the
 * page's to show.
 */
export function useRecordQuery<T>(key: readonly unknown[], template: `${string}:id${string}`, id: number | undefined) {
  return useQuery({
    queryKey: [...key, id],
    queryFn: ({ signal }) => requestData<T>(pathOf(template, { id: id ?? 0 }), { signal, toastErrors: false }),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });
}

/**
 * Writes of a simple record screen (create, replace, delete), each refreshing every view of the
 * record's list. Errors go back to the caller — a form puts them on its fields, a dialog shows
 * them — so nothing is toasted here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from './api.ts';

export interface RecordPaths {
  /** The list's path; also the query key every view of the list shares. */
  list: string;
  create: string;
  update(id: number): string;
  remove(id: number): string;
}

export function useRecordWrites<T, I>(paths: RecordPaths) {
  const client = useQueryClient();
  return useMemo(() => {
    const refresh = () => client.invalidateQueries({ queryKey: [paths.list] });
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

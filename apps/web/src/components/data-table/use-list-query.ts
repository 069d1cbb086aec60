/** Fetches one page of a list endpoint for a list state, keeping the previous page on screen while the next loads. */
import type { ListResult } from '@passdesk/contract/http/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData, type QueryValue } from '../../lib/api.ts';
import { useListState, type ListStateOptions } from './list-state.ts';

/** The query key of a list: invalidate `[path]` after a write to refresh every view of it. */
export const listQueryKey = (path: string, query?: Record<string, QueryValue>) => (query ? [path, 'list', query] : [path]);

const asIs = (answer: unknown) => answer;

/**
 * `select` turns an answer of another shape into the table's (GET permissions names its array
 * `permissions`); without it the answer is `{ items, total, page, limit }` already.
 */
export function useListQuery<T, R = ListResult<T>>(path: string, query: Record<string, QueryValue>, select?: (answer: R) => ListResult<T>) {
  return useQuery({
    queryKey: listQueryKey(path, query),
    // The table shows its own error state with a retry, so no toast as well.
    queryFn: ({ signal }) => requestData<R>(path, { query, signal, toastErrors: false }),
    select: select ?? (asIs as (answer: R) => ListResult<T>),
    placeholderData: keepPreviousData,
  });
}

/**
 * A list screen's state in the URL (`options`, a module-level constant) and its page from the
 * server (`path`): the `list` and `result` a DataTable takes.
 */
export function useListTable<T, S extends string, F extends string, R = ListResult<T>>(path: string, options: ListStateOptions<S, F>, select?: (answer: R) => ListResult<T>) {
  const list = useListState(options);
  const result = useListQuery<T, R>(path, list.query, select);
  return { list, result };
}

/**
 * Fetches one page of a list endpoint for a list state, keeping the previous page on screen while
 * the next loads. When the answer says its exact total follows (a filtered list the server
 * estimates above 100,000 rows; docs/api.md "Conventions"), the same request is sent again with
 * `count=exact` and its answer replaces the first; until then the first answer's estimate is shown,
 * labelled as still counting. A change of filters leaves that count unobserved, and TanStack Query
 * aborts it (its `signal`).
 */
import type { ListResult } from '@passdesk/contract/http/list';
import { COUNT_EXACT } from '@passdesk/contract/http/list-count';
import { keepPreviousData, notifyManager, QueryObserver, useQueryClient, type QueryKey, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
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
  const page = useTransitionQuery({
    queryKey: listQueryKey(path, query),
    // The table shows its own error state with a retry, so no toast as well.
    queryFn: ({ signal }) => requestData<R>(path, { query, signal, toastErrors: false }),
    select: select ?? (asIs as (answer: R) => ListResult<T>),
    placeholderData: keepPreviousData,
  });
  // Another filter's answer, kept on screen while this one loads, asks for no count of this one.
  const follows = page.data?.exact_total_follows === true && !page.isPlaceholderData;
  const counted = { ...query, count: COUNT_EXACT };
  const exact = useTransitionQuery({
    queryKey: listQueryKey(path, counted),
    queryFn: ({ signal }) => requestData<R>(path, { query: counted, signal, toastErrors: false }),
    select: select ?? (asIs as (answer: R) => ListResult<T>),
    enabled: follows,
  });
  return follows && exact.data ? { ...page, data: exact.data } : page;
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

/**
 * `useQuery`, except that the observer's updates (the answer arriving, a refetch finishing) re-render
 * the page in a transition: useQuery's `useSyncExternalStore` makes every such update a synchronous
 * render of the whole list page in one task (~340 ms at Lighthouse mobile's 4× CPU on /routes,
 * docs/performance.md "Panel load"); a transition renders in 5 ms slices and commits only what
 * changed. A render caused by anything else (new filters: a new key) reads the observer's
 * optimistic result at once, as useQuery does. No suspense, no error boundary (list queries use
 * neither); every property change notifies (no tracking of the properties read).
 */
function useTransitionQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  options: QueryObserverOptions<TQueryFnData, Error, TData, TQueryFnData, TQueryKey>,
): QueryObserverResult<TData> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const [, setVersion] = useState(0);
  const result = observer.getOptimisticResult(defaulted);

  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);

  useEffect(() => {
    const rerender = () => startTransition(() => setVersion((version) => version + 1));
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(rerender));
    // An update between the render and this subscription: notifies the listener just added.
    observer.updateResult();
    return unsubscribe;
  }, [observer]);

  return result;
}

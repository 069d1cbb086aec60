/**
 * A list's state — page, limit, sort, order, search and filters — lives in the URL's search
 * params, so a reload or a shared link shows the same view. Values that are not allowed fall back
 * to the defaults instead of reaching the server.
 */
import { PAGE_SIZES } from '@passdesk/contract/http/page-sizes';
import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useSearchParams, type Navigator } from 'react-router';
import { preloadGet, type QueryValue } from '../../lib/api.ts';

type SortOrder = 'asc' | 'desc';

export interface ListStateOptions<S extends string, F extends string> {
  sorts: readonly S[];
  defaultSort: S;
  defaultOrder?: SortOrder;
  /** Names of the list's filters, as the endpoint takes them. */
  filters?: readonly F[];
  defaultLimit?: (typeof PAGE_SIZES)[number];
}

export interface ListState<S extends string, F extends string> {
  page: number;
  limit: number;
  sort: S;
  order: SortOrder;
  search: string;
  filters: Record<F, string>;
}

export interface ListStateControls<S extends string, F extends string> {
  state: ListState<S, F>;
  /** The query to send to the list endpoint (empty values left out). */
  query: Record<string, QueryValue>;
  setPage(page: number): void;
  setLimit(limit: number): void;
  /** Sorts by a field; the same field again flips the order. */
  toggleSort(field: S): void;
  setSearch(search: string): void;
  setFilter(name: F, value: string): void;
  /** Sets several filters in one step (a date range's two ends). */
  setFilters(values: Partial<Record<F, string>>): void;
  clearFilters(): void;
  /** Whether a search or a filter narrows the list. */
  narrowed: boolean;
}

type Changes = Record<string, string | number | undefined>;

const positiveInt = (text: string | null): number | undefined => {
  if (!text || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
};

export function parseListState<S extends string, F extends string>(params: URLSearchParams, options: ListStateOptions<S, F>): ListState<S, F> {
  const limitParam = positiveInt(params.get('limit'));
  const sortParam = params.get('sort');
  const orderParam = params.get('order');
  const filters = {} as Record<F, string>;
  for (const name of options.filters ?? []) filters[name] = params.get(name) ?? '';
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limitParam !== undefined && (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : (options.defaultLimit ?? 10),
    sort: sortParam && (options.sorts as readonly string[]).includes(sortParam) ? (sortParam as S) : options.defaultSort,
    order: orderParam === 'asc' || orderParam === 'desc' ? orderParam : (options.defaultOrder ?? 'asc'),
    search: params.get('search') ?? '',
    filters,
  };
}

/** The query a list state sends to its endpoint (empty values left out by the API client). */
function listQuery<S extends string, F extends string>(state: ListState<S, F>): Record<string, QueryValue> {
  const built: Record<string, QueryValue> = { page: state.page, limit: state.limit, sort: state.sort, order: state.order, search: state.search.trim() || undefined };
  for (const [name, value] of Object.entries<string>(state.filters)) built[name] = value || undefined;
  return built;
}

/**
 * A list page's `preloadData` (`lazyPage(load, preloadList(...))` in app/protected-pages.ts): starts
 * the request for the list the URL describes together with the page's code, so its rows wait for
 * neither that code nor the first render (components/chunk-load.ts).
 */
export function preloadList<S extends string, F extends string>(path: string, options: ListStateOptions<S, F>): (search: URLSearchParams) => void {
  return (search) => preloadGet(path, listQuery(parseListState(search, options)));
}

/**
 * The URL's search params as they are now. The router renders a navigation in a transition, so
 * until that render commits (long on a slow device), `useSearchParams` still holds the URL before
 * it, and a change built on that would undo the navigation: a sort clicked right after "Clear
 * filters" would bring the search back. The router's history has the new URL at once.
 */
function searchNow(navigator: Navigator | undefined, rendered: URLSearchParams): URLSearchParams {
  const location: unknown = navigator && 'location' in navigator ? navigator.location : undefined;
  const search = typeof location === 'object' && location !== null && 'search' in location ? location.search : undefined;
  return typeof search === 'string' ? new URLSearchParams(search) : rendered;
}

export function useListState<S extends string, F extends string = never>(options: ListStateOptions<S, F>): ListStateControls<S, F> {
  const [params, setParams] = useSearchParams();
  const navigator = useContext(UNSAFE_NavigationContext)?.navigator;
  const state = useMemo(() => parseListState(params, options), [params, options]);

  const update = useCallback(
    (changesFor: Changes | ((current: ListState<S, F>) => Changes), replace = false) => {
      setParams(
        (rendered) => {
          // Computed from the URL as it is now, so two quick clicks build on each other.
          const current = searchNow(navigator, rendered);
          const changes = typeof changesFor === 'function' ? changesFor(parseListState(current, options)) : changesFor;
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          // Page 1 is the default: keep the URL short.
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams, navigator, options],
  );

  const query = useMemo(() => listQuery(state), [state]);

  // The setters keep their identity until the URL changes, so a part of the screen given only a
  // setter and its own values (the applications' status tabs) skips the list's re-renders.
  const setters = useMemo(
    (): Omit<ListStateControls<S, F>, 'state' | 'query' | 'narrowed'> => ({
      setPage: (page) => update({ page }),
      setLimit: (limit) => update({ limit, page: 1 }),
      toggleSort: (field) => update((current) => ({ sort: field, order: current.sort === field && current.order === 'asc' ? 'desc' : 'asc', page: 1 })),
      // Typing replaces the history entry: Back should leave the list, not undo keystrokes.
      setSearch: (search) => update({ search: search.trim() ? search : undefined, page: 1 }, true),
      setFilter: (name, value) => update({ [name]: value, page: 1 }),
      setFilters: (values) => update({ ...values, page: 1 }),
      clearFilters: () => update(Object.fromEntries([['search', undefined], ['page', 1], ...(options.filters ?? []).map((name) => [name, undefined])])),
    }),
    [update, options],
  );

  return {
    state,
    query,
    ...setters,
    narrowed: state.search.trim() !== '' || Object.values<string>(state.filters).some(Boolean),
  };
}

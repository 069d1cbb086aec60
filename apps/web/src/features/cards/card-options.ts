/**
 * What the card form and the list's filters choose from: active categories and centers (a few
 * dozen: loaded whole), routes (possibly thousands: searched as the user types).
 */
import type { ListResult } from '@passdesk/contract/http/list';
import type { Category } from '@passdesk/contract/master-data/category';
import type { Center } from '@passdesk/contract/master-data/center';
import type { Route } from '@passdesk/contract/master-data/route';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../lib/api.ts';

const FIVE_MINUTES = 5 * 60_000;

function useActiveList<T>(path: string, sort: string) {
  return useQuery({
    queryKey: [path, 'list', { status: 'active', limit: 100, sort }],
    queryFn: ({ signal }) => requestData<ListResult<T>>(path, { query: { status: 'active', limit: 100, sort }, signal, toastErrors: false }),
    select: (data) => data.items,
    staleTime: FIVE_MINUTES,
  });
}

export const useActiveCategories = () => useActiveList<Category>('category', 'name');
export const useActiveCenters = () => useActiveList<Center>('centers', 'name');

/** Routes matching what is typed (route number, name, origin, destination), 20 at a time. */
export function useRouteSearch(search: string) {
  const query = { status: 'active', limit: 20, sort: 'route_number', search: search.trim() || undefined };
  return useQuery({
    queryKey: ['routes', 'list', query],
    queryFn: ({ signal }) => requestData<ListResult<Route>>('routes', { query, signal, toastErrors: false }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
    staleTime: FIVE_MINUTES,
  });
}

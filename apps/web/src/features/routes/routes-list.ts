/** The routes list's URL state and its first request, which starts with the page's code (app/protected-pages.ts). */
import { ROUTE_SORTS } from '@passdesk/contract/http/list-sorts';
import { preloadList, type ListStateOptions } from '../../components/data-table/list-state.ts';
import { ROUTE_PATHS } from './routes-api.ts';

export type RouteSort = (typeof ROUTE_SORTS)[number];
export type RouteFilter = 'status' | 'origin' | 'destination';

export const ROUTES_LIST_OPTIONS: ListStateOptions<RouteSort, RouteFilter> = { sorts: ROUTE_SORTS, defaultSort: 'route_number', filters: ['status', 'origin', 'destination'] };

export const preloadRoutesList = preloadList(ROUTE_PATHS.list, ROUTES_LIST_OPTIONS);

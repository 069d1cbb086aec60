/** Route Management's calls (docs/api.md "Master data"). */
import type { Route, RouteInput } from '@passdesk/contract/master-data/route';
import { ROUTE_PATHS as PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { recordPaths } from '../../lib/record-api.ts';

export const ROUTE_PATHS = recordPaths(PATHS);
export const ROUTE_EXPORT_PATH = PATHS.exportCsv;


export function routeInput(route: Route): RouteInput {
  const { id: _id, created_at: _created, updated_at: _updated, ...input } = route;
  return input;
}

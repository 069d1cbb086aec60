/** Center Management's calls (list and create on `centers`, `centers/{id}` to edit and delete; docs/api.md "Master data"). */
import type { Center, CenterInput } from '@passdesk/contract/master-data/center';
import { CENTER_PATHS as PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { recordPaths } from '../../lib/record-api.ts';

export const CENTER_PATHS = recordPaths({ ...PATHS, update: PATHS.one, remove: PATHS.one });
export const CENTER_EXPORT_PATH = PATHS.exportCsv;


export function centerInput(center: Center): CenterInput {
  const { id: _id, created_at: _created, updated_at: _updated, ...input } = center;
  return input;
}

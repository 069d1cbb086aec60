/** Card Category Management's calls (docs/api.md "Master data"). */
import type { Category, CategoryInput } from '@passdesk/contract/master-data/category';
import { CATEGORY_PATHS as PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { recordPaths } from '../../lib/record-api.ts';

export const CATEGORY_PATHS = recordPaths(PATHS);
export const CATEGORY_EXPORT_PATH = PATHS.exportCsv;


/** The editable fields of a category, e.g. to send it back with only its status changed. */
export function categoryInput(category: Category): CategoryInput {
  const { id: _id, created_at: _created, updated_at: _updated, ...input } = category;
  return input;
}

/** Card Category Management's calls (spec section 7, Category row). */
import type { Category, CategoryInput } from '@passdesk/contract/master-data/category';
import type { RecordPaths } from '../../lib/record-api.ts';

export const CATEGORY_PATHS: RecordPaths = {
  list: 'category',
  create: 'category/create',
  update: (id) => `category/update/${id}`,
  remove: (id) => `category/delete/${id}`,
};

export const CATEGORY_PERMISSION = 'Card Category Management';

/** The editable fields of a category, e.g. to send it back with only its status changed. */
export function categoryInput(category: Category): CategoryInput {
  const { id: _id, created_at: _created, updated_at: _updated, ...input } = category;
  return input;
}

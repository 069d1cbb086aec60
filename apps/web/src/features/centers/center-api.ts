/** Center Management's calls (spec section 7, Centers row: list and create on `centers`, `centers/{id}` to edit and delete). */
import type { Center, CenterInput } from '@passdesk/contract/master-data/center';
import type { RecordPaths } from '../../lib/record-api.ts';

export const CENTER_PATHS: RecordPaths = {
  list: 'centers',
  create: 'centers',
  update: (id) => `centers/${id}`,
  remove: (id) => `centers/${id}`,
};

export const CENTER_PERMISSION = 'Center Management';

export function centerInput(center: Center): CenterInput {
  const { id: _id, created_at: _created, updated_at: _updated, ...input } = center;
  return input;
}

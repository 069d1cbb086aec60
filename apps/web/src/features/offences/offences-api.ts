/** The offence table's calls (list and create on `offences`, `offences/{id}` to edit and delete; docs/api.md "Offences"). */
import type { Offence, OffenceInput } from '@passdesk/contract/offences/offence';
import { OFFENCE_PATHS as PATHS } from '@passdesk/contract/offences/offences-paths';
import { recordPaths } from '../../lib/record-api.ts';

export const OFFENCE_PATHS = recordPaths({ ...PATHS, update: PATHS.one, remove: PATHS.one });
export const OFFENCE_EXPORT_PATH = PATHS.exportCsv;

/** The editable fields of an offence, e.g. to send it back with only its status changed. */
export function offenceInput(offence: Offence): OffenceInput {
  const { id: _id, created_at: _created, updated_at: _updated, ...input } = offence;
  return input;
}

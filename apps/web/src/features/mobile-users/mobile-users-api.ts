/** Mobile App User's calls (docs/api.md "Mobile App Management"). */
import type { MobileUser, MobileUserUpdateForm } from '@passdesk/contract/mobile-users/mobile-user';
import { MOBILE_USER_PATHS as PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { recordPaths } from '../../lib/record-api.ts';

export const MOBILE_USER_PATHS = recordPaths({ list: PATHS.list, create: PATHS.create, update: PATHS.update, remove: PATHS.remove });
export const MOBILE_USER_EXPORT_PATH = PATHS.exportCsv;
export const MOBILE_USER_OPTIONS_PATH = PATHS.options;

/** Mobile App Management is the module the server checks for all three screens. */

/** What the edit form and the activate/deactivate action send (the password left empty keeps it). */
export type MobileUserInput = MobileUserUpdateForm & { status: MobileUser['status'] };

/** The editable fields of an inspector (no password: a reset is typed in the form). */
export function mobileUserInput(user: MobileUser): MobileUserInput {
  return { name: user.name, employee_code: user.employee_code, mobile: user.mobile, center_id: user.center_id, status: user.status, password: '' };
}

/**
 * Web applications (docs/api.md "Web applications"): the citizens' calls under USERS_API and the
 * panel's Web Application Card calls under ADMIN_API, written once for server, panel and tests.
 */
import { pathOf, type PathParams } from '../http/paths.ts';

/** Under USERS_API (no sign-in, rate-limited per address). The active categories are `PUBLIC_CATEGORY_PATHS.list`. */
export const PUBLIC_APPLICATION_PATHS = {
  /** GET: a fresh bot-check challenge for a form being opened (accepted once, for a day). */
  challenge: '/applications/challenge',
  /** POST, multipart: the form's fields, `photo` and `documents`. */
  submit: '/applications',
  /** GET: the active routes and centers the form offers. */
  options: '/applications/options',
  /** POST `{ application_number, mobile }` (the mobile travels in a body, never a URL). */
  status: '/applications/status',
} as const;

/** Under ADMIN_API, module Card Management. Approving is issuing a card with `application_id` (CARD_PATHS.create). */
export const APPLICATION_PATHS = {
  list: '/applications',
  exportCsv: '/applications/export/csv',
  view: '/applications/:id',
  reject: '/applications/reject/:id',
  photo: '/applications/photo/:id',
  document: '/applications/documents/:id/:documentId',
} as const;
export type ApplicationPathName = keyof typeof APPLICATION_PATHS;

export function applicationPath<N extends ApplicationPathName>(
  name: N,
  ...params: PathParams<(typeof APPLICATION_PATHS)[N]> extends never ? [] : [Record<PathParams<(typeof APPLICATION_PATHS)[N]>, string | number>]
): string {
  const template: string = APPLICATION_PATHS[name];
  return pathOf(template, (params[0] ?? {}) as Record<string, string | number>);
}

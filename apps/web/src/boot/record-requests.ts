/**
 * A record's page whose largest paint is the holder's photo starts the record, and the photo, from
 * the boot script (docs/architecture.md "First load"), not after the main script, the page's code
 * and the record's answer in turn: the page's own requests for the same URLs then take these
 * answers (lib/early-requests.ts). Only GETs the page makes anyway, with the user's token, so the
 * server checks each exactly as it checks the page's.
 */
import { APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { ADMIN_API, pathOf } from '@passdesk/contract/http/paths';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { startEarlyGet } from '../lib/early-requests.ts';

/** The record's id in the URL as the page reads it (`Number(useParams().id)`), if the page would ask for it. */
function recordId(route: string, path: string): number | undefined {
  const index = route.split('/').indexOf(':id');
  const id = Number(path.split('/')[index]);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A card's photo is a public /media URL named in the record: fetched at high priority as soon as the record names it. */
async function preloadPhotoOf(record: Promise<Response>): Promise<void> {
  const response = await record;
  if (!response.ok) return;
  const body = (await response.clone().json()) as { data?: { photo_url?: unknown } };
  const url = body.data?.photo_url;
  if (typeof url !== 'string' || !url.startsWith('/media/')) return;
  const link = document.createElement('link');
  for (const [name, value] of [['rel', 'preload'], ['as', 'image'], ['href', url], ['fetchpriority', 'high']] as const) link.setAttribute(name, value);
  document.head.append(link);
}

/** Starts the opening record page's first requests (`route` as in the route table, `:id` and all). */
export function startRecordRequests(route: string, path: string, token: string): void {
  const id = recordId(route, path);
  if (id === undefined) return;
  if (route === SCREENS.viewCard) {
    preloadPhotoOf(startEarlyGet(`${ADMIN_API}${pathOf(CARD_PATHS.view, { id })}`, token)).catch(() => undefined);
  } else if (route === SCREENS.reviewApplication) {
    // The applicant's photo is private (its permission-checked route, with the token): its URL
    // is the application's own, so it starts beside the record rather than after it.
    startEarlyGet(`${ADMIN_API}${pathOf(APPLICATION_PATHS.view, { id })}`, token);
    startEarlyGet(`${ADMIN_API}${pathOf(APPLICATION_PATHS.photo, { id })}`, token, '*/*');
  }
}

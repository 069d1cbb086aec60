/**
 * A record's page whose largest paint is the holder's photo starts the record, and the photo, from
 * the boot script (docs/architecture.md "First load"), not after the main script, the page's code
 * and the record's answer in turn: the page's own requests for the same URLs then take these
 * answers (lib/early-requests.ts). Only GETs the page makes anyway, with the user's token, so the
 * server checks each exactly as it checks the page's. With the record and the photo, the static frame
 * draws the photo where the page will (record-frame.ts).
 */
import { APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import type { PermissionHolder } from '@passdesk/contract/access/permissions';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { ADMIN_API, pathOf } from '@passdesk/contract/http/paths';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { startEarlyGet } from '../lib/early-requests.ts';
import { applicationTop, cardTop, drawRecordPhoto } from './record-frame.ts';

/** The record's id in the URL as the page reads it (`Number(useParams().id)`), if the page would ask for it. */
function recordId(route: string, path: string): number | undefined {
  const index = route.split('/').indexOf(':id');
  const id = Number(path.split('/')[index]);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The record's `data`, read from a copy of its answer (the page takes the answer itself, unread). */
async function recordOf<T>(record: Promise<Response>): Promise<T | undefined> {
  const response = await record;
  if (!response.ok) return undefined;
  return ((await response.clone().json()) as { data?: T }).data;
}

/**
 * A card's photo is a public /media URL named in the record: fetched at high priority as soon as
 * the record names it. A card's page draws it in the static frame with the buttons the user's
 * rights give the page (`user`: the session's own `GET me`, which the main script then takes);
 * edit-card, whose form shows it below the frame's heading, only preloads it.
 */
async function photoOfCard(record: Promise<Response>, path: string, user?: Promise<Response>): Promise<void> {
  const card = await recordOf<Parameters<typeof cardTop>[0] & { photo_url?: unknown }>(record);
  const url = card?.photo_url;
  if (!card || typeof url !== 'string' || !url.startsWith('/media/')) return;
  const link = document.createElement('link');
  for (const [name, value] of [['rel', 'preload'], ['as', 'image'], ['href', url], ['fetchpriority', 'high']] as const) link.setAttribute(name, value);
  document.head.append(link);
  if (!user) return;
  const me = await recordOf<PermissionHolder>(user);
  if (me) await drawRecordPhoto(cardTop(card, me), url, path);
}

/** An applicant's photo, a permission-checked file: drawn in the static frame from a copy of its answer, as an object URL. */
async function photoOfApplication(record: Promise<Response>, photo: Promise<Response>, path: string): Promise<void> {
  const application = await recordOf<Parameters<typeof applicationTop>[0]>(record);
  const top = application && applicationTop(application);
  const response = await photo;
  if (!top || !response.ok) return;
  const url = URL.createObjectURL(await response.clone().blob());
  await drawRecordPhoto(top, url, path).finally(() => URL.revokeObjectURL(url));
}

/** Settles a frame after `drawn`: once what it drew is on screen (or nothing was). */
function painted(drawn: Promise<void>): Promise<void> {
  return drawn.catch(() => undefined).then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * Starts the opening record page's first requests (`route` as in the route table, `:id` and all);
 * on a page whose photo the static frame draws, settles once that photo is on screen or will not be.
 */
export function startRecordRequests(route: string, path: string, token: string): Promise<void> | undefined {
  const id = recordId(route, path);
  if (id === undefined) return undefined;
  if (route === SCREENS.editCard) {
    photoOfCard(startEarlyGet(`${ADMIN_API}${pathOf(CARD_PATHS.view, { id })}`, token), path).catch(() => undefined);
  } else if (route === SCREENS.viewCard) {
    const record = startEarlyGet(`${ADMIN_API}${pathOf(CARD_PATHS.view, { id })}`, token);
    return painted(photoOfCard(record, path, startEarlyGet(`${ADMIN_API}${AUTH_PATHS.me}`, token)));
  } else if (route === SCREENS.reviewApplication) {
    // The applicant's photo is private (its permission-checked route, with the token): its URL
    // is the application's own, so it starts beside the record rather than after it.
    const record = startEarlyGet(`${ADMIN_API}${pathOf(APPLICATION_PATHS.view, { id })}`, token);
    const photo = startEarlyGet(`${ADMIN_API}${pathOf(APPLICATION_PATHS.photo, { id })}`, token, '*/*');
    return painted(photoOfApplication(record, photo, path));
  }
  return undefined;
}

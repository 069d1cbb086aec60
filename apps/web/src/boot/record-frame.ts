/**
 * A record's page whose largest paint is the holder's photo draws that photo in the static frame
 * (docs/architecture.md "First load"), as soon as the boot script has the record and the photo,
 * not when React draws the page after the main script, the page's code and the record in turn.
 * The photo stands where React will draw it: the frame draws what React draws above it that the
 * record decides — the record's number beside the title and the holder's name below it, visible,
 * and the heading's buttons (and an application's status row) invisible, at their sizes, from the
 * texts index.html carries in every language. Once drawn, the page takes the frame away only when
 * its own photo has loaded (`data-boot-record`, components/BootShellDone.tsx), so the photo never
 * leaves the screen.
 */
import { may, PERMISSION, type PermissionHolder } from '@passdesk/contract/access/permissions';
import { holderName } from '../entities/card/holder-name.ts';
import { DATE_TIME_OPTIONS, localeFor, PANEL_TIME_ZONE } from '../lib/locale.ts';

/** What a card's record says that decides its page's top (docs/api.md: GET cards/view/{id}). */
interface CardTop {
  card_number: string;
  first_name: string;
  last_name: string;
  status: string;
}

/** What an application's record says that decides its review's top. */
interface ApplicationTop {
  application_number: string;
  first_name: string;
  last_name: string;
  status: string;
  possible_duplicate: boolean;
  duplicates: unknown[];
  submitted_at: string;
}

/** What the frame draws of a record: its kind (index.html's `.boot-record[data-record]`), texts, and the parts it shows. */
interface RecordTop {
  kind: 'card' | 'application';
  number: string;
  name: string;
  /** The `data-part`s of the kind's template that React draws for this record; the others are taken out. */
  parts: string[];
  /** The application's submission time, said in its status row. */
  submitted?: string;
}

/**
 * A card's page's buttons as CardViewPage shows them: back and the receipt always, print on a card
 * not deleted, edit, block or unblock and delete as `user` (the session's `GET me`) may.
 */
export function cardTop(card: CardTop, user: PermissionHolder): RecordTop {
  const live = card.status !== 'deleted';
  const update = live && may(user, PERMISSION.cardManagement, 'update');
  const parts = ['back', live && 'print', 'receipt', update && 'edit', update && (card.status === 'blocked' ? 'unblock' : 'block'), live && may(user, PERMISSION.cardManagement, 'delete') && 'delete'];
  return { kind: 'card', number: card.card_number, name: holderName(card), parts: parts.filter((part): part is string => typeof part === 'string') };
}

/**
 * An application's review as ApplicationReviewPage lays it out, when only its status row stands
 * above the photo: a pending application without duplicates. A decided one or one with duplicates
 * has notes of varying length there, and gets no photo in the frame (undefined).
 */
export function applicationTop(application: ApplicationTop): RecordTop | undefined {
  if (application.status !== 'pending' || application.duplicates.length > 0) return undefined;
  const parts = ['back', 'pending', application.possible_duplicate && 'duplicate', 'submitted'];
  return {
    kind: 'application',
    number: application.application_number,
    name: holderName(application),
    parts: parts.filter((part): part is string => typeof part === 'string'),
    submitted: application.submitted_at,
  };
}

/** The submission time as the review says it (lib/format.ts formatDateTime, from the same rules). */
function submittedText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeFor(language), { ...DATE_TIME_OPTIONS, timeZone: PANEL_TIME_ZONE }).format(new Date(iso));
}

function parsed(): Promise<void> {
  return document.readyState === 'loading' ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })) : Promise.resolve();
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/**
 * Draws `top` and the photo at `src` into the shell's static frame, all in one frame, once the
 * photo is decoded; nothing when the frame is not the shell's or React has taken it away already.
 * `path` is the page's (the router's) path: the page it is drawn for keeps the frame until its own
 * photo is there.
 */
export async function drawRecordPhoto(top: RecordTop, src: string, path: string): Promise<void> {
  const root = document.documentElement;
  if (root.dataset.boot !== 'shell') return;
  const photo = new Image();
  photo.className = 'boot-photo';
  photo.alt = '';
  photo.src = src;
  await photo.decode();
  await parsed();
  const boot = document.getElementById('boot');
  const template = boot?.querySelector(`.boot-record[data-record="${top.kind}"]`);
  const heading = boot?.querySelector(`.boot-head[data-page="${root.dataset.bootPage ?? ''}"]`);
  if (!template || !heading) return;
  for (const part of template.querySelectorAll<HTMLElement>('[data-part]')) if (!top.parts.includes(part.dataset.part ?? '')) part.remove();
  if (top.submitted) {
    const said = template.querySelector(`[data-part="submitted"] span[lang="${root.lang}"]`);
    if (said) said.textContent = (said.textContent ?? '').replace('{{date}}', submittedText(top.submitted, root.lang));
  }
  // PageHeader's `record` beside the title (after a space of the title's size) and its subtitle below it.
  heading.append(element('span', 'boot-space', ' '), element('span', 'boot-num', top.number), document.createElement('br'), element('i', 'boot-gap'), element('span', 'boot-sub', top.name));
  template.querySelector('.boot-photo-place')?.append(photo);
  root.dataset.bootRecord = path;
  template.setAttribute('data-drawn', '');
}

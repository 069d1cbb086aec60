import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { takeEarly } from '../lib/early-requests.ts';
import { startRecordRequests } from './record-requests.ts';

const TOKEN = 'token-1';

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe("a record page's early requests", () => {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  let respond: (url: string) => Response = () => answer({});

  beforeEach(() => {
    asked.length = 0;
    window.passdeskEarlyRequests = undefined;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      asked.push({ url, headers: init.headers as Record<string, string> });
      return Promise.resolve(respond(url));
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    for (const link of document.head.querySelectorAll('link[rel=preload]')) link.remove();
  });

  it("a card's page: asks for the card with the token, then preloads the photo it names at high priority; the page takes the card's answer, unread", async () => {
    respond = () => answer({ data: { id: 7, photo_url: '/media/card-photos/2026/11/a.jpg' } });
    startRecordRequests(SCREENS.viewCard, '/card-management/7', TOKEN);
    // The session's own GET me beside it: the buttons the frame draws above the photo are the user's.
    expect(asked).toEqual([
      { url: '/api/v1/admin/cards/view/7', headers: { Accept: 'application/json', Authorization: `Bearer ${TOKEN}` } },
      { url: '/api/v1/admin/me', headers: { Accept: 'application/json', Authorization: `Bearer ${TOKEN}` } },
    ]);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel=preload]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[rel=preload]')!;
    expect([link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('fetchpriority')]).toEqual(['/media/card-photos/2026/11/a.jpg', 'image', 'high']);
    const taken = takeEarly('/api/v1/admin/cards/view/7', TOKEN);
    expect(taken).toBeDefined();
    expect(await (await taken!).json()).toEqual({ data: { id: 7, photo_url: '/media/card-photos/2026/11/a.jpg' } });
    // Once only, and never for another token.
    expect(takeEarly('/api/v1/admin/cards/view/7', TOKEN)).toBeUndefined();
  });

  it('preloads nothing when the card is refused or names no /media photo', async () => {
    respond = () => answer({ message: 'Forbidden' }, 403);
    startRecordRequests(SCREENS.viewCard, '/card-management/8', TOKEN);
    respond = () => answer({ data: { id: 9, photo_url: 'https://elsewhere.example/a.jpg' } });
    startRecordRequests(SCREENS.viewCard, '/card-management/9', TOKEN);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
  });

  it("an application's review: asks for the application and its photo together, each with the token", () => {
    startRecordRequests(SCREENS.reviewApplication, '/application-card/12', TOKEN);
    expect(asked.map(({ url, headers }) => [url, headers.Authorization])).toEqual([
      ['/api/v1/admin/applications/12', `Bearer ${TOKEN}`],
      ['/api/v1/admin/applications/photo/12', `Bearer ${TOKEN}`],
    ]);
    expect(takeEarly('/api/v1/admin/applications/photo/12', 'another token')).toBeUndefined();
  });

  it('asks nothing for an id the page would not ask for, nor on other pages', () => {
    startRecordRequests(SCREENS.viewCard, '/card-management/0', TOKEN);
    startRecordRequests(SCREENS.viewCard, '/card-management/x', TOKEN);
    startRecordRequests(SCREENS.viewCard, '/card-management/1.5', TOKEN);
    startRecordRequests(SCREENS.renewCard, '/renew-card/edit/7', TOKEN);
    expect(asked).toEqual([]);
  });

  it('edit-card: asks for the card, then preloads the photo its form shows', async () => {
    respond = () => answer({ data: { id: 7, photo_url: '/media/card-photos/2026/11/a.jpg' } });
    startRecordRequests(SCREENS.editCard, '/card-management/edit-card/7', TOKEN);
    expect(asked.map(({ url }) => url)).toEqual(['/api/v1/admin/cards/view/7']);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel=preload]')?.getAttribute('href')).toBe('/media/card-photos/2026/11/a.jpg'));
  });
});

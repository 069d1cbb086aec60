/**
 * GETs started before their screen asks for them (docs/architecture.md "First load"): by the boot
 * script in index.html's head (a record's page: the record, and an applicant's photo), and by the
 * main script (the session, a list's first page). Each is kept under its URL until the screen's
 * own request for the same URL takes its answer (lib/api.ts) instead of asking again. The boot
 * script and the main script are built apart, so the table lives on `window`, under one name.
 */

/** A GET started early, with the token it was sent with. */
export interface EarlyRequest {
  response: Promise<Response>;
  token: string | null;
  startedAt: number;
}

/** An answer nobody took within this time is dropped: the screen then asks afresh. */
const EARLY_REQUEST_TTL_MS = 15_000;

declare global {
  interface Window {
    /** The boot script's and the main script's early GETs, by URL. */
    passdeskEarlyRequests?: Map<string, EarlyRequest>;
  }
}

function table(): Map<string, EarlyRequest> {
  window.passdeskEarlyRequests ??= new Map();
  return window.passdeskEarlyRequests;
}

/** Starts a GET of `url` now (once per URL until taken) and returns its answer. */
export function startEarlyGet(url: string, token: string | null, accept = 'application/json'): Promise<Response> {
  const requests = table();
  const existing = requests.get(url);
  if (existing) return existing.response;
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = fetch(url, { headers });
  // A failure is the screen's request's to report, when it takes this answer.
  response.catch(() => undefined);
  requests.set(url, { response, token, startedAt: Date.now() });
  return response;
}

/** The early answer for `url`, once: only if it was asked with the same token and is still fresh. */
export function takeEarly(url: string, token: string | null): Promise<Response> | undefined {
  const requests = table();
  const entry = requests.get(url);
  if (!entry) return undefined;
  requests.delete(url);
  return entry.token === token && Date.now() - entry.startedAt < EARLY_REQUEST_TTL_MS ? entry.response : undefined;
}

/**
 * The inspector app's calls to `/api/v1/mobile` with the inspector's bearer token (never the
 * panel's: staff tokens are refused there). Errors are ApiError, as in the panel; status 0 means
 * the network did not answer (offline), which callers treat as "keep it for later".
 */
import { MOBILE_API } from '@passdesk/contract/http/paths';
import type { MobileLoginData } from '@passdesk/contract/mobile-users/mobile-user';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../lib/api.ts';

export type InspectorSession = MobileLoginData;

const SESSION_KEY = 'passdesk.inspect.session';

export function readSession(): InspectorSession | undefined {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return undefined;
    const session = JSON.parse(raw) as InspectorSession;
    return Date.parse(session.expires_at) > Date.now() ? session : undefined;
  } catch {
    return undefined;
  }
}

export function saveSession(session: InspectorSession | undefined): void {
  if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_KEY);
}

export async function mobileCall<T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${MOBILE_API}${path}`, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  } catch {
    throw new ApiError(0, 'Cannot reach the server');
  }
  let payload: { message?: unknown; data?: unknown; errors?: unknown } = {};
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const message = typeof payload.message === 'string' && payload.message ? payload.message : response.statusText || GENERIC_ERROR_MESSAGE;
    const errors = payload.errors && typeof payload.errors === 'object' ? (payload.errors as Record<string, string>) : undefined;
    throw new ApiError(response.status, message, errors);
  }
  return payload.data as T;
}

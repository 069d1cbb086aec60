/**
 * The one API client: JSON in and out, the bearer token from local storage, and the errors the
 * panel shows (docs/panel.md "Errors the panel shows"): a 401 ends the session; other errors become a toast with the server's
 * `message`, else the response's status text, else a generic message.
 */
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { startEarlyGet, takeEarly } from './early-requests.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiHandlers {
  /** Any 401: clear the session, tell the user, go to /login. */
  onUnauthorized(error: ApiError): void;
  /** Other failures that the caller did not opt out of: show a toast. */
  onError(error: ApiError): void;
}

let handlers: ApiHandlers = { onUnauthorized: () => undefined, onError: () => undefined };

/** Installed once by the app's providers. */
export function setApiHandlers(next: ApiHandlers): void {
  handlers = next;
}

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Base path; defaults to the admin API. */
  base?: string;
  /** false: the caller shows the error itself (e.g. on form fields); 401 is always handled. */
  toastErrors?: boolean;
  /** The Accept header; JSON unless a file is asked for. */
  accept?: string;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>, base = ADMIN_API): string {
  const url = `${base}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Starts a GET now — while the page's code and translations are still arriving — so the page's
 * own identical request (same path and query) takes its answer instead of waiting a round trip
 * more (route-level preloading, docs/performance.md; lib/early-requests.ts). Errors are the page's
 * request's to report.
 */
export function preloadGet(path: string, query?: Record<string, QueryValue>, base = ADMIN_API): void {
  void startEarlyGet(buildUrl(path, query, base), readToken());
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: { message?: unknown; errors?: unknown; retry_after_seconds?: unknown } = {};
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    // Not JSON: fall back to the status text below.
  }
  const message =
    typeof payload.message === 'string' && payload.message ? payload.message : response.statusText || GENERIC_ERROR_MESSAGE;
  const errors = payload.errors && typeof payload.errors === 'object' ? (payload.errors as Record<string, string>) : undefined;
  const retryHeader = Number(response.headers.get('retry-after'));
  return new ApiError(response.status, message, errors, Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined);
}

/**
 * Sends a request and returns the answer once it is known to be a success (its body unread), for
 * callers that read a file or a stream; failures are handled as for `request`.
 */
export async function requestResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  const url = buildUrl(path, options.query, options.base);
  const method = options.method ?? 'GET';
  try {
    const early = method === 'GET' ? takeEarly(url, token) : undefined;
    response = await (early ?? fetch(url, { method, headers, body, signal: options.signal }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
    if (options.toastErrors !== false) handlers.onError(error);
    throw error;
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && token) handlers.onUnauthorized(error);
    else if (options.toastErrors !== false) handlers.onError(error);
    throw error;
  }
  return response;
}

/** Sends a request and returns the parsed JSON body (the whole envelope). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await requestResponse(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The `data` of a `{ message, data }` envelope. */
export async function requestData<T>(path: string, options?: RequestOptions): Promise<T> {
  const envelope = await request<{ data: T }>(path, options);
  return envelope.data;
}

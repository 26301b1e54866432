import type { ErrorBody } from '@foodshare/contracts/api';
import { translateMessage } from '../i18n/error-message';
import { i18n } from '../i18n/i18n';
import { isOnline, OfflineError } from './connection';

/**
 * A non-OK answer. The message keeps the contract of docs/product.md §8 (`<status>: <body text or status
 * text>`); the parsed error body rides along so people see its message, not raw JSON.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ErrorBody | undefined,
  ) {
    super(`${status}: ${bodyText}`);
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text, await parseErrorBody(text));
}

/** The error body's schema is fetched with the first error, not with the first page. */
async function parseErrorBody(text: string): Promise<ErrorBody | undefined> {
  const { errorBodySchema } = await import('@foodshare/contracts/api');
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A write: JSON with its Content-Type only when there is a body, cookies always. Offline, it is
 * refused before anything is sent (an `OfflineError`), never queued to go later unseen.
 */
export async function apiWrite(
  method: WriteMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  if (!isOnline()) throw new OfflineError();
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  await throwIfNotOk(response);
  return response;
}

export type On401 = 'returnNull' | 'throw';

/** A read. With `returnNull`, a 401 means "not signed in" and yields null (docs/product.md §7). */
export async function apiRead(url: string, options: { on401: 'returnNull' }): Promise<unknown>;
export async function apiRead(url: string, options?: { on401: 'throw' }): Promise<unknown>;
export async function apiRead(
  url: string,
  options: { on401: On401 } = { on401: 'throw' },
): Promise<unknown> {
  const response = await fetch(url, { credentials: 'include' });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return response.json();
}

/** A read whose headers matter as well as its body (a list's total count, for instance). */
export async function apiReadWithHeaders(
  url: string,
): Promise<{ body: unknown; headers: Headers }> {
  const response = await fetch(url, { credentials: 'include' });
  await throwIfNotOk(response);
  return { body: await response.json(), headers: response.headers };
}

/** Where a stored file lives: same-origin URLs as a path, so they survive a change of host. */
export function toAppUrl(location: string, origin: string): string {
  const url = new URL(location, origin);
  return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
}

/** A path with a query string built from the options' non-null entries (docs/product.md §7). */
export function withQuery(
  path: string,
  options: Record<string, string | number | boolean | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(options)) {
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** docs/product.md §8: a 401 whose answer says Unauthorized means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** "Something went wrong. Please try again." in the person's language (English before it starts). */
export function genericErrorMessage(): string {
  return i18n.t('common:errors.generic') || 'Something went wrong. Please try again.';
}

/**
 * The message a person should read, in their language: the server's own words (translated by
 * their code) where it gave some.
 */
export function errorMessage(error: unknown, fallback: string = genericErrorMessage()): string {
  if (error instanceof ApiError)
    return error.body ? translateMessage(i18n.t, error.body) : error.message;
  if (error instanceof OfflineError) return i18n.t('common:errors.offline');
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError)
    return i18n.t(isOnline() ? 'common:errors.unreachable' : 'common:errors.offline');
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

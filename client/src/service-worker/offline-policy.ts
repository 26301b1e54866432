/** What the service worker keeps for offline use, shared with the client that clears it. */

/** The last answers of the API reads a person made, for when the network is away. */
export const API_CACHE = 'foodshare-api-reads';
/** The build's files that are not precached, kept once used. */
export const ASSET_CACHE = 'foodshare-assets';
/** Donation and profile pictures. */
export const PICTURE_CACHE = 'foodshare-pictures';
/** The message a waiting worker takes as "activate now" (workbox-window's `messageSkipWaiting`). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * API reads kept for offline use: same-origin `GET /api/…`, except live streams (SSE), the
 * API's own documentation, the staff area's exports and logging out (a write behind a GET),
 * which only make sense online.
 */
export function isCachedRead(url: URL, origin: string): boolean {
  if (url.origin !== origin || !url.pathname.startsWith('/api/')) return false;
  if (url.pathname.endsWith('/stream') || url.pathname.startsWith('/api/docs')) return false;
  if (url.pathname === '/api/logout') return false;
  return !/\.(csv|pdf)$/.test(url.pathname);
}

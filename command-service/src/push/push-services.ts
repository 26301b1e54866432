/**
 * The push services of the browsers people use (Chromium's, Firefox's, Safari's, Edge's): where
 * a subscription's endpoint may point unless PUSH_SERVICE_HOSTS names others.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  '*.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

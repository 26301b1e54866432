import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short-lived upload URLs: the path and its expiry, signed with the server's secret. */
export function signPath(path: string, expiresAt: Date, secret: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${path}?expires=${expires}&signature=${signature(path, expires, secret)}`;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkSignedPath(
  path: string,
  query: { expires?: string; signature?: string },
  now: Date,
  secret: string,
): SignatureCheck {
  const expires = Number(query.expires);
  if (!Number.isInteger(expires) || !query.signature) return 'invalid';
  const expected = Buffer.from(signature(path, expires, secret));
  const given = Buffer.from(query.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return now.getTime() / 1000 > expires ? 'expired' : 'valid';
}

function signature(path: string, expires: number, secret: string): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
}

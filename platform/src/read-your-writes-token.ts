import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatPosition, type Position, parsePosition } from './event-store/event-store';

/** 132 bits of the HMAC: plenty against forgery, short enough for a header and a cookie. */
const MAC_LENGTH = 22;
/** Keeps this MAC apart from others made with the same secret (sessions, upload URLs). */
const PURPOSE = 'read-your-writes';

/**
 * The position a write answers, signed: "<commit>-<prepare>.<mac>". A read waits only for a
 * position the server handed out itself, so a made-up far-future one cannot hold a read.
 */
export function signPosition(position: Position, secret: string): string {
  const text = formatPosition(position);
  return `${text}.${mac(text, secret)}`;
}

/** The position a token carries, or null when it is malformed, forged or signed with another secret. */
export function verifyPositionToken(token: string, secret: string): Position | null {
  const dot = token.lastIndexOf('.');
  if (dot < 0) return null;
  const text = token.slice(0, dot);
  const position = parsePosition(text);
  if (!position) return null;
  const expected = Buffer.from(mac(text, secret));
  const given = Buffer.from(token.slice(dot + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return position;
}

function mac(text: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}\n${text}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH);
}

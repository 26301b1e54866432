import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A push service on loopback, for tests: it plays the part Chromium's or Firefox's push service
 * plays (RFC 8030). Each subscription it hands out is a browser's: a P-256 key pair and an auth
 * secret, whose public half goes to the app. A message posted to it must carry a VAPID JWT
 * (RFC 8292) signed by the app's key for this origin, and an `aes128gcm` body (RFC 8188), which
 * it decrypts with the subscription's private key as a browser would (RFC 8291): node:crypto's
 * ECDH, HKDF and AES-128-GCM, nothing of the sending library.
 */

/** What a browser gives the app: `PushSubscription.toJSON()`. */
export interface TestSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface ReceivedPush {
  readonly endpoint: string;
  /** The payload as the browser would read it. */
  readonly payload: string;
  readonly ttl: number;
  readonly urgency: string | null;
  /** The VAPID JWT's claims (`aud`, `exp`, `sub`). */
  readonly claims: { aud: string; exp: number; sub: string };
}

export interface RejectedPush {
  readonly endpoint: string;
  readonly status: number;
  readonly reason: string;
}

export interface TestPushService {
  readonly origin: string;
  /** A new browser's subscription at this service. */
  subscribe(): TestSubscription;
  /** Answer every later message to `endpoint` with `status` (410: the subscription is gone). */
  answer(endpoint: string, status: number): void;
  readonly received: readonly ReceivedPush[];
  readonly rejected: readonly RejectedPush[];
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

class Refused extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** The VAPID header's JWT, checked against the key it names and the app's own (RFC 8292). */
function checkVapid(
  request: IncomingMessage,
  origin: string,
  expectedKey: string | undefined,
): ReceivedPush['claims'] {
  const header = request.headers.authorization ?? '';
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Refused(401, `no VAPID authorization: ${header}`);
  const [token, key] = [match[1], match[2]];
  if (expectedKey && key !== expectedKey) throw new Refused(403, 'not the app’s VAPID key');
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Refused(401, 'not a JWT');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  if (jwtHeader.alg !== 'ES256') throw new Refused(401, `JWT alg ${jwtHeader.alg}`);
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Refused(401, 'k is not a P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refused(401, 'the JWT’s signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.aud !== origin) throw new Refused(401, `aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp > now + 24 * 3600)
    throw new Refused(401, 'exp is not within the next 24 hours');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    throw new Refused(401, 'sub is neither mailto: nor https:');
  return claims;
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record's plaintext, padding removed. */
export function decryptAes128gcm(
  body: Buffer,
  browser: { readonly ecdh: ReturnType<typeof createECDH>; readonly auth: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Refused(400, 'keyid is not the sender’s P-256 key');
  if (record.length > recordSize) throw new Refused(400, 'more than one record');
  const browserKey = browser.ecdh.getPublicKey();
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Refused(400, 'the last record lacks its 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Starts a push service on a free loopback port. `vapidKey`: the app's, to check it signs. */
export async function startTestPushService(
  options: { vapidKey?: string } = {},
): Promise<TestPushService> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const rejected: RejectedPush[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      try {
        const browser = browsers.get(endpoint);
        if (request.method !== 'POST' || !browser) throw new Refused(404, 'no such subscription');
        const status = answers.get(endpoint);
        if (status) throw new Refused(status, 'told to answer so');
        const claims = checkVapid(request, origin, options.vapidKey);
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Refused(415, 'the body is not aes128gcm');
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Refused(400, 'no TTL');
        const payload = decryptAes128gcm(Buffer.concat(chunks), browser);
        const urgency = request.headers.urgency;
        received.push({
          endpoint,
          payload,
          ttl,
          urgency: typeof urgency === 'string' ? urgency : null,
          claims,
        });
        response.writeHead(201, { location: `${endpoint}/messages/${received.length}` });
        response.end();
      } catch (error) {
        const status = error instanceof Refused ? error.status : 400;
        rejected.push({ endpoint, status, reason: String((error as Error).message) });
        response.writeHead(status);
        response.end(String((error as Error).message));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${b64url(randomBytes(12))}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    received,
    rejected,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

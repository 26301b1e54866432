import {
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATION_STREAM_PATH,
  type Notification,
  type NotificationStreamMessage,
  notificationStreamMessageSchema,
} from '@foodshare/contracts/notifications';
import { SESSION_COOKIE } from '@foodshare/platform/sessions/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp } from '../testing/donations';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/**
 * Only a failure waits this long: every wait below ends on the message it expects. It bounds a
 * broken stream, and is no claim about how fast the stream is.
 */
const NO_MESSAGE_MS = 25_000;

let app: TestApp;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen();
});
afterAll(() => app.close());

/** Signs a new member up, answering their browser and the session cookie for `fetch`. */
async function member(): Promise<{ browser: TestBrowser; cookie: string }> {
  const browser = app.browser();
  const { username } = await signUp(browser);
  const login = await browser.post('/api/login', { username });
  const session = login.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  if (!session) throw new Error('no session cookie');
  return { browser, cookie: `${session.name}=${session.value}` };
}

interface OpenStream {
  readonly response: Response;
  /** The next `notifications` message; heartbeats and other comments are skipped. */
  next(): Promise<NotificationStreamMessage>;
  /** Resolves when the server ended the stream. */
  ended(): Promise<void>;
  close(): void;
}

async function openStream(cookie: string, url = baseUrl): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${url}${NOTIFICATION_STREAM_PATH}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const read = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no message from the stream')), NO_MESSAGE_MS);
    });
    try {
      const { done, value } = await Promise.race([reader.read(), timeout]);
      if (done) return false;
      buffer += value;
      return true;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    response,
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
          );
          if (fields.size === 0) continue;
          expect(fields.get('event')?.trim()).toBe(NOTIFICATION_STREAM_EVENT);
          return notificationStreamMessageSchema.parse(JSON.parse(fields.get('data') ?? ''));
        }
        if (!(await read())) throw new Error('the stream ended');
      }
    },
    async ended() {
      while (await read()) buffer = '';
    },
    close: () => controller.abort(),
  };
}

const newest = async (browser: TestBrowser) =>
  ((await browser.get('/api/notifications')).json() as Notification[])[0];

describe('GET /api/notifications/stream', () => {
  it('sends the unread count on connect and again on every change', async () => {
    const donor = await member();
    const stream = await openStream(donor.cookie);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toContain('no-cache');
      expect(await stream.next()).toEqual({ unread: 0, latestId: null });

      // The automated check approves the donation: the donor is told.
      const itemId = await donate(donor.browser, { title: 'Warm bread' });
      const approved = await stream.next();
      const approval = await newest(donor.browser);
      expect(approval?.type).toBe('donation_approved');
      expect(approved).toEqual({ unread: 1, latestId: approval?.id });

      // Someone else requests the item.
      const taker = await member();
      const requested = await taker.browser.post('/api/food-requests', {
        foodItemId: itemId,
        message: 'May I have it?',
      });
      expect(requested.statusCode, requested.body).toBe(201);
      const request = await stream.next();
      expect(request.unread).toBe(2);
      expect(request.latestId).not.toBe(approval?.id);

      // A read mark changes the count, not the newest.
      const marked = await donor.browser.post(`/api/notifications/${request.latestId}/read`);
      expect(marked.statusCode).toBe(200);
      expect(await stream.next()).toEqual({ unread: 1, latestId: request.latestId });
    } finally {
      stream.close();
    }
  });

  it('stops watching when the client goes away', async () => {
    const watcher = app.standalone.query.notifications;
    // The earlier test's stream is let go of as the server notices its client left.
    await expect.poll(() => watcher.watching, { timeout: NO_MESSAGE_MS }).toBe(0);
    const { cookie } = await member();
    const stream = await openStream(cookie);
    await stream.next();
    expect(watcher.watching).toBe(1);
    stream.close();
    await expect.poll(() => watcher.watching, { timeout: NO_MESSAGE_MS }).toBe(0);
  });

  it('ends the stream of an account deleted meanwhile', async () => {
    const { browser, cookie } = await member();
    const stream = await openStream(cookie);
    expect(await stream.next()).toEqual({ unread: 0, latestId: null });
    await donate(browser);
    expect((await stream.next()).unread).toBe(1);
    const ended = stream.ended();
    expect((await browser.request({ method: 'DELETE', url: '/api/profile' })).statusCode).toBe(200);
    await ended;
  });

  it('answers a visitor 401', async () => {
    const response = await fetch(`${baseUrl}${NOTIFICATION_STREAM_PATH}`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Unauthorized/);
  });

  it('ends open streams when the app closes', async () => {
    const other = await createTestApp();
    let closed = false;
    try {
      const url = await other.listen();
      const browser = other.browser();
      const { username } = await signUp(browser);
      const login = await browser.post('/api/login', { username });
      const session = login.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
      const stream = await openStream(`${session?.name}=${session?.value}`, url);
      await stream.next();
      const ended = stream.ended();
      await other.close();
      closed = true;
      await ended;
      expect(other.standalone.query.notifications.watching).toBe(0);
    } finally {
      if (!closed) await other.close();
    }
  });
});

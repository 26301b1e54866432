import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  NOTIFICATION_STREAM_PATH,
  type NotificationStreamMessage,
  notificationStreamMessageSchema,
} from '@foodshare/contracts/notifications';

/** An answer as a test reads it: status, headers, the body parsed when it is JSON. */
export interface Answer<T = unknown> {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: T;
  readonly text: string;
  /** The id the answering instance gave the request (`x-request-id`). */
  readonly requestId: string | undefined;
}

/**
 * Someone using the app over HTTP from an address of their own: a loopback address such as
 * 127.1.0.7 (all of 127.0.0.0/8 reaches this machine), so nginx, and the per-address limits
 * behind it, see a different client for each person. Keeps the cookies the app sets (the
 * session and the read-your-writes position), as a browser does.
 */
export class Person {
  private readonly cookies = new Map<string, string>();
  private readonly agent: http.Agent;
  id = '';

  constructor(
    /** Where requests go unless a call names another base (nginx, or one instance directly). */
    readonly base: string,
    readonly address = '127.0.0.1',
  ) {
    // A connection per request: a rolling restart reloads nginx, whose old workers close their
    // idle client connections, and a write sent on one as it closes would be the client's loss
    // ("socket hang up"), not the restart's.
    this.agent = new http.Agent({ keepAlive: false, localAddress: address, maxSockets: 4 });
  }

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: { readonly base?: string; readonly headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const url = new URL(path, options.base ?? this.base);
    const answer = await new Promise<{ res: http.IncomingMessage; text: string }>(
      (resolve, reject) => {
        const request = http.request(
          url,
          {
            method,
            agent: this.agent,
            headers: {
              cookie: this.cookieHeader(),
              ...(payload === undefined
                ? {}
                : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
              ...options.headers,
            },
            timeout: 30_000,
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
            });
            res.on('end', () => resolve({ res, text }));
            res.on('error', reject);
          },
        );
        request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
        request.on('error', reject);
        request.end(payload);
      },
    );
    this.keepCookies(answer.res.headers['set-cookie']);
    const type = String(answer.res.headers['content-type'] ?? '');
    return {
      status: answer.res.statusCode ?? 0,
      headers: answer.res.headers,
      body: (type.includes('json') && answer.text ? JSON.parse(answer.text) : answer.text) as T,
      text: answer.text,
      requestId: answer.res.headers['x-request-id'] as string | undefined,
    };
  }

  /** Signs up (a member of `role`) and keeps the session; answers the new account's id. */
  async signUp(username: string, overrides: Record<string, unknown> = {}): Promise<Answer> {
    const answer = await this.call<{ id: string }>('POST', '/api/register', {
      username,
      firstName: 'Salem',
      lastName: 'Al Mansoori',
      role: 'individual',
      profileVisibility: true,
      ...overrides,
    });
    if (answer.status === 201) this.id = answer.body.id;
    return answer;
  }

  /** The notification stream, opened on `base` (a query-service instance, or nginx). */
  openStream(base = this.base): Promise<NotificationStream> {
    return openStream(new URL(NOTIFICATION_STREAM_PATH, base), this.agent, this.cookieHeader());
  }

  close(): void {
    this.agent.destroy();
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(setCookies: string[] | undefined): void {
    for (const setCookie of setCookies ?? []) {
      const [pair = ''] = setCookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A person's open notification stream: each `notifications` message, with when it came. */
export interface NotificationStream {
  next(timeoutMs?: number): Promise<NotificationStreamMessage & { readonly at: number }>;
  close(): void;
}

function openStream(url: URL, agent: http.Agent, cookie: string): Promise<NotificationStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { cookie, accept: 'text/event-stream' } });
    request.on('error', reject);
    request.on('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`the stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      const ready: (NotificationStreamMessage & { at: number })[] = [];
      let waiting: (() => void) | null = null;
      let ended = false;
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data)
            ready.push({ ...notificationStreamMessageSchema.parse(JSON.parse(data.slice(6))), at });
        }
        waiting?.();
      });
      res.on('close', () => {
        ended = true;
        waiting?.();
      });
      resolve({
        async next(timeoutMs = 10_000) {
          const deadline = Date.now() + timeoutMs;
          while (ready.length === 0) {
            if (ended) throw new Error('the stream ended');
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`no notification within ${timeoutMs} ms`);
            await new Promise<void>((wake) => {
              const timer = setTimeout(wake, left);
              waiting = () => {
                clearTimeout(timer);
                wake();
              };
            });
            waiting = null;
          }
          return ready.shift() as NotificationStreamMessage & { at: number };
        },
        close: () => request.destroy(),
      });
    });
  });
}

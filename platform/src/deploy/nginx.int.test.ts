import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkNginxConfig,
  findNginx,
  NGINX_TEMPLATE,
  type RunningNginx,
  renderNginxConfig,
  serverLines,
  startNginx,
  writeNginxConfig,
} from './nginx-config';

/**
 * deploy/nginx.conf.template rendered for this machine's nginx and run in front of stand-in
 * instances (two command-service, two query-service) that answer who they are: the routes, the
 * item writes kept on one instance, and server-sent events passed on at once.
 */
const nginx = findNginx();

interface Seen {
  readonly instance: string;
  readonly method: string;
  readonly url: string;
  readonly forwardedFor: string | undefined;
}

if (nginx) {
  describe(`deploy/nginx.conf.template on nginx ${nginx.version}`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'foodshare-nginx-'));
    const instances: http.Server[] = [];
    let running: RunningNginx;
    let base = '';
    /** The second event of the stand-in stream is sent once this resolves (or after 3 s). */
    let releaseSecondEvent: () => void = () => {};
    let secondEventSentAt = Number.POSITIVE_INFINITY;

    beforeAll(async () => {
      const command = await Promise.all(['command-1', 'command-2'].map(standIn));
      const query = await Promise.all(['query-1', 'query-2'].map(standIn));
      const port = await freePort();
      const clientRoot = join(dir, 'client');
      writeNginxConfig(dir, {
        FOODSHARE_LISTEN: `127.0.0.1:${port}`,
        FOODSHARE_CLIENT_ROOT: clientRoot,
        FOODSHARE_RESOLVER: '127.0.0.1',
        FOODSHARE_COMMAND_SERVERS: serverLines(command.map((at) => `127.0.0.1:${at}`)),
        FOODSHARE_QUERY_SERVERS: serverLines(query.map((at) => `127.0.0.1:${at}`)),
      });
      mkdirSync(clientRoot);
      // nginx's workers, when started by root, read the client as an unprivileged user.
      chmodSync(dir, 0o755);
      writeFileSync(join(clientRoot, 'index.html'), '<!doctype html><title>FoodShare</title>');
      running = await startNginx(nginx.path, dir, port);
      base = `http://127.0.0.1:${port}`;
    });
    afterAll(async () => {
      await running?.stop();
      await Promise.all(instances.map((server) => new Promise((done) => server.close(done))));
      rmSync(dir, { recursive: true, force: true });
    });

    /** An instance that answers with its name and what it was asked; query-1 and 2 stream too. */
    async function standIn(instance: string): Promise<number> {
      const server = http.createServer((request, response) => {
        if (request.url === '/api/notifications/stream') {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          response.write('data: first\n\n');
          const second = new Promise<void>((resolve) => {
            releaseSecondEvent = resolve;
            setTimeout(resolve, 3_000);
          });
          void second.then(() => {
            secondEventSentAt = performance.now();
            response.end('data: second\n\n');
          });
          return;
        }
        // A query-service that does not send pages (no CLIENT_DIST) answers them 404.
        if (request.url === '/a-page-not-sent') {
          response.writeHead(404, { 'content-type': 'application/json' });
          response.end('{"error":"Not Found"}');
          return;
        }
        request.resume();
        request.on('end', () => {
          const seen: Seen = {
            instance,
            method: request.method ?? '',
            url: request.url ?? '',
            forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
          };
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(seen));
        });
      });
      instances.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    }

    async function ask(method: string, path: string, body?: unknown): Promise<Seen> {
      const answer = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(answer.status, `${method} ${path}`).toBe(200);
      return (await answer.json()) as Seen;
    }

    it("renders as the image's envsubst does, given the same values", (context) => {
      const values = {
        FOODSHARE_LISTEN: '8080',
        FOODSHARE_CLIENT_ROOT: '/srv/client',
        FOODSHARE_RESOLVER: '127.0.0.11',
        FOODSHARE_COMMAND_SERVERS: 'server command-service:3001 resolve;',
        FOODSHARE_QUERY_SERVERS: 'server query-service:3002 resolve;',
      };
      // The image's entrypoint names the variables to replace, as here (its filter picks them).
      const names = Object.keys(values)
        .map((name) => `\${${name}}`)
        .join(' ');
      const envsubst = spawnSync('envsubst', [names], {
        input: readFileSync(NGINX_TEMPLATE, 'utf8'),
        env: values,
        encoding: 'utf8',
      });
      if (envsubst.error) return context.skip('envsubst is not installed here');
      expect(renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), values)).toBe(envsubst.stdout);
    });

    it('passes nginx -t as rendered', () => {
      const check = checkNginxConfig(nginx.path, dir);
      expect(check.ok, check.output).toBe(true);
    });

    it('sends reads to query-service, writes and the GETs that write or sign to command-service', async () => {
      expect((await ask('GET', '/api/food-items?type=donation')).instance).toMatch(/^query-/);
      expect((await ask('POST', '/api/contact', { message: 'hello' })).instance).toMatch(
        /^command-/,
      );
      for (const path of ['/api/logout', '/api/docs', '/api/docs/json', '/blobs/pictures/a.jpg'])
        expect((await ask('GET', path)).instance, path).toMatch(/^command-/);
      expect((await ask('PUT', '/uploads/picture?signature=x')).instance).toMatch(/^command-/);
      // The client's own address, never the one it claims (per-address limits key on it).
      expect((await ask('POST', '/api/login', {})).forwardedFor).toBe('127.0.0.1');
    });

    it('serves the build’s files itself and passes the pages to query-service, with index.html where it sends none', async () => {
      expect(await (await fetch(`${base}/index.html`)).text()).toContain(
        '<title>FoodShare</title>',
      );
      // A page: query-service sends it (prerendered, a list's first page rendered in).
      expect((await ask('GET', '/marketplace')).instance).toMatch(/^query-/);
      const notSent = await fetch(`${base}/a-page-not-sent`);
      expect(notSent.status).toBe(200);
      expect(notSent.headers.get('cache-control')).toBe('no-cache');
      expect(await notSent.text()).toContain('<title>FoodShare</title>');
    });

    it('keeps every write to one food item on one command-service instance, by path or body', async () => {
      const byItem = new Map<string, Set<string>>();
      for (let index = 0; index < 40; index++) {
        const item = randomUUID();
        const writes = await Promise.all([
          ask('PATCH', `/api/food-items/${item}`, { title: 'Bread' }),
          ask('POST', `/api/food-items/${item}/requests/${randomUUID()}/accept`),
          ask('POST', `/api/moderation/food-items/${item}/decision`, { decision: 'approve' }),
          ask('POST', '/api/food-requests', { foodItemId: item, message: 'Please' }),
          ask('POST', `/api/food-items/${item}/handover`, { pickupCode: '123456' }),
        ]);
        byItem.set(item, new Set(writes.map((seen) => seen.instance)));
      }
      for (const [item, seen] of byItem) expect([...seen], item).toHaveLength(1);
      const used = new Set([...byItem.values()].flatMap((seen) => [...seen]));
      expect(used).toEqual(new Set(['command-1', 'command-2']));
      // Writes to no item in particular go to either.
      const others = await Promise.all(
        Array.from({ length: 30 }, () => ask('POST', '/api/contact', { message: 'hi' })),
      );
      expect(new Set(others.map((seen) => seen.instance))).toEqual(
        new Set(['command-1', 'command-2']),
      );
    });

    it('passes each server-sent event on at once, while the stream stays open', async () => {
      const answer = await fetch(`${base}/api/notifications/stream`);
      const reader = answer.body?.getReader();
      if (!reader) throw new Error('no body');
      const first = await reader.read();
      const firstAt = performance.now();
      expect(new TextDecoder().decode(first.value)).toContain('data: first');
      releaseSecondEvent();
      let rest = '';
      for (let next = await reader.read(); !next.done; next = await reader.read())
        rest += new TextDecoder().decode(next.value);
      expect(rest).toContain('data: second');
      expect(firstAt).toBeLessThan(secondEventSentAt);
    });
  });
} else {
  console.log('[nginx] no nginx installed here: deploy/nginx.conf.template is not run');
  describe.skip('deploy/nginx.conf.template (needs nginx)', () => {
    it('runs on the installed nginx', () => {});
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

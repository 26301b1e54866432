import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createKysely, createPool } from '../database/connection';
import type { PlatformTables } from '../database/platform-tables';
import { createHttpApp } from '../http/create-http-app';
import { drainOnSignal } from '../http/drain';
import { createLogger } from '../logger';
import { PostgresSessionStore } from '../sessions/session-store';

/**
 * An instance of a service as its main starts one (createHttpApp, drainOnSignal), with one
 * write: `POST /api/writes` records an id in `acknowledged_writes`, then answers 201 with it and
 * the instance's name. drain.int.test.ts runs it behind nginx and stops it with SIGTERM.
 *
 * Arguments: port, database URL, instance name.
 */
const [port, databaseUrl, instance] = process.argv.slice(2);
if (!port || !databaseUrl || !instance) throw new Error('usage: <port> <database url> <name>');

const logger = createLogger({ level: 'warn', name: instance });
const pool = createPool(databaseUrl, { max: 4 });
const db = createKysely<PlatformTables>(pool);
const app = await createHttpApp({
  logger,
  sessions: new PostgresSessionStore(db),
  sessionSecret: 'a-session-secret-of-32-characters',
  secureCookies: false,
  trustProxy: true,
  title: instance,
  access: { member: async () => ({ staffRoles: [] }) },
  health: async () => undefined,
});
app
  .withTypeProvider<ZodTypeProvider>()
  .post(
    '/api/writes',
    { config: { access: 'public' }, schema: { body: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      // Some writes are under way whenever the signal comes.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
      await pool.query('insert into acknowledged_writes (id, instance) values ($1, $2)', [
        request.body.id,
        instance,
      ]);
      return reply.code(201).send({ id: request.body.id, instance });
    },
  );
drainOnSignal(app, { logger, stop: () => pool.end() });
await app.listen({ port: Number(port), host: '127.0.0.1' });

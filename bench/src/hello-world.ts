import Fastify from 'fastify';

/**
 * The read bench's baseline: the smallest Fastify app, answering a small JSON body, in a process
 * of its own like the app it is compared with. Its port is its one argument.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.send?.('listening');

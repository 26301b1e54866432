import { drainOnSignal } from '@foodshare/platform/http/drain';
import { createLogger } from '@foodshare/platform/logger';
import { loadQueryServiceConfig } from './config';
import { buildQueryServer } from './query-server';

/** query-service on its own (the distributed shape): every GET, from the read models only. */
const config = loadQueryServiceConfig();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'query-service' });
const server = await buildQueryServer(config, logger);
drainOnSignal(server.app, { logger, stop: () => server.close() });
await server.app.listen({ port: config.PORT, host: config.HOST });

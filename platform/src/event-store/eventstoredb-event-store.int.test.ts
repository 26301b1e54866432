import { existsSync } from 'node:fs';
import http from 'node:http';
import { describe, it } from 'vitest';
import { describeEventStoreConformance } from './conformance';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';
import { eventStoreDbTestConfig } from './eventstoredb-test-config';

interface EventStoreDbServer {
  readonly url: string;
  stop(): Promise<void>;
}

const DEFAULT_DOCKER_SOCKET = '/var/run/docker.sock';
const CONTAINER_PORT = 2113;

// Decided before any test is collected, cheaply: with neither a URL nor a Docker engine this
// file costs a socket check and prints why it skips.
const startServer = await findEventStoreDbServer();

if (startServer) {
  describeEventStoreConformance(
    'EventStoreDB',
    async () => {
      const server = await startServer();
      const store = createEventStoreDbEventStore({ connectionString: server.url });
      return {
        store,
        concurrentTransactions: true,
        // No hold: the server orders appends itself, there is no transaction to keep open.
        async cleanup() {
          await store.close();
          await server.stop();
        },
      };
    },
    { setupTimeoutMs: 180_000 },
  );
} else {
  console.log('[eventstoredb] skipped: set EVENTSTORE_URL or run a Docker engine');
  describe.skip('the EventStoreDB event store', () => {
    it('needs EVENTSTORE_URL or a Docker engine', () => {});
  });
}

async function findEventStoreDbServer(): Promise<(() => Promise<EventStoreDbServer>) | null> {
  const url = eventStoreDbTestConfig.EVENTSTORE_URL;
  if (url) return async () => ({ url, stop: async () => {} });
  if (await dockerEngineAnswers(eventStoreDbTestConfig.DOCKER_HOST)) {
    return () => startEventStoreDbContainer(eventStoreDbTestConfig.EVENTSTORE_TEST_IMAGE);
  }
  return null;
}

async function startEventStoreDbContainer(image: string): Promise<EventStoreDbServer> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(image)
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(CONTAINER_PORT)
    .withWaitStrategy(
      Wait.forHttp('/health/live', CONTAINER_PORT).forStatusCodeMatching((code) => code < 300),
    )
    .withStartupTimeout(120_000)
    .start();
  const address = `${container.getHost()}:${container.getMappedPort(CONTAINER_PORT)}`;
  return {
    url: `esdb://${address}?tls=false`,
    async stop() {
      await container.stop();
    },
  };
}

/** Asks the engine's `/_ping`, with a short timeout, rather than letting testcontainers probe. */
function dockerEngineAnswers(dockerHost: string | undefined): Promise<boolean> {
  const target = dockerTarget(dockerHost);
  if (!target) return Promise.resolve(false);
  return new Promise((resolve) => {
    const request = http.get({ ...target, path: '/_ping', timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

function dockerTarget(
  dockerHost: string | undefined,
): { socketPath: string } | { host: string; port: number } | null {
  if (!dockerHost)
    return existsSync(DEFAULT_DOCKER_SOCKET) ? { socketPath: DEFAULT_DOCKER_SOCKET } : null;
  if (dockerHost.startsWith('unix://')) return { socketPath: dockerHost.slice('unix://'.length) };
  const tcp = /^(?:tcp|http):\/\/([^:/]+):(\d+)/.exec(dockerHost);
  if (tcp?.[1] && tcp[2]) return { host: tcp[1], port: Number(tcp[2]) };
  return null;
}

import { z } from 'zod';
import { optionalUrl } from '../config/env-fields';
import { parseConfig } from '../config/parse-config';

/** What the EventStoreDB conformance run reads from the environment; nothing else there does. */
export const eventStoreDbTestConfig = parseConfig(
  z.object({
    /** A running server to test against, instead of a container. */
    EVENTSTORE_URL: optionalUrl(
      /^(esdb|esdb\+discover|kurrentdb|kdb):\/\//,
      'esdb://localhost:2113?tls=false',
    ),
    /** Where the Docker engine listens when not on its default socket: unix:///… or tcp://… */
    DOCKER_HOST: z.string().trim().optional(),
    EVENTSTORE_TEST_IMAGE: z.string().default('eventstore/eventstore:24.10'),
  }),
  process.env,
);

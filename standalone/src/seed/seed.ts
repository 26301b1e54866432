import { randomUUID } from 'node:crypto';
import { registerAccount } from '@foodshare/command-service/users/register';
import { registerPayloadSchema } from '@foodshare/contracts/users';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import { DomainError } from '@foodshare/platform/http/errors';
import type { Infrastructure } from '@foodshare/platform/infrastructure';
import type { Logger } from '@foodshare/platform/logger';
import { DEMO_USERS } from './demo-users';

const SEED_STREAM = 'system-demo-seed';

/**
 * Demo data on the first start, through the same command handlers as the API. A marker stream
 * records that it ran, so a second start keeps the data as it is.
 */
export async function seedDemoData(
  infra: Pick<Infrastructure, 'store' | 'db'>,
  logger: Logger,
): Promise<boolean> {
  if ((await infra.store.readStream(SEED_STREAM)).length > 0) return false;
  const correlationId = randomUUID();
  const context = () => ({ actor: 'system:seed', correlationId });
  let users = 0;
  for (const demoUser of DEMO_USERS) {
    try {
      await registerAccount(infra, registerPayloadSchema.parse(demoUser), context);
      users++;
    } catch (error) {
      // A seed interrupted half-way leaves some names taken: carry on with the rest.
      if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
    }
  }
  await markSeeded(infra.store, correlationId, users);
  logger.info({ users }, 'demo data seeded');
  return true;
}

async function markSeeded(store: EventStore, correlationId: string, users: number): Promise<void> {
  await store.append(
    SEED_STREAM,
    [
      {
        id: randomUUID(),
        type: 'DemoDataSeeded',
        data: { users },
        metadata: {
          actor: 'system:seed',
          correlationId,
          causationId: correlationId,
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}

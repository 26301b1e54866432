import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { handleCommand, loadState } from '@foodshare/command-service/command-handler';
import { postDonation } from '@foodshare/command-service/donations/post-donation';
import { hubDecider, hubStreamId } from '@foodshare/command-service/hubs/hub-decider';
import { registerAccount } from '@foodshare/command-service/users/register';
import { usernameDecider } from '@foodshare/command-service/users/username-decider';
import { donationPayloadSchema } from '@foodshare/contracts/donations';
import { streamIds } from '@foodshare/contracts/user-events';
import { registerPayloadSchema } from '@foodshare/contracts/users';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import { DomainError } from '@foodshare/platform/http/errors';
import type { Infrastructure } from '@foodshare/platform/infrastructure';
import type { Logger } from '@foodshare/platform/logger';
import { DEMO_DONATIONS } from './demo-donations';
import { DEMO_HUBS } from './demo-hubs';
import { DEMO_USERS } from './demo-users';

const SEED_STREAM = 'system-demo-seed';
const HUB_SEED_STREAM = 'system-demo-seed-hubs';

/**
 * Demo data on the first start, through the same command handlers as the API: accounts of every
 * role, then donations and offers whose safety checks run as jobs like any other. A marker stream
 * records that it ran, so a second start keeps the data as it is.
 */
export async function seedDemoData(
  infra: Pick<Infrastructure, 'store' | 'db' | 'blobs'>,
  logger: Logger,
): Promise<boolean> {
  if ((await infra.store.readStream(SEED_STREAM)).length > 0) return false;
  const correlationId = randomUUID();
  const context = { actor: 'system:seed', correlationId };
  const userIds = new Map<string, string>();
  for (const demoUser of DEMO_USERS) {
    try {
      const { user } = await registerAccount(
        infra,
        registerPayloadSchema.parse(demoUser),
        () => context,
      );
      userIds.set(user.username, user.id);
    } catch (error) {
      // A seed interrupted half-way leaves some names taken: carry on with the rest.
      if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
    }
  }
  let donations = 0;
  for (const donation of DEMO_DONATIONS) {
    const donorId = userIds.get(donation.donor);
    if (!donorId) continue;
    const input = donationPayloadSchema.parse({
      ...donation.payload,
      imageUrl: await photoDataUrl(donation.photo),
      availableUntil: new Date(Date.now() + donation.availableForHours * 3_600_000).toISOString(),
    });
    await postDonation(
      infra,
      { itemId: randomUUID(), donorId, input },
      { ...context, actor: donorId },
    );
    donations++;
  }
  await markSeeded(infra.store, correlationId, { users: userIds.size, donations });
  logger.info({ users: userIds.size, donations }, 'demo data seeded');
  return true;
}

/**
 * Collection hubs, registered through the hub command; seeded on their own so a data folder
 * from before hubs existed gains them on its next start.
 */
export async function seedDemoHubs(
  infra: Pick<Infrastructure, 'store'>,
  logger: Logger,
): Promise<boolean> {
  if ((await infra.store.readStream(HUB_SEED_STREAM)).length > 0) return false;
  const correlationId = randomUUID();
  let hubs = 0;
  for (const hub of DEMO_HUBS) {
    const { state } = await loadState(
      infra.store,
      streamIds.username(hub.manager),
      usernameDecider,
    );
    if (!state.owner) continue;
    const hubId = randomUUID();
    const { manager: _manager, ...details } = hub;
    await handleCommand(
      infra.store,
      hubStreamId(hubId),
      hubDecider,
      {
        type: 'HubRegistered',
        data: { hubId, ...details, managerId: state.owner, registeredAt: new Date().toISOString() },
      },
      { actor: 'system:seed', correlationId },
    );
    hubs++;
  }
  const metadata = {
    actor: 'system:seed',
    correlationId,
    causationId: correlationId,
    schemaVersion: 1,
  };
  await infra.store.append(
    HUB_SEED_STREAM,
    [{ id: randomUUID(), type: 'DemoHubsSeeded', data: { hubs }, metadata }],
    { expectedRevision: 'no_stream' },
  );
  logger.info({ hubs }, 'demo hubs seeded');
  return true;
}

async function photoDataUrl(name: string): Promise<string> {
  const bytes = await readFile(new URL(`./photos/${name}.jpg`, import.meta.url));
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

async function markSeeded(
  store: EventStore,
  correlationId: string,
  counts: { users: number; donations: number },
): Promise<void> {
  const metadata = {
    actor: 'system:seed',
    correlationId,
    causationId: correlationId,
    schemaVersion: 1,
  };
  await store.append(
    SEED_STREAM,
    [{ id: randomUUID(), type: 'DemoDataSeeded', data: counts, metadata }],
    { expectedRevision: 'no_stream' },
  );
}

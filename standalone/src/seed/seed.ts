import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { handleCommand, loadState } from '@foodshare/command-service/command-handler';
import { type FoodCommand, foodDecider } from '@foodshare/command-service/donations/food-decider';
import { postDonation } from '@foodshare/command-service/donations/post-donation';
import { hubDecider, hubStreamId } from '@foodshare/command-service/hubs/hub-decider';
import { drawPickupCode } from '@foodshare/command-service/requests/pickup-code';
import { registerAccount } from '@foodshare/command-service/users/register';
import { usernameDecider } from '@foodshare/command-service/users/username-decider';
import { donationPayloadSchema } from '@foodshare/contracts/donations';
import { foodStreamId } from '@foodshare/contracts/food-events';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '@foodshare/contracts/requests';
import { streamIds } from '@foodshare/contracts/user-events';
import { registerPayloadSchema } from '@foodshare/contracts/users';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import { DomainError } from '@foodshare/platform/http/errors';
import type { Infrastructure } from '@foodshare/platform/infrastructure';
import type { Logger } from '@foodshare/platform/logger';
import { DEMO_DONATIONS } from './demo-donations';
import { DEMO_HANDOVERS } from './demo-handovers';
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
  const itemIds = new Map<string, string>();
  for (const donation of DEMO_DONATIONS) {
    const donorId = userIds.get(donation.donor);
    if (!donorId) continue;
    const itemId = randomUUID();
    itemIds.set(donation.payload.title, itemId);
    const input = donationPayloadSchema.parse({
      ...donation.payload,
      imageUrl: await photoDataUrl(donation.photo),
      availableUntil: new Date(Date.now() + donation.availableForHours * 3_600_000).toISOString(),
    });
    await postDonation(infra, { itemId, donorId, input }, { ...context, actor: donorId });
    donations++;
  }
  const handovers = await seedHandovers(infra.store, userIds, itemIds, correlationId);
  await markSeeded(infra.store, correlationId, { users: userIds.size, donations, handovers });
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

/**
 * Requests, a reservation and confirmed handovers, through the food commands. The safety check
 * is run here first rather than waited for (its job finds it done and does nothing).
 */
async function seedHandovers(
  store: EventStore,
  userIds: ReadonlyMap<string, string>,
  itemIds: ReadonlyMap<string, string>,
  correlationId: string,
): Promise<number> {
  let seeded = 0;
  for (const handover of DEMO_HANDOVERS) {
    const itemId = itemIds.get(handover.title);
    const takerId = userIds.get(handover.taker);
    if (!itemId || !takerId) continue;
    const stream = foodStreamId(itemId);
    const run = async (command: FoodCommand, actor: string) =>
      handleCommand(store, stream, foodDecider, command, { actor, correlationId });
    const now = () => new Date();
    await run({ type: 'RunSafetyCheck', now: now() }, 'system:safety-check');
    const { state } = await loadState(store, stream, foodDecider);
    if (!state.exists || state.review !== 'approved') continue;
    const requestId = randomUUID();
    const message = handover.message;
    await run(
      { type: 'RequestItem', requestId, requesterId: takerId, message, now: now() },
      takerId,
    );
    if (handover.stage === 'requested') {
      seeded++;
      continue;
    }
    const pickupCode = drawPickupCode();
    const donorId = state.donorId;
    await run(
      { type: 'AcceptRequest', requestId, actorId: donorId, pickupCode, now: now() },
      donorId,
    );
    if (handover.stage === 'collected') {
      await run(
        {
          type: 'ConfirmHandover',
          actorId: donorId,
          pickupCode,
          feePercent: DEFAULT_PLATFORM_FEE_PERCENT,
          now: now(),
        },
        donorId,
      );
    }
    seeded++;
  }
  return seeded;
}

async function photoDataUrl(name: string): Promise<string> {
  const bytes = await readFile(new URL(`./photos/${name}.jpg`, import.meta.url));
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

async function markSeeded(
  store: EventStore,
  correlationId: string,
  counts: { users: number; donations: number; handovers: number },
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

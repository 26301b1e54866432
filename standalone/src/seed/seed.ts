import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type CommandService,
  decideStaffRole,
  drawPickupCode,
  type FoodCommand,
} from '@foodshare/command-service';
import { donationPayloadSchema, PICKUP_WINDOW_MAX_MS } from '@foodshare/contracts/donations';
import { DomainError } from '@foodshare/contracts/errors';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '@foodshare/contracts/requests';
import { registerPayloadSchema } from '@foodshare/contracts/users';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { Infrastructure } from '@foodshare/platform/infrastructure';
import type { Logger } from '@foodshare/platform/logger';
import { DEMO_DONATIONS } from './demo-donations';
import { DEMO_HANDOVERS } from './demo-handovers';
import { DEMO_HISTORY, DONOR_EMIRATES, KINDS } from './demo-history';
import { DEMO_HUBS } from './demo-hubs';
import { DEMO_STAFF } from './demo-staff';
import { DEMO_USERS } from './demo-users';

const SEED_STREAM = 'system-demo-seed';
const HUB_SEED_STREAM = 'system-demo-seed-hubs';
const STAFF_SEED_STREAM = 'system-demo-seed-staff';

/**
 * Demo data on the first start, through the same command handlers as the API: accounts of every
 * role, then donations and offers whose safety checks run as jobs like any other. A marker stream
 * records that it ran, so a second start keeps the data as it is.
 */
export async function seedDemoData(
  infra: Pick<Infrastructure, 'store'>,
  commands: CommandService['commands'],
  logger: Logger,
): Promise<boolean> {
  if ((await infra.store.readStream(SEED_STREAM)).length > 0) return false;
  const correlationId = randomUUID();
  const context = { actor: 'system:seed', correlationId };
  const userIds = new Map<string, string>();
  for (const demoUser of DEMO_USERS) {
    try {
      const { bio, ...registration } = demoUser;
      const { user } = await commands.registerAccount(
        registerPayloadSchema.parse(registration),
        () => context,
        { bio },
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
      ...demoWindow(donation.pickupForHours, Date.now()),
    });
    await commands.postDonation({ itemId, donorId, input }, { ...context, actor: donorId });
    donations++;
  }
  const handovers = await seedHandovers(commands, userIds, itemIds, correlationId);
  await seedHistory(commands, userIds, correlationId);
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
  commands: CommandService['commands'],
  logger: Logger,
): Promise<boolean> {
  if ((await infra.store.readStream(HUB_SEED_STREAM)).length > 0) return false;
  const correlationId = randomUUID();
  let hubs = 0;
  for (const hub of DEMO_HUBS) {
    const { state } = await commands.streams.username.load(hub.manager);
    if (!state.owner) continue;
    const hubId = randomUUID();
    const { manager: _manager, ...details } = hub;
    await commands.streams.hub.handle(
      hubId,
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

/** Whether any of these staff accounts is still to be made. */
async function anyFree(
  commands: CommandService['commands'],
  staff: readonly { username: string }[],
): Promise<boolean> {
  for (const { username } of staff)
    if (!(await commands.streams.username.load(username)).state.owner) return true;
  return false;
}

/**
 * The demo's staff accounts with their roles, granted through the staff command. Seeded on their
 * own, so a data folder from before staff roles existed gains them on its next start.
 */
export async function seedDemoStaff(
  infra: Pick<Infrastructure, 'store'>,
  commands: CommandService['commands'],
  logger: Logger,
): Promise<boolean> {
  const seededBefore = (await infra.store.readStream(STAFF_SEED_STREAM)).length > 0;
  // A data folder seeded before a member of staff joined the demo gains them on its next start.
  const due = DEMO_STAFF.filter((each) => !seededBefore || each.joinedLater);
  if (seededBefore && !(await anyFree(commands, due))) return false;
  const correlationId = randomUUID();
  const context = { actor: 'system:seed', correlationId };
  let granted = 0;
  for (const { staffRole, reason, joinedLater: _later, ...account } of due) {
    const { state } = await commands.streams.username.load(account.username);
    // A name a member took already stays theirs: no one is made staff by accident.
    if (state.owner) continue;
    await commands.registerAccount(registerPayloadSchema.parse(account), () => context);
    await decideStaffRole(
      commands.streams,
      'grant',
      { username: account.username, role: staffRole, by: 'system:seed', reason },
      context,
      new Date(),
    );
    granted++;
  }
  if (seededBefore) return granted > 0;
  const metadata = { ...context, causationId: correlationId, schemaVersion: 1 };
  await infra.store.append(
    STAFF_SEED_STREAM,
    [{ id: randomUUID(), type: 'DemoStaffSeeded', data: { staff: granted }, metadata }],
    { expectedRevision: 'no_stream' },
  );
  logger.info({ staff: granted }, 'demo staff seeded');
  return true;
}

/**
 * Requests, a reservation and confirmed handovers, through the food commands. The safety check
 * is run here first rather than waited for (its job finds it done and does nothing).
 */
async function seedHandovers(
  commands: CommandService['commands'],
  userIds: ReadonlyMap<string, string>,
  itemIds: ReadonlyMap<string, string>,
  correlationId: string,
): Promise<number> {
  let seeded = 0;
  for (const handover of DEMO_HANDOVERS) {
    const itemId = itemIds.get(handover.title);
    const takerId = userIds.get(handover.taker);
    if (!itemId || !takerId) continue;
    const run = async (command: FoodCommand, actor: string) =>
      commands.streams.food.handle(itemId, command, { actor, correlationId });
    const now = () => new Date();
    await run({ type: 'RunSafetyCheck', now: now() }, 'system:safety-check');
    const { state } = await commands.streams.food.load(itemId);
    if (!state.exists || state.review !== 'approved') continue;
    const requestId = randomUUID();
    const message = await commands.sealText(takerId, handover.message);
    await run(
      {
        type: 'RequestItem',
        requestId,
        requesterId: takerId,
        message,
        ...(handover.quantity ? { quantity: handover.quantity } : {}),
        now: now(),
      },
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
          weightKg: handover.weightKg ?? null,
          now: now(),
        },
        donorId,
      );
    }
    seeded++;
  }
  return seeded;
}

/**
 * The community's past: food handed over on the day each was posted, weeks before the demo
 * starts, so donation counts and people helped read as a few months of use would leave them.
 */
async function seedHistory(
  commands: CommandService['commands'],
  userIds: ReadonlyMap<string, string>,
  correlationId: string,
): Promise<number> {
  let seeded = 0;
  for (const past of DEMO_HISTORY) {
    const donorId = userIds.get(past.donor);
    const takerId = userIds.get(past.taker);
    if (!donorId || !takerId) continue;
    const day = new Date(Date.now() - past.daysAgo * 86_400_000);
    const at = (hours: number) => new Date(day.getTime() + hours * 3_600_000);
    const itemId = randomUUID();
    const parsed = donationPayloadSchema.parse({
      ...KINDS[past.kind],
      donationMode: past.price ? 'marketplace' : 'individual',
      title: past.title,
      quantity: past.quantity,
      servings: past.servings,
      pickupLocation: 'As arranged with the donor',
      emirate: DONOR_EMIRATES[past.donor],
      weightKg: past.weightKg,
      imageUrl: await photoDataUrl(past.photo),
      // Read as the form sends it; the window's end is taken off below.
      pickupUntil: at(6).toISOString(),
      ...(past.price ? { originalPrice: past.price.original, price: past.price.discounted } : {}),
    });
    // No end to its pickup window: an expiry job, run now for a time long past, must not beat
    // the handover.
    const input = { ...parsed, pickupUntil: null };
    await commands.postDonation(
      { itemId, donorId, input, submittedAt: at(0) },
      { actor: donorId, correlationId },
    );
    const run = (command: FoodCommand, actor: string) =>
      commands.streams.food.handle(itemId, command, { actor, correlationId });
    await run({ type: 'RunSafetyCheck', now: at(0) }, 'system:safety-check');
    if (past.approvedBy) {
      // Staff are seeded first; a data folder seeded without them records the seed as approver.
      const moderatorId =
        (await commands.streams.username.load(past.approvedBy)).state.owner ?? 'system:seed';
      await run(
        { type: 'DecideDonation', moderatorId, decision: 'approve', reason: null, now: at(0.5) },
        moderatorId,
      );
    }
    const requestId = randomUUID();
    await run(
      { type: 'RequestItem', requestId, requesterId: takerId, message: null, now: at(1) },
      takerId,
    );
    const pickupCode = drawPickupCode();
    await run(
      { type: 'AcceptRequest', requestId, actorId: donorId, pickupCode, now: at(1.5) },
      donorId,
    );
    await run(
      {
        type: 'ConfirmHandover',
        actorId: donorId,
        pickupCode,
        feePercent: DEFAULT_PLATFORM_FEE_PERCENT,
        weightKg: past.measuredKg ?? null,
        now: at(3),
      },
      donorId,
    );
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

/**
 * A demo item's pickup window, ending its hours from the seed: open from then, or for one that
 * ends further ahead than a window may last (docs/product.md §10: 3 days), its last 3 days.
 */
export function demoWindow(
  hours: number,
  now: number,
): { pickupFrom?: string; pickupUntil: string } {
  const until = now + hours * 3_600_000;
  const from = until - PICKUP_WINDOW_MAX_MS;
  return {
    ...(from > now ? { pickupFrom: new Date(from).toISOString() } : {}),
    pickupUntil: new Date(until).toISOString(),
  };
}

import { NEW_ACCOUNT_HOURS } from '@foodshare/contracts/reporter-standing';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '@foodshare/contracts/requests';
import type { BlobStorage } from '@foodshare/platform/blobs/blob-storage';
import type { PlatformTables } from '@foodshare/platform/database/platform-tables';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { AccessResolver } from '@foodshare/platform/http/access';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { type VapidKeys, webPushSender } from '@foodshare/platform/push/web-push';
import {
  type PostgresSessionStore,
  SESSION_CACHE_MS,
} from '@foodshare/platform/sessions/session-store';
import { sealText } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { commandRoutes } from './app';
import { sweepOrphanBlobs } from './blobs/orphan-sweep';
import { registerCharityWindowJobs } from './charities/jobs';
import { commandPath } from './command-handling/command-path';
import type { CommandServiceDeps } from './deps';
import { registerDonationJobs } from './donations/jobs';
import { postDonation } from './donations/post-donation';
import type { NoShowCounts } from './pickups/no-show-counts';
import { registerPickupReminderJobs } from './pickups/reminder-jobs';
import { registerPushJobs } from './push/push-jobs';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push/push-services';
import { createStreams } from './streams';
import { registerSurplusJobs } from './surplus-templates/jobs';
import { registerAccountClosureJobs } from './users/account-closure';
import { forgettingMembers, memberCache, streamAccess } from './users/active-user';
import type { DonationCounts } from './users/donation-counts';
import { registerAccount } from './users/register';

export interface CommandServiceOptions {
  /** The parts it stands on (`openInfrastructure`). */
  readonly infra: {
    readonly store: EventStore;
    readonly db: Kysely<PlatformTables>;
    readonly blobs: BlobStorage;
    readonly sessions: PostgresSessionStore;
    readonly jobs: JobQueue;
  };
  readonly signingSecret: string;
  readonly authRateLimitPerMinute: number;
  /** In percent, 3 to 5 (docs/product.md §9); DEFAULT_PLATFORM_FEE_PERCENT when absent. */
  readonly platformFeePercent?: number | undefined;
  /** Each person's donation count, which the read side keeps (the composition root's). */
  readonly donationCounts: DonationCounts;
  /** Each member's recent no-shows, which the read side keeps (the composition root's). */
  readonly noShowCounts: NoShowCounts;
  /** A reporter's account younger than this weighs a tenth (docs/product.md §18); 24 when absent. */
  readonly newAccountHours?: number | undefined;
  /** The clock; the system clock when absent. */
  readonly now?: () => Date;
  /** Web push's VAPID identity; without it push is off (docs/product.md §14). */
  readonly vapid?: VapidKeys | undefined;
  /** The push services a subscription may name; the browsers' own when absent. */
  readonly pushServiceHosts?: readonly string[] | undefined;
}

export interface CommandService {
  /** Every write route of the API (and the signed upload and picture paths), as one plugin. */
  readonly routes: FastifyPluginAsyncZod;
  /** Who the signed-in person is, from their own stream, for the routes' access rules. */
  readonly access: AccessResolver;
  /** Runs the system commands the process managers schedule: checks, expiries, closures. */
  startWorkers(): void;
  /** Removes blobs no recorded event wants, and answers how many (call once on start). */
  sweepOrphanBlobs(): Promise<number>;
  /** The command side's own operations, for the demo seed: the same handlers as HTTP. */
  readonly commands: Pick<CommandServiceDeps, 'streams'> & {
    readonly registerAccount: OmitFirst<typeof registerAccount>;
    readonly postDonation: OmitFirst<typeof postDonation>;
    /** A person's words sealed under their key, as the routes seal them for the events. */
    readonly sealText: OmitFirst<typeof sealText>;
  };
}

type OmitFirst<F> = F extends (first: never, ...rest: infer Rest) => infer R
  ? (...args: Rest) => R
  : never;

/** The command side's composition root, used by its own main and by standalone. */
export function createCommandService(options: CommandServiceOptions): CommandService {
  const { infra } = options;
  const members = memberCache(SESSION_CACHE_MS);
  // Every append of the command side goes through here, so a person's change is seen at once.
  const store = forgettingMembers(infra.store, members);
  const deps: CommandServiceDeps = {
    store,
    // What this process remembers of its streams, and their turns: this service's own.
    streams: createStreams(commandPath(store)),
    db: infra.db,
    donationCounts: options.donationCounts,
    noShowCounts: options.noShowCounts,
    blobs: infra.blobs,
    sessions: infra.sessions,
    signingSecret: options.signingSecret,
    authRateLimitPerMinute: options.authRateLimitPerMinute,
    platformFeePercent: options.platformFeePercent ?? DEFAULT_PLATFORM_FEE_PERCENT,
    newAccountHours: options.newAccountHours ?? NEW_ACCOUNT_HOURS,
    now: options.now ?? (() => new Date()),
    push: {
      sender: options.vapid ? webPushSender(options.vapid) : null,
      serviceHosts: options.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS,
    },
  };
  return {
    routes: commandRoutes(deps),
    access: streamAccess(deps, members),
    startWorkers() {
      registerDonationJobs(infra.jobs, deps);
      registerCharityWindowJobs(infra.jobs, deps);
      registerAccountClosureJobs(infra.jobs, deps);
      registerSurplusJobs(infra.jobs, deps);
      registerPickupReminderJobs(infra.jobs, deps);
      registerPushJobs(infra.jobs, deps);
    },
    sweepOrphanBlobs: () => sweepOrphanBlobs(deps),
    commands: {
      streams: deps.streams,
      registerAccount: (...args) => registerAccount(deps, ...args),
      postDonation: (...args) => postDonation(deps, ...args),
      sealText: (...args) => sealText(deps.db, ...args),
    },
  };
}

export type { FoodCommand } from './food/food-decider';
export { drawPickupCode } from './requests/pickup-code';
export { simulateRules } from './rules/simulate-rules';
export { decideStaffRole } from './staff/staff-roles';
export type { DonationCounts } from './users/donation-counts';

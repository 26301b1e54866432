import type { PlatformTables } from '@foodshare/platform/database/platform-tables';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { AccessResolver } from '@foodshare/platform/http/access';
import { withReadModels } from '@foodshare/read-models/database';
import { type LiveCheckpoints, projectionProgress } from '@foodshare/read-models/progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { queryRoutes } from './app';
import type { CheckpointWakeups } from './checkpoint-listener';
import type { QueryServiceDeps } from './deps';
import { createNotificationWatcher, type NotificationWatcher } from './notification-watcher';
import { projectionStandings } from './standings';

/**
 * How long one look-up of where the projections stand serves the public reads: how stale an
 * anonymous cached answer may be (a reader holding its own write's position never is).
 */
export const STANDINGS_VALID_MS = 5;
/**
 * While the next look-up is under way, the last one answered serves the reads it covers if it
 * started at most this long ago: a read waits on no database round trip of its own, and an
 * anonymous answer is at most this old.
 */
export const STANDINGS_STALE_MS = 50;

/** The moderation team's target wait when none is configured. */
export const DEFAULT_WAIT_TARGET_MINUTES = 30;

export interface QueryServiceOptions {
  readonly db: Kysely<PlatformTables>;
  /** The event log: staff replay an item's history from it. */
  readonly store: EventStore;
  readonly readYourWritesTimeoutMs: number;
  /** How long a look-up of where the projections stand is shared (STANDINGS_VALID_MS). */
  readonly standingsValidMs?: number;
  readonly signingSecret: string;
  /** The map's tile URL template (MAP_TILE_URL), or null for maps without tiles. */
  readonly mapTileUrl?: string | null;
  /** Queue items waiting longer are overdue (MODERATION_WAIT_TARGET_MINUTES); default 30. */
  readonly moderationWaitTargetMinutes?: number;
  /** Web push's VAPID public key (VAPID_PUBLIC_KEY); push is off without it. */
  readonly vapidPublicKey?: string | null | undefined;
  readonly logger?: { warn(details: object, message: string): void };
  /** The checkpoints of a projection runner in this process (standalone): reads wait on them. */
  readonly live?: LiveCheckpoints;
  /**
   * Pushes of the checkpoints' moves from the database (a PostgreSQL server): the notification
   * streams hear of a new notification at once rather than at the next poll.
   */
  readonly checkpoints?: CheckpointWakeups;
}

export interface QueryService {
  /** Every GET of the API, read from the read models only, as one plugin. */
  readonly routes: FastifyPluginAsyncZod;
  /** The one watcher behind every notification stream of this process. */
  readonly notifications: NotificationWatcher;
  /**
   * Who the signed-in person is, for the routes' access rules, from the users read model. A
   * member is anyone signed in (an account registered a moment ago may not be projected yet);
   * staff roles are as the read model has them.
   */
  readonly access: AccessResolver;
}

/** The query side's composition root, used by its own main and by standalone. */
export function createQueryService(options: QueryServiceOptions): QueryService {
  const db = withReadModels(options.db);
  const progress = projectionProgress(db, options.live);
  const notifications = createNotificationWatcher(db, progress, {
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.checkpoints ? { wakeups: options.checkpoints } : {}),
  });
  const deps: QueryServiceDeps = {
    db,
    store: options.store,
    progress,
    standings: projectionStandings(progress, {
      validMs: options.standingsValidMs ?? STANDINGS_VALID_MS,
      staleMs: Math.max(options.standingsValidMs ?? STANDINGS_VALID_MS, STANDINGS_STALE_MS),
    }),
    notifications,
    readYourWritesTimeoutMs: options.readYourWritesTimeoutMs,
    signingSecret: options.signingSecret,
    mapTileUrl: options.mapTileUrl ?? null,
    waitTargetMinutes: options.moderationWaitTargetMinutes ?? DEFAULT_WAIT_TARGET_MINUTES,
    vapidPublicKey: options.vapidPublicKey ?? null,
  };
  const access: AccessResolver = {
    async member(userId) {
      const row = await db
        .selectFrom('users')
        .select('staff_roles')
        .where('id', '=', userId)
        .executeTakeFirst();
      return { staffRoles: row?.staff_roles ?? [] };
    },
  };
  return { routes: queryRoutes(deps), notifications, access };
}

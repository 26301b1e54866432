import { DEFAULT_LIMITS, type LimitedAction, type LimitWindow } from '@foodshare/contracts/limits';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Logger } from '../logger';

/** The longest a timer can wait (2^31 − 1 ms), in whole seconds: a memory window is cut to it. */
export const LONGEST_MEMORY_WINDOW_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

export type AccountLimitsConfig = Record<LimitedAction, readonly LimitWindow[]>;

export type Allowance =
  | {
      readonly granted: true;
      /** The write was refused after all: it does not count. */
      giveBack(): Promise<void>;
    }
  | { readonly granted: false; readonly window: LimitWindow; readonly retryAfterSeconds: number };

/** Counts each account's writes per action, in every window of the action's limits. */
export interface AccountLimits {
  /** Counts one `action` of `key`; past any window's limit it is refused, and not counted. */
  take(action: LimitedAction, key: string): Promise<Allowance>;
  /** Where the counts live, for the start-up banner. */
  readonly description: string;
  close(): Promise<void>;
}

export interface AccountLimitsOptions {
  /** Per action, its windows; an action left out keeps `DEFAULT_LIMITS`, `[]` means no limit. */
  readonly config?: Partial<AccountLimitsConfig>;
  /** Counted in Redis, shared by every process; absent: in this process's memory. */
  readonly redis?: { readonly url: string; readonly prefix: string } | undefined;
  readonly logger?: Logger;
}

/**
 * Counters from rate-limiter-flexible: atomic in Redis (so several command-service processes
 * share one count) and in memory. Should Redis be away, the counts go on in memory (the
 * library's insurance limiter) rather than refusing or failing writes. The Redis client is
 * loaded only with Redis: a process counting in memory does without its modules.
 */
export async function createAccountLimits(
  options: AccountLimitsOptions = {},
): Promise<AccountLimits> {
  const config: AccountLimitsConfig = { ...DEFAULT_LIMITS, ...options.config };
  const redis = options.redis
    ? // Connected on the first count: services that count nothing never open a connection.
      new (await import('ioredis')).Redis(options.redis.url, {
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      })
    : null;
  // An EventEmitter without an 'error' listener throws: a Redis hiccup would crash us.
  redis?.on('error', (error) => options.logger?.warn({ err: error }, 'limits: Redis error'));
  const prefix = options.redis?.prefix ?? 'foodshare';

  const limiters = new Map<
    LimitedAction,
    { window: LimitWindow; limiter: RateLimiterAbstract }[]
  >();
  for (const [action, windows] of Object.entries(config) as [LimitedAction, LimitWindow[]][]) {
    limiters.set(
      action,
      windows.map((window) => {
        const shape = {
          keyPrefix: `${prefix}-limits-${action}-${window.seconds}`,
          points: window.max,
          duration: window.seconds,
        };
        // Node's timers, which expire the library's memory records, hold at most 24.8 days.
        const memory = new RateLimiterMemory({
          ...shape,
          duration: Math.min(window.seconds, LONGEST_MEMORY_WINDOW_SECONDS),
        });
        const limiter = redis
          ? new RateLimiterRedis({ ...shape, storeClient: redis, insuranceLimiter: memory })
          : memory;
        return { window, limiter };
      }),
    );
  }

  return {
    description: redis ? 'Redis' : 'in memory',
    async take(action, key) {
      const windows = limiters.get(action) ?? [];
      let refusal: { window: LimitWindow; retryAfterSeconds: number } | null = null;
      // Every window counts the write, even one that refuses it: all are given back then.
      for (const { window, limiter } of windows) {
        try {
          await limiter.consume(key);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds)
            refusal = { window, retryAfterSeconds };
        }
      }
      const giveBack = async () => {
        await Promise.all(windows.map(({ limiter }) => limiter.reward(key)));
      };
      if (refusal) {
        await giveBack();
        return { granted: false, ...refusal };
      }
      return { granted: true, giveBack };
    },
    async close() {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

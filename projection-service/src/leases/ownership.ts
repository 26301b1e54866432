import type { Logger } from '@foodshare/platform/logger';
import { sleep } from '../resilience';
import { fairShare, type LeaseProvider, leaseKey } from './lease-provider';

/** How often an instance looks for free leases and counts the instances alive. */
export const LEASE_POLL_MS = 1000;

export interface OwnershipOptions {
  readonly leases: LeaseProvider;
  /** What is shared out: the read models and the process managers, by name. */
  readonly names: readonly string[];
  /** Starts the work of a name this instance just took the lease on. */
  start(name: string): Promise<void>;
  /**
   * Stops the work of a name: its batch in flight finishes first. Also called for a lease
   * already lost, to stop at once what this instance no longer owns.
   */
  stop(name: string): Promise<void>;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  readonly pollMs?: number;
}

export interface Ownership {
  /** Takes this instance's first share (its work started), then keeps looking every poll. */
  start(): Promise<void>;
  /** Stops looking, stops the work it runs (each batch in flight finished), gives the leases back. */
  stop(): Promise<void>;
  /** The names whose work runs here. */
  running(): readonly string[];
}

/**
 * Shares the names out over the live instances: each poll, an instance holding fewer than its
 * fair share (`fairShare`) takes free leases, and one holding more (an instance joined) hands
 * the extras back, each once its batch in flight is done. A lease its session lost stops its
 * work at once. Each instance tries the names from its own place in the list, so instances that
 * start together mostly reach for different ones.
 */
export function createOwnership(options: OwnershipOptions): Ownership {
  const { leases, names, logger } = options;
  const pollMs = options.pollMs ?? LEASE_POLL_MS;
  const offset = names.length ? Math.abs(leaseKey(leases.instance)) % names.length : 0;
  const order = [...names.slice(offset), ...names.slice(0, offset)];
  const running = new Set<string>();
  const controller = new AbortController();
  let loop: Promise<void> | undefined;

  const stopped = (name: string) => {
    running.delete(name);
    return options.stop(name).catch((error: unknown) => {
      logger.error({ err: error, projection: name }, 'stopping a projection failed');
    });
  };

  const unsubscribe = leases.onLost((lost) => {
    for (const name of lost) if (running.has(name)) void stopped(name);
  });

  async function take(name: string): Promise<void> {
    if (!(await leases.tryAcquire(name))) return;
    running.add(name);
    try {
      await options.start(name);
      logger.info({ projection: name, instance: leases.instance }, 'projection lease taken');
    } catch (error) {
      // Not started: given back, for this instance or another to take on a later poll.
      running.delete(name);
      await leases.release(name);
      throw error;
    }
  }

  async function handBack(name: string): Promise<void> {
    await stopped(name);
    await leases.release(name);
    logger.info({ projection: name, instance: leases.instance }, 'projection lease handed back');
  }

  async function balance(): Promise<void> {
    const share = fairShare(names.length, await leases.liveInstances());
    const mine = order.filter((name) => running.has(name));
    // Handed back together: each waits for its own batch in flight (or its wait for events).
    await Promise.all(mine.slice(share).map(handBack));
    for (const name of order) {
      if (controller.signal.aborted || running.size >= share) return;
      if (!running.has(name)) await take(name);
    }
  }

  async function balanceLogged(): Promise<void> {
    try {
      await balance();
    } catch (error) {
      logger.warn({ err: error, instance: leases.instance }, 'sharing the projections out failed');
    }
  }

  return {
    async start() {
      if (loop) return;
      await balanceLogged();
      loop = (async () => {
        while (!controller.signal.aborted) {
          await sleep(pollMs, controller.signal);
          if (!controller.signal.aborted) await balanceLogged();
        }
      })();
    },
    async stop() {
      controller.abort();
      await loop;
      unsubscribe();
      await Promise.all([...running].map((name) => stopped(name)));
      await leases.close();
    },
    running: () => order.filter((name) => running.has(name)),
  };
}

import { createLogger } from '@foodshare/platform/logger';
import { PROJECTION_NAMES } from '@foodshare/read-models/names';
import { describe, expect, it } from 'vitest';
import { IMPACT_REBUILDS_LEASE } from '../impact-rebuild-worker';
import { ERASURE_COMPACTION_LEASE } from '../process-managers/erasure-compaction';
import { PROCESS_MANAGER_NAMES } from '../projection-names';
import {
  fairShare,
  inProcessLeaseRegistry,
  inProcessLeases,
  instanceName,
  leaseKey,
} from './lease-provider';
import { createOwnership } from './ownership';
import { underLease } from './under-lease';

const logger = createLogger({ level: 'silent' });

describe('leases', () => {
  it('gives every lease a key of its own, the same in every process', () => {
    const names = [
      ...PROJECTION_NAMES,
      ...PROCESS_MANAGER_NAMES,
      IMPACT_REBUILDS_LEASE,
      ERASURE_COMPACTION_LEASE,
    ];
    const keys = names.map(leaseKey);
    expect(new Set(keys).size).toBe(names.length);
    for (const key of keys) expect(Number.isInteger(key) && key === (key | 0)).toBe(true);
    // FNV-1a: a change of the hash would move every lease while old instances still hold theirs.
    expect(leaseKey('users')).toBe(leaseKey('users'));
    expect(leaseKey('')).toBe(0x811c9dc5 | 0);
  });

  it('takes at most its fair share: every name over the instances alive, rounded up', () => {
    expect(fairShare(13, 1)).toBe(13);
    expect(fairShare(13, 2)).toBe(7);
    expect(fairShare(13, 3)).toBe(5);
    expect(fairShare(13, 0)).toBe(13);
    expect(fairShare(2, 5)).toBe(1);
  });

  it('names an instance INSTANCE_NAME, else host:pid', () => {
    expect(instanceName('projections-2', 'box', 7)).toBe('projections-2');
    expect(instanceName(' ', 'box', 7)).toBe('box:7');
    expect(instanceName(undefined, 'box', 7)).toBe('box:7');
  });

  it('holds every lease in one process; a second provider on its registry gets none it holds', async () => {
    const registry = inProcessLeaseRegistry();
    const one = inProcessLeases({ instance: 'one', registry });
    const two = inProcessLeases({ instance: 'two', registry });
    expect(await one.tryAcquire('users')).toBe(true);
    expect(await one.tryAcquire('users')).toBe(true);
    expect(await two.tryAcquire('users')).toBe(false);
    expect(await two.liveInstances()).toBe(2);
    await one.close();
    expect(await two.tryAcquire('users')).toBe(true);
    expect(await two.liveInstances()).toBe(1);
  });
});

describe('sharing the projections out', () => {
  const names = ['a', 'b', 'c', 'd', 'e'];

  function instance(name: string, registry: ReturnType<typeof inProcessLeaseRegistry>) {
    const started = new Set<string>();
    const leases = inProcessLeases({ instance: name, registry });
    const ownership = createOwnership({
      leases,
      names,
      start: async (each) => {
        started.add(each);
      },
      stop: async (each) => {
        started.delete(each);
      },
      logger,
      pollMs: 10,
    });
    return { leases, ownership, started };
  }

  it('runs them all alone, then hands its extras back when another instance joins', async () => {
    const registry = inProcessLeaseRegistry();
    const one = instance('one', registry);
    await one.ownership.start();
    expect([...one.started].sort()).toEqual(names);
    const two = instance('two', registry);
    await two.ownership.start();
    await expect.poll(() => [one.started.size, two.started.size].sort()).toEqual([2, 3]);
    expect(new Set([...one.started, ...two.started]).size).toBe(names.length);
    await one.ownership.stop();
    await expect.poll(() => two.started.size).toBe(names.length);
    expect(one.started.size).toBe(0);
    await two.ownership.stop();
  });

  it('stops at once what a lost lease ran, and takes its share again after', async () => {
    const registry = inProcessLeaseRegistry();
    let lose: (names: readonly string[]) => void = () => {};
    const leases = inProcessLeases({ instance: 'one', registry });
    const started = new Set<string>();
    const ownership = createOwnership({
      leases: {
        ...leases,
        onLost(listener) {
          lose = listener;
          return () => {};
        },
      },
      names,
      start: async (each) => {
        started.add(each);
      },
      stop: async (each) => {
        started.delete(each);
      },
      logger,
      pollMs: 10,
    });
    await ownership.start();
    for (const name of ['a', 'b']) await leases.release(name);
    lose(['a', 'b']);
    expect(started.has('a') || started.has('b')).toBe(false);
    await expect.poll(() => started.size).toBe(names.length);
    await ownership.stop();
  });
});

describe('a task under a lease', () => {
  it('runs once at a time over the instances, the second waiting for the first', async () => {
    const registry = inProcessLeaseRegistry();
    const one = inProcessLeases({ instance: 'one', registry });
    const two = inProcessLeases({ instance: 'two', registry });
    const order: string[] = [];
    let finishFirst = () => {};
    const options = { waitMs: 2000, pollMs: 5, busy: 'busy' };
    const first = underLease(one, 'task', options, async () => {
      order.push('one starts');
      await new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
      order.push('one ends');
    });
    const second = underLease(two, 'task', options, async () => {
      order.push('two starts');
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(order).toEqual(['one starts']);
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['one starts', 'one ends', 'two starts']);
    expect(one.holds('task') || two.holds('task')).toBe(false);
  });

  it('gives up after its wait while another instance holds the lease', async () => {
    const registry = inProcessLeaseRegistry();
    const holder = inProcessLeases({ instance: 'one', registry });
    await holder.tryAcquire('task');
    const waiter = inProcessLeases({ instance: 'two', registry });
    await expect(
      underLease(waiter, 'task', { waitMs: 20, pollMs: 5, busy: 'busy' }, async () => 1),
    ).rejects.toThrow('busy');
  });
});

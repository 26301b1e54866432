/**
 * Who runs what among the projection-service instances that share one database: each read model
 * and each process manager runs under a lease, on one instance at a time. The seam has two
 * sides: PostgreSQL advisory locks on a session of their own (`postgresLeases`, the distributed
 * shape) and an in-process one (`inProcessLeases`: the standalone, one process on PGlite).
 */
export interface LeaseProvider {
  /** This instance's name, as `npm run projection -- status` shows it. */
  readonly instance: string;
  /** Takes the lease on `name` when it is free: true when this instance holds it. Never waits. */
  tryAcquire(name: string): Promise<boolean>;
  /** Gives the lease on `name` back; one not held here is nothing to give. */
  release(name: string): Promise<void>;
  holds(name: string): boolean;
  /** The instances alive now, this one included (at least 1). */
  liveInstances(): Promise<number>;
  /**
   * Tells `listener` the leases this instance lost without giving them back (its lease session
   * broke): another instance may hold them already. Answers a function that stops telling.
   */
  onLost(listener: (names: readonly string[]) => void): () => void;
  /** Gives every lease back and ends. */
  close(): Promise<void>;
}

/** The name an instance goes by: INSTANCE_NAME when set, else host:pid. */
export function instanceName(configured: string | undefined, host: string, pid: number): string {
  return configured?.trim() || `${host}:${pid}`;
}

/**
 * The advisory-lock keys of our own: PostgreSQL's two-key form (`pg_try_advisory_lock(int,
 * int)`), the first key saying what the lock is. It never meets the one-key locks the platform
 * takes elsewhere (the migrator's, a projection's generation lock, the event store's append lock).
 */
export const LEASE_NAMESPACE = 0x46_53_4c_01; // "FSL" 1: a lease on a projection or a task
export const PRESENCE_NAMESPACE = 0x46_53_4c_02; // "FSL" 2: an instance alive

/** The second key of the lease on `name`: FNV-1a of its UTF-8, as a signed 32-bit integer. */
export function leaseKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(name)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** Shared by the in-process providers of one process: which instance holds which lease. */
export interface InProcessLeaseRegistry {
  readonly holders: Map<string, string>;
  readonly instances: Set<string>;
}

export function inProcessLeaseRegistry(): InProcessLeaseRegistry {
  return { holders: new Map(), instances: new Set() };
}

/**
 * Leases held in memory: every lease is this process's unless another provider on the same
 * registry holds it. The standalone runs one process, so it holds them all.
 */
export function inProcessLeases(
  options: { readonly instance?: string; readonly registry?: InProcessLeaseRegistry } = {},
): LeaseProvider {
  const instance = options.instance ?? 'this process';
  const registry = options.registry ?? inProcessLeaseRegistry();
  registry.instances.add(instance);
  const listeners = new Set<(names: readonly string[]) => void>();
  return {
    instance,
    async tryAcquire(name) {
      const holder = registry.holders.get(name);
      if (holder && holder !== instance) return false;
      registry.holders.set(name, instance);
      return true;
    },
    async release(name) {
      if (registry.holders.get(name) === instance) registry.holders.delete(name);
    },
    holds: (name) => registry.holders.get(name) === instance,
    liveInstances: async () => Math.max(registry.instances.size, 1),
    onLost(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      for (const [name, holder] of registry.holders)
        if (holder === instance) registry.holders.delete(name);
      registry.instances.delete(instance);
    },
  };
}

/** The most leases one instance takes of `total`, with `instances` alive: its fair share. */
export function fairShare(total: number, instances: number): number {
  return Math.ceil(total / Math.max(instances, 1));
}

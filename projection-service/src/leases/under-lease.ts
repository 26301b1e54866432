import type { LeaseProvider } from './lease-provider';

/**
 * Runs `work` holding the lease `name`, then gives it back. While another instance holds it, it
 * looks again every `pollMs` (default 1 s) for up to `waitMs`, then throws `busy` (a job is then
 * retried later).
 */
export async function underLease<T>(
  leases: LeaseProvider,
  name: string,
  options: { readonly waitMs: number; readonly pollMs?: number; readonly busy: string },
  work: () => Promise<T>,
): Promise<T> {
  const until = Date.now() + options.waitMs;
  while (!(await leases.tryAcquire(name))) {
    if (Date.now() >= until) throw new Error(options.busy);
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
  }
  try {
    return await work();
  } finally {
    await leases.release(name);
  }
}

import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { Person } from './person';
import type { ServiceProcess } from './service-process';

/**
 * A loopback address of its own for each person a check needs (`127.<group>.<n / 256>.<n % 256>`):
 * nginx and the per-address limits see each as a client of its own.
 */
export function addressOf(group: number, n: number): string {
  return `127.${group}.${Math.floor(n / 256)}.${n % 256}`;
}

export function uniqueUsername(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** `count` people signed up through `base`, each from an address of group `group`. */
export async function signedUp(
  base: string,
  group: number,
  count: number,
  prefix: string,
  overrides: Record<string, unknown> = {},
): Promise<Person[]> {
  const people = Array.from({ length: count }, (_, n) => new Person(base, addressOf(group, n + 1)));
  // A few at a time, as people come: each sign-up is one write on a username stream.
  for (let at = 0; at < people.length; at += 10)
    await Promise.all(
      people.slice(at, at + 10).map(async (person) => {
        const answer = await person.signUp(uniqueUsername(prefix), overrides);
        expect(answer.status, answer.text).toBe(201);
      }),
    );
  return people;
}

/** The instance that logged its answer to the request with this id (it logs just after). */
export async function answeredBy(
  instances: readonly ServiceProcess[],
  requestId: string | undefined,
): Promise<ServiceProcess> {
  if (!requestId) throw new Error('the answer carried no request id');
  let found: ServiceProcess | undefined;
  await expect
    .poll(() => {
      found = instances.find((instance) => instance.answeredRequest(requestId));
      return found?.name;
    })
    .toBeTruthy();
  return found as ServiceProcess;
}

/** Resolves once `instance` has answered a request that came after this call. */
export async function serving(instance: ServiceProcess, timeoutMs = 20_000): Promise<void> {
  const before = instance.answeredCount;
  await expect.poll(() => instance.answeredCount > before, { timeout: timeoutMs }).toBe(true);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

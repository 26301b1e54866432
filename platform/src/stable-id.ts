import { hash as digest } from 'node:crypto';

/**
 * A stable UUID-shaped id from its parts: the same parts always name the same thing. Commands
 * use it for idempotent event ids; projections for rows that a rebuild must reproduce exactly.
 */
export function uuidFromHash(...parts: string[]): string {
  // One call, no Hash object: projections derive an id per row they write.
  const hash = digest('sha256', parts.join('\n'), 'hex');
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

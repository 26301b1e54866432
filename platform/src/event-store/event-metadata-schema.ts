import { z } from 'zod';
import type { EventMetadata } from './event-store';

/**
 * What every stored event's metadata must hold. Loose: metadata may carry more keys, and a reader
 * must keep them. Both adapters parse what they read back with it rather than trust the store.
 */
export const eventMetadataSchema = z.looseObject({
  actor: z.string(),
  correlationId: z.string(),
  causationId: z.string(),
  idempotencyKey: z.string().optional(),
  reason: z.string().optional(),
  schemaVersion: z.number(),
});

export function parseEventMetadata(value: unknown, where: string): EventMetadata {
  const result = eventMetadataSchema.safeParse(value);
  if (!result.success) {
    throw new Error(`Event ${where} has invalid metadata: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

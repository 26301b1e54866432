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
  if (isEventMetadata(value)) return value;
  const result = eventMetadataSchema.safeParse(value);
  if (!result.success) {
    throw new Error(`Event ${where} has invalid metadata: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * The schema's check, by hand: every event read passes here (a rebuild reads the whole log), and
 * the schema's parse cost an eighth of reading an event, copying an object JSON.parse has just
 * made. It answers the value itself, keys the schema does not name included, as the schema
 * would; what it refuses goes to the schema, for the same answer and its message.
 */
function isEventMetadata(value: unknown): value is EventMetadata {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const metadata = value as Record<string, unknown>;
  return (
    typeof metadata.actor === 'string' &&
    typeof metadata.correlationId === 'string' &&
    typeof metadata.causationId === 'string' &&
    isOptionalString(metadata.idempotencyKey) &&
    isOptionalString(metadata.reason) &&
    Number.isFinite(metadata.schemaVersion)
  );
}

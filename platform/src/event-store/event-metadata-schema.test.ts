import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventMetadataSchema, parseEventMetadata } from './event-metadata-schema';

const valid = {
  actor: 'user:1',
  correlationId: 'c',
  causationId: 'd',
  idempotencyKey: 'k',
  reason: 'why',
  schemaVersion: 1,
  extra: { kept: true },
};

// Each key absent, or of a type the schema takes or refuses.
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.double(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
);
// Mostly of the right type, so that most objects fail on one key at most.
const mostly = (right: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: right, weight: 8 }, { arbitrary: anyValue, weight: 1 });
const metadata = fc.record(
  {
    actor: mostly(fc.string()),
    correlationId: mostly(fc.string()),
    causationId: mostly(fc.string()),
    idempotencyKey: mostly(fc.string()),
    reason: mostly(fc.string()),
    schemaVersion: mostly(fc.double()),
    extra: anyValue,
  },
  { requiredKeys: [] },
);

describe('parseEventMetadata', () => {
  it('takes what the schema takes, extra keys kept', () => {
    expect(parseEventMetadata(valid, 'e')).toEqual(valid);
    const { idempotencyKey: _, reason: __, ...required } = valid;
    expect(parseEventMetadata(required, 'e')).toEqual(required);
  });

  it('refuses what the schema refuses, with its message', () => {
    for (const value of [null, [], 'text', { ...valid, schemaVersion: Number.NaN }])
      expect(() => parseEventMetadata(value, 'e')).toThrow(/Event e has invalid metadata/);
  });

  it('agrees with the schema on any object', () => {
    fc.assert(
      fc.property(metadata, (value) => {
        const expected = eventMetadataSchema.safeParse(value);
        if (expected.success) expect(parseEventMetadata(value, 'e')).toEqual(expected.data);
        else expect(() => parseEventMetadata(value, 'e')).toThrow(/invalid metadata/);
      }),
      { numRuns: 2000 },
    );
  });
});

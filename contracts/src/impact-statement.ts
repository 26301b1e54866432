import { z } from 'zod';
import { emirateSchema } from './emirates';
import { FOOD_CATEGORIES } from './enums';
import { FLW_DESTINATIONS, SURPLUS_CAUSES } from './impact-destinations';
import { CURRENT_METHODOLOGY_ID, methodologyIdSchema } from './impact-methodology-id';
import { impactSourceSchema } from './impact-sources';
import { text } from './text';

/**
 * The ESG statement (docs/product.md §13): one statement for the platform, an emirate, a
 * category or a business, folded from the event log as of a position in it, with an id that is a
 * hash of what it counted and found. Exact figures are whole grams (and milligrams of CO2e,
 * microlitres of water); `kg` strings beside them are the same to the gram, never rounded.
 */
export const STATEMENT_SCOPES = ['platform', 'emirate', 'category', 'business'] as const;
export type StatementScopeLevel = (typeof STATEMENT_SCOPES)[number];

/** Weight bands (± percent) of the uncertainty ranges, by how a weight was known. */
export const WEIGHT_BANDS = { measured: 2, declared: 20, estimated: 50 } as const;

export const STATEMENT_MESSAGES = {
  scope: `Choose the statement's scope: one of ${STATEMENT_SCOPES.join(', ')}`,
  scopeValue: 'Name the emirate, category or business the statement is for',
  badId: 'Enter a statement id as printed on the statement (fs- and 32 characters)',
  notIssued: 'No statement with this id was issued. Check the id printed on the statement.',
  providerRequired: 'Name the assurance provider',
  standardRequired: 'Name the assurance standard (for example ISAE 3000)',
  referenceRequired: 'Give the assurance reference (the engagement or report number)',
} as const;

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD, for example 2026-03-31';
const AS_OF_MESSAGE =
  'Enter the as-of instant as a date (YYYY-MM-DD, the end of that day in the UAE) or an ISO date and time';
const day = z.iso.date({ error: DATE_MESSAGE });

export const statementQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    asOf: z
      .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: AS_OF_MESSAGE })
      .optional(),
    methodology: methodologyIdSchema.default(CURRENT_METHODOLOGY_ID),
    scope: z.enum(STATEMENT_SCOPES, { error: STATEMENT_MESSAGES.scope }).default('platform'),
    emirate: emirateSchema.optional(),
    category: z.enum(FOOD_CATEGORIES, { error: STATEMENT_MESSAGES.scopeValue }).optional(),
    businessId: z.string().uuid(STATEMENT_MESSAGES.scopeValue).optional(),
    /** The PDF's language. */
    lang: z.enum(['en', 'ar']).default('en'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The last day must not be before the first day',
  })
  .refine((query) => query.scope !== 'emirate' || query.emirate, {
    path: ['emirate'],
    message: STATEMENT_MESSAGES.scopeValue,
  })
  .refine((query) => query.scope !== 'category' || query.category, {
    path: ['category'],
    message: STATEMENT_MESSAGES.scopeValue,
  });
export type StatementQuery = z.output<typeof statementQuerySchema>;

/** What a statement is of: enough to fold it again. */
export const statementScopeSchema = z.object({
  level: z.enum(STATEMENT_SCOPES),
  /** The emirate, category or business id; null for the platform. */
  value: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  methodology: methodologyIdSchema,
});
export type StatementScope = z.infer<typeof statementScopeSchema>;

const weightSchema = z.object({
  grams: z.number().int(),
  kg: z.string(),
  /** The range the weight bands give: [low, high] grams. */
  lowGrams: z.number().int(),
  highGrams: z.number().int(),
});
export type StatementWeight = z.infer<typeof weightSchema>;

const byBasisSchema = z.object({
  measured: z.number().int(),
  declared: z.number().int(),
  estimated: z.number().int(),
});

/** A statement's figures as first reported, changed since by events recorded later. */
export const restatementSchema = z.object({
  statementId: z.string(),
  scope: statementScopeSchema,
  firstAsOf: z.string(),
  changes: z.array(z.object({ figure: z.string(), firstReported: z.number(), now: z.number() })),
  /** The events that caused it: counted now, recorded after the statement's as-of position. */
  events: z.array(
    z.object({ id: z.string(), type: z.string(), recordedAt: z.string(), occurredAt: z.string() }),
  ),
});
export type Restatement = z.infer<typeof restatementSchema>;

export const assuranceSchema = z.object({
  provider: z.string(),
  standard: z.string(),
  reference: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});

export const impactStatementSchema = z.object({
  id: z.string(),
  scope: statementScopeSchema.extend({
    /** The emirate's, category's or business's name as read now (gone with an erased account). */
    label: z.string().nullable(),
    materialType: z.literal('food'),
    boundary: z.object({
      categories: z.array(z.string()),
      emirates: z.array(z.string()),
      organisation: z.string().nullable(),
    }),
    destinationsCovered: z.array(z.enum(FLW_DESTINATIONS)),
  }),
  asOf: z.string(),
  /** The log position it was read to ("commit-prepare"); events after it are not counted. */
  asOfPosition: z.string(),
  methodology: z.object({ id: methodologyIdSchema, title: z.string() }),
  eventsCounted: z.number().int(),
  redistributed: weightSchema.extend({
    byBasis: byBasisSchema,
    items: z.number().int(),
    meals: z.number().int(),
    mealGrams: z.number().int(),
  }),
  notRedistributed: weightSchema.extend({
    byBasis: byBasisSchema,
    byDestination: z.array(
      z.object({
        destination: z.enum([...FLW_DESTINATIONS, 'not_recorded']),
        items: z.number().int(),
        weight: weightSchema,
      }),
    ),
  }),
  causes: z.array(
    z.object({
      cause: z.enum([...SURPLUS_CAUSES, 'not_recorded']),
      items: z.number().int(),
      grams: z.number().int(),
      kg: z.string(),
    }),
  ),
  claims: z.object({
    label: z.string(),
    co2eMilligrams: z.number().int(),
    co2eKg: z.string(),
    waterMicrolitres: z.number().int().nullable(),
    waterLitres: z.string().nullable(),
    methodologyVersion: methodologyIdSchema,
    sources: z.array(impactSourceSchema),
  }),
  esrsE5: z.object({
    divertedTonnes: z.string(),
    divertedRows: z.array(z.object({ key: z.string(), tonnes: z.string() })),
    disposalTonnes: z.string(),
    disposalRows: z.array(z.object({ key: z.string(), tonnes: z.string() })),
    unclassifiedTonnes: z.string(),
  }),
  bands: z.object({
    measured: z.number(),
    declared: z.number(),
    estimated: z.number(),
  }),
  methods: z.array(z.string()),
  assurance: z.union([
    z.object({ status: z.literal('not_assured') }),
    assuranceSchema.extend({ status: z.literal('assured') }),
  ]),
  restatements: z.array(restatementSchema),
});
export type ImpactStatement = z.infer<typeof impactStatementSchema>;

export const verificationSchema = z.object({
  statementId: z.string(),
  result: z.enum(['matches', 'differs']),
  asOf: z.string(),
  asOfPosition: z.string(),
  /** What differs between the figures as issued and as recomputed from the log as of then. */
  differences: z.array(
    z.object({ figure: z.string(), issued: z.number(), recomputed: z.number() }),
  ),
  /** Why, in words: an account erased since (figures kept, names gone), another version. */
  notes: z.array(z.string()),
  /** What the log says now of the same period: restatements since the statement was issued. */
  since: z.array(restatementSchema),
});
export type Verification = z.infer<typeof verificationSchema>;

const required = (message: string) =>
  text({ error: message }).min(1, message).max(200, 'Use at most 200 characters');
export const assurancePayloadSchema = z.object({
  provider: required(STATEMENT_MESSAGES.providerRequired),
  standard: required(STATEMENT_MESSAGES.standardRequired),
  reference: required(STATEMENT_MESSAGES.referenceRequired),
});

export const restatementsQuerySchema = z.object({ from: day.optional(), to: day.optional() });

/** Events of `impact-statement-<id>` streams: a statement issued, and assured. */
export const impactStatementIssuedSchema = z.object({
  type: z.literal('ImpactStatementIssued'),
  data: z.object({
    statementId: z.string(),
    scope: statementScopeSchema,
    asOf: z.string(),
    asOfPosition: z.string(),
    /** The figures as first reported, by name (grams, milligrams, microlitres). */
    figures: z.record(z.string(), z.number()),
    issuedBy: z.string(),
    issuedAt: z.string(),
  }),
});
export const impactStatementAssuredSchema = z.object({
  type: z.literal('ImpactStatementAssured'),
  data: z.object({
    statementId: z.string(),
    provider: z.string(),
    standard: z.string(),
    reference: z.string(),
    recordedBy: z.string(),
    recordedAt: z.string(),
  }),
});
export const impactStatementEventSchema = z.discriminatedUnion('type', [
  impactStatementIssuedSchema,
  impactStatementAssuredSchema,
]);
export type ImpactStatementEvent = z.infer<typeof impactStatementEventSchema>;
export const statementStreamId = (statementId: string) => `impact-statement-${statementId}`;

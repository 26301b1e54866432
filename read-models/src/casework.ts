import type { AppealStatus } from '@foodshare/contracts/casework';
import type {
  AppealDecision,
  AppealGrounds,
  NoteVisibility,
} from '@foodshare/contracts/casework-events';
import type { PersonalText } from '@foodshare/contracts/personal-data';
import { sql } from 'kysely';
import {
  bool,
  createTable,
  doublePrecision,
  type Json,
  jsonb,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/** Who holds each case now; a row whose `expires_at` has passed holds nothing (docs/product.md §18). */
export const caseClaims = table('case_claims', {
  item_id: uuid().primaryKey(),
  moderator_id: uuid().notNull(),
  since: timestamptz().notNull(),
  expires_at: timestamptz().notNull(),
});
export type CaseClaimsTable = RowOf<typeof caseClaims>;

/** Moderators' notes on cases: internal ones for staff, donor ones for the donor too. */
export const caseNotes = table('case_notes', {
  id: uuid().primaryKey(),
  item_id: uuid().notNull(),
  author_id: uuid().notNull(),
  visibility: text<NoteVisibility>().notNull(),
  text: text().notNull(),
  added_at: timestamptz().notNull(),
});
export type CaseNotesTable = RowOf<typeof caseNotes>;

/**
 * The decision that took an item off the lists, as its donor reads it and may appeal it: a
 * rejection (the moderator's reason, or the check's) or a take-down.
 */
export const caseDecisions = table('case_decisions', {
  item_id: uuid().primaryKey(),
  grounds: text<AppealGrounds>().notNull(),
  reason: text(),
  decided_by: text().notNull(),
  decided_at: timestamptz().notNull(),
});
export type CaseDecisionsTable = RowOf<typeof caseDecisions>;

/** Appeals, one per item at most (the appeal's id is the item's). */
export const caseAppeals = table('case_appeals', {
  item_id: uuid().primaryKey(),
  donor_id: uuid().notNull(),
  grounds: text<AppealGrounds>().notNull(),
  original_decision_by: text().notNull(),
  /** The donor's words, sealed under their key. */
  message: jsonb<Json<PersonalText>>(),
  status: text<AppealStatus>().notNull(),
  lodged_at: timestamptz().notNull(),
  decided_by: uuid(),
  decision: text<AppealDecision>(),
  decision_reason: text(),
  decided_at: timestamptz(),
  relisted: bool(),
});
export type CaseAppealsTable = RowOf<typeof caseAppeals>;

/** Each reporter's last decided reports (newest last, at most 50) and whether they are muted. */
export const reporterStandings = table('reporter_standings', {
  reporter_id: uuid().primaryKey(),
  recent: jsonb<Json<boolean[]>>().notNull(),
  muted: bool().notNull(),
  muted_reason: text(),
  muted_by: uuid(),
  muted_at: timestamptz(),
});
export type ReporterStandingsTable = RowOf<typeof reporterStandings>;

/** What each report weighed toward hiding its item when it was made (1 before weighting). */
export const reportWeights = table('report_weights', {
  report_id: uuid().primaryKey(),
  weight: doublePrecision().notNull(),
});
export type ReportWeightsTable = RowOf<typeof reportWeights>;

const TABLES = [
  caseClaims,
  caseNotes,
  caseDecisions,
  caseAppeals,
  reporterStandings,
  reportWeights,
] as const;

export const caseworkSchema: ReadModelSchema<(typeof TABLES)[number]['name']> = {
  tables: TABLES.map((each) => each.name),
  async createTables(db) {
    for (const each of TABLES) await createTable(db, each);
    await sql`create index case_notes_item_id_idx on case_notes (item_id, added_at)`.execute(db);
  },
  async createReadIndexes(db) {
    await sql`create index if not exists case_appeals_status_lodged_at_idx
      on case_appeals (status, lodged_at)`.execute(db);
  },
};

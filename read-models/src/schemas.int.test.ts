import { createKysely } from '@foodshare/platform/database/connection';
import { migratePlatform } from '@foodshare/platform/database/platform-migrations';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountClosureAccounts,
  accountClosureItems,
  accountClosureRequests,
  accountClosureSchema,
} from './account-closure';
import {
  caseAppeals,
  caseClaims,
  caseDecisions,
  caseNotes,
  caseworkSchema,
  reporterStandings,
  reportWeights,
} from './casework';
import { collectionHubs, collectionHubsSchema } from './collection-hubs';
import { foodItems, foodItemsSchema, foodRequests } from './food-items';
import { impactSchema, impactTables } from './impact';
import {
  moderationItems,
  moderationReports,
  moderationRequests,
  moderationSchema,
} from './moderation';
import {
  moderationMetricAppeals,
  moderationMetricDecisions,
  moderationMetricHidings,
  moderationMetricReports,
  moderationMetricsSchema,
  moderationMetricWaits,
} from './moderation-metrics';
import {
  notificationClosedAccounts,
  notificationItems,
  notificationRequests,
  notifications,
  notificationsSchema,
} from './notifications';
import { pendingFoodWork, pendingFoodWorkSchema } from './pending-food-work';
import { staffActions, staffAuditSchema } from './staff-audit';
import { contactMessages, hubApplications, staffInboxSchema } from './staff-inbox';
import { stats, statsDonors, statsSchema } from './stats';
import type { ReadModelSchema, Table } from './table';
import { users, usersSchema } from './users';

let database: TestDatabase;
let db: Kysely<unknown>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely<unknown>(database.pool);
  // search_normalise and pg_trgm, which the read indexes use.
  await migratePlatform(db);
});
afterAll(async () => {
  await database?.close();
});

const impact = (methodology: 'v1' | 'v2') => {
  const { facts, items, people } = impactTables(methodology);
  return [impactSchema(methodology), [facts, items, people]] as const;
};

/** Each read model's schema with the tables it declares. */
const SCHEMAS: Record<string, readonly [ReadModelSchema, readonly Table[]]> = {
  users: [usersSchema, [users]],
  'food-items': [foodItemsSchema, [foodItems, foodRequests]],
  'collection-hubs': [collectionHubsSchema, [collectionHubs]],
  stats: [statsSchema, [stats, statsDonors]],
  notifications: [
    notificationsSchema,
    [notifications, notificationItems, notificationRequests, notificationClosedAccounts],
  ],
  moderation: [moderationSchema, [moderationItems, moderationReports, moderationRequests]],
  'moderation-metrics': [
    moderationMetricsSchema,
    [
      moderationMetricWaits,
      moderationMetricDecisions,
      moderationMetricReports,
      moderationMetricHidings,
      moderationMetricAppeals,
    ],
  ],
  'staff-inbox': [staffInboxSchema, [hubApplications, contactMessages]],
  'staff-audit': [staffAuditSchema, [staffActions]],
  'impact-v1': impact('v1'),
  'impact-v2': impact('v2'),
  'pending-food-work': [pendingFoodWorkSchema, [pendingFoodWork]],
  casework: [
    caseworkSchema,
    [caseClaims, caseNotes, caseDecisions, caseAppeals, reporterStandings, reportWeights],
  ],
  'account-closure': [
    accountClosureSchema,
    [accountClosureItems, accountClosureRequests, accountClosureAccounts],
  ],
};

/** The declared type as PostgreSQL's catalogue writes it. */
const catalogued = (sqlType: string) =>
  sqlType === 'timestamptz' ? 'timestamp with time zone' : sqlType.replaceAll(', ', ',');

/** The tables one schema creates, with their columns as the catalogue has them, in order. */
async function created(schema: ReadModelSchema, namespace: string) {
  await db.transaction().execute(async (trx) => {
    await sql.raw(`create schema ${namespace}`).execute(trx);
    await sql.raw(`set local search_path to ${namespace}, public`).execute(trx);
    await schema.createTables(trx);
    await schema.createReadIndexes?.(trx);
  });
  const { rows } = await sql<{ table: string; column: string; type: string; not_null: boolean }>`
    select c.relname as table, a.attname as column,
      format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${namespace} and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`.execute(db);
  const tables = new Map<string, { column: string; type: string; notNull: boolean }[]>();
  for (const row of rows)
    tables.set(row.table, [
      ...(tables.get(row.table) ?? []),
      { column: row.column, type: row.type, notNull: row.not_null },
    ]);
  return tables;
}

describe('each read model’s schema', () => {
  it('creates the tables it names, each with the columns declared, in order, typed and nullable as declared', async () => {
    for (const [name, [schema, declared]] of Object.entries(SCHEMAS)) {
      const tables = await created(schema, `rm_test_${name.replaceAll('-', '_')}`);
      expect({ name, tables: [...tables.keys()].sort() }).toEqual({
        name,
        tables: [...schema.tables].sort(),
      });
      for (const table of declared) {
        const expected = Object.entries(table.columns).map(([column, declaredColumn]) => {
          const { notNull, primaryKey, identity } = declaredColumn.constraints;
          return {
            column,
            type: catalogued(declaredColumn.sqlType),
            notNull: Boolean(notNull || primaryKey || identity),
          };
        });
        expect({ table: table.name, columns: tables.get(table.name) }).toEqual({
          table: table.name,
          columns: expected,
        });
      }
    }
  });
});

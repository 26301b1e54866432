import { createTable, type ReadModelSchema, type RowOf, table, uuid } from './table';

/*
 * What the account-closure process manager remembers: whose items and requests there are, and
 * the deleted accounts (anything of theirs recorded later is closed too).
 */

export const accountClosureItems = table('account_closure_items', {
  item_id: uuid().primaryKey(),
  donor_id: uuid().notNull(),
});
export type AccountClosureItemsTable = RowOf<typeof accountClosureItems>;

export const accountClosureRequests = table('account_closure_requests', {
  request_id: uuid().primaryKey(),
  item_id: uuid().notNull(),
  requester_id: uuid().notNull(),
});
export type AccountClosureRequestsTable = RowOf<typeof accountClosureRequests>;

export const accountClosureAccounts = table('account_closure_accounts', {
  user_id: uuid().primaryKey(),
});
export type AccountClosureAccountsTable = RowOf<typeof accountClosureAccounts>;

export const accountClosureSchema: ReadModelSchema<
  | typeof accountClosureItems.name
  | typeof accountClosureRequests.name
  | typeof accountClosureAccounts.name
> = {
  tables: [accountClosureItems.name, accountClosureRequests.name, accountClosureAccounts.name],
  async createTables(db) {
    await createTable(db, accountClosureItems);
    await db.schema
      .createIndex('account_closure_items_donor')
      .on('account_closure_items')
      .column('donor_id')
      .execute();
    await createTable(db, accountClosureRequests);
    await db.schema
      .createIndex('account_closure_requests_requester')
      .on('account_closure_requests')
      .column('requester_id')
      .execute();
    await createTable(db, accountClosureAccounts);
  },
};

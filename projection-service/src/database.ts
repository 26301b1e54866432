import type { PlatformTables } from '@foodshare/platform/database/platform-tables';
import type { ColumnType, Kysely } from 'kysely';
import type {
  AccountClosureAccountsTable,
  AccountClosureItemsTable,
  AccountClosureRequestsTable,
} from './process-managers/account-closure-rows';
import type { CollectionHubsTable } from './projections/collection-hubs-rows';
import type { FoodItemsTable, FoodRequestsTable } from './projections/food-items-rows';
import type { ImpactReadModels } from './projections/impact-rows';
import type {
  ModerationItemsTable,
  ModerationReportsTable,
  ModerationRequestsTable,
} from './projections/moderation-rows';
import type {
  NotificationClosedAccountsTable,
  NotificationItemsTable,
  NotificationRequestsTable,
  NotificationsTable,
} from './projections/notification-rows';
import type { PendingFoodWorkTable } from './projections/pending-food-work-rows';
import type {
  ContactMessagesTable,
  HubApplicationsTable,
  StaffActionsTable,
} from './projections/staff-inbox-rows';
import type { StatsDonorsTable, StatsTable } from './projections/stats-rows';
import type { UsersTable } from './projections/users-rows';

export type { CollectionHubsTable } from './projections/collection-hubs-rows';
export type { FoodItemsTable, FoodRequestsTable } from './projections/food-items-rows';
export type { ImpactFactsTable } from './projections/impact-rows';
export type {
  ModerationItemsTable,
  ModerationReportsTable,
  ModerationRequestsTable,
} from './projections/moderation-rows';
export type {
  NotificationItemsTable,
  NotificationRequestsTable,
  NotificationsTable,
} from './projections/notification-rows';
export type {
  ContactMessagesTable,
  HubApplicationsTable,
  StaffActionsTable,
} from './projections/staff-inbox-rows';
export type { StatsTable } from './projections/stats-rows';
export type { UsersTable } from './projections/users-rows';
export { userFromRow } from './projections/users-rows';

/**
 * The read side's tables as readers see them (public views onto each projection's live
 * generation) and as projections write them. Each projection owns its tables and their row
 * types (`projections/*-rows.ts`, typed by the contracts' enums); this is where they meet.
 */
export type ReadModels = {
  users: UsersTable;
  food_items: FoodItemsTable;
  food_requests: FoodRequestsTable;
  collection_hubs: CollectionHubsTable;
  stats: StatsTable;
  stats_donors: StatsDonorsTable;
  notifications: NotificationsTable;
  notification_items: NotificationItemsTable;
  notification_requests: NotificationRequestsTable;
  notification_closed_accounts: NotificationClosedAccountsTable;
  account_closure_items: AccountClosureItemsTable;
  account_closure_requests: AccountClosureRequestsTable;
  account_closure_accounts: AccountClosureAccountsTable;
  moderation_items: ModerationItemsTable;
  moderation_reports: ModerationReportsTable;
  moderation_requests: ModerationRequestsTable;
  hub_applications: HubApplicationsTable;
  contact_messages: ContactMessagesTable;
  staff_actions: StaffActionsTable;
  pending_food_work: PendingFoodWorkTable;
} & ImpactReadModels;

export type ReadModelTable = keyof ReadModels & string;

/** The runner's own table: each projection's generations and how far each has got. */
export type ProjectionGenerationsTable = {
  name: string;
  generation: number;
  version: number;
  status: 'building' | 'live' | 'retired';
  checkpoint_commit: string;
  checkpoint_prepare: string;
  updated_at: Date;
};

/** A projection generation stopped on an event that keeps failing (see parking.ts). */
export type ProjectionParkedTable = {
  name: string;
  generation: number;
  event_id: string;
  event_type: string;
  stream_id: string;
  position_commit: string;
  position_prepare: string;
  correlation_id: string | null;
  error: string;
  attempts: number;
  parked_at: ColumnType<Date, Date | undefined, Date>;
};

/** The runner's own tables. */
type RunnerTables = {
  projection_generations: ProjectionGenerationsTable;
  projection_parked: ProjectionParkedTable;
};

/** The whole database as the services see it: the platform's tables and the read models. */
export type AppDatabase = ReadModels & PlatformTables & RunnerTables;

/** The platform's database seen with the read models' tables too (the same connections). */
export function withReadModels(db: Kysely<PlatformTables>): Kysely<AppDatabase> {
  return db.withTables<ReadModels & RunnerTables>();
}

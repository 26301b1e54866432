import type { PlatformTables } from '@foodshare/platform/database/platform-tables';
import type { ColumnType, Kysely } from 'kysely';
import type {
  AccountClosureAccountsTable,
  AccountClosureItemsTable,
  AccountClosureRequestsTable,
} from './account-closure';
import type {
  CaseAppealsTable,
  CaseClaimsTable,
  CaseDecisionsTable,
  CaseNotesTable,
  ReporterStandingsTable,
  ReportWeightsTable,
} from './casework';
import type {
  CharityOffersTable,
  CharityVerificationsTable,
  CharityWindowsTable,
} from './charities';
import type { CollectionHubsTable } from './collection-hubs';
import type { FoodItemsTable, FoodRequestsTable, NoShowsTable } from './food-items';
import type { ImpactReadModels } from './impact';
import type {
  ModerationItemsTable,
  ModerationReportsTable,
  ModerationRequestsTable,
} from './moderation';
import type {
  ModerationMetricAppealsTable,
  ModerationMetricDecisionsTable,
  ModerationMetricHandoversTable,
  ModerationMetricHidingsTable,
  ModerationMetricReportsTable,
  ModerationMetricWaitsTable,
} from './moderation-metrics';
import type { NotificationPreferencesTable, PushSubscriptionsTable } from './notification-settings';
import type {
  NotificationClosedAccountsTable,
  NotificationItemsTable,
  NotificationRequestsTable,
  NotificationsTable,
  NotificationVerifiedCharitiesTable,
} from './notifications';
import type { PendingFoodWorkTable } from './pending-food-work';
import type { PickupReminderItemsTable, PickupReminderRequestsTable } from './pickup-reminders';
import type { StaffActionsTable } from './staff-audit';
import type { ContactMessagesTable, HubApplicationsTable } from './staff-inbox';
import type { StatsDonorsTable, StatsTable } from './stats';
import type { SurplusTemplatesTable } from './surplus-templates';
import type { UsersTable } from './users';

/**
 * The read side's tables as readers see them (public views onto each projection's live
 * generation) and as projections write them: each declared once, in the module of its read
 * model, typed by the contracts' enums.
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
  push_subscriptions: PushSubscriptionsTable;
  notification_preferences: NotificationPreferencesTable;
  account_closure_items: AccountClosureItemsTable;
  account_closure_requests: AccountClosureRequestsTable;
  account_closure_accounts: AccountClosureAccountsTable;
  moderation_items: ModerationItemsTable;
  moderation_reports: ModerationReportsTable;
  moderation_requests: ModerationRequestsTable;
  moderation_metric_waits: ModerationMetricWaitsTable;
  moderation_metric_decisions: ModerationMetricDecisionsTable;
  moderation_metric_reports: ModerationMetricReportsTable;
  moderation_metric_hidings: ModerationMetricHidingsTable;
  moderation_metric_appeals: ModerationMetricAppealsTable;
  moderation_metric_handovers: ModerationMetricHandoversTable;
  surplus_templates: SurplusTemplatesTable;
  hub_applications: HubApplicationsTable;
  contact_messages: ContactMessagesTable;
  staff_actions: StaffActionsTable;
  pending_food_work: PendingFoodWorkTable;
  pickup_reminder_items: PickupReminderItemsTable;
  pickup_reminder_requests: PickupReminderRequestsTable;
  no_shows: NoShowsTable;
  case_claims: CaseClaimsTable;
  case_notes: CaseNotesTable;
  case_decisions: CaseDecisionsTable;
  case_appeals: CaseAppealsTable;
  reporter_standings: ReporterStandingsTable;
  report_weights: ReportWeightsTable;
  charity_verifications: CharityVerificationsTable;
  charity_windows: CharityWindowsTable;
  charity_offers: CharityOffersTable;
  notification_verified_charities: NotificationVerifiedCharitiesTable;
} & ImpactReadModels;

export type ReadModelTable = keyof ReadModels & string;

/** Each projection's generations and how far each has got (the platform's migrations create it). */
export type ProjectionGenerationsTable = {
  name: string;
  generation: number;
  version: number;
  status: 'building' | 'live' | 'retired';
  checkpoint_commit: string;
  checkpoint_prepare: string;
  updated_at: Date;
};

/** A projection generation stopped on an event that keeps failing. */
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

/** Where each read model's generations stand: the runner writes it, readers wait on it. */
type GenerationTables = {
  projection_generations: ProjectionGenerationsTable;
  projection_parked: ProjectionParkedTable;
};

/** The whole database as the services see it: the platform's tables and the read models. */
export type AppDatabase = ReadModels & PlatformTables & GenerationTables;

/** The platform's database seen with the read models' tables too (the same connections). */
export function withReadModels(db: Kysely<PlatformTables>): Kysely<AppDatabase> {
  return db.withTables<ReadModels & GenerationTables>();
}

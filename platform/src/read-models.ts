import type { SessionTable } from './sessions/session-store';
import type { PersonalDataKeyTable } from './vault/personal-data-vault';

/**
 * The read side's tables as the query service sees them (public views onto each projection's
 * live generation) and as projections write them. Projections own their tables; this is the
 * one shared description of their shape.
 */
export interface UsersTable {
  id: string;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  role: string;
  bio: string | null;
  is_public_profile: boolean;
  business_name: string | null;
  business_address: string | null;
  phone_number: string | null;
  donation_count: number;
  created_at: Date;
  updated_at: Date;
}

export interface StatsTable {
  id: string;
  total_donations: number;
  active_donors: number;
  total_users: number;
}

export interface StatsDonorsTable {
  user_id: string;
}

export interface ProjectionGenerationsTable {
  name: string;
  generation: number;
  version: number;
  status: 'building' | 'live' | 'retired';
  checkpoint_commit: string;
  checkpoint_prepare: string;
  updated_at: Date;
}

export interface ReadModels {
  users: UsersTable;
  stats: StatsTable;
  stats_donors: StatsDonorsTable;
}

export interface PlatformTables {
  session: SessionTable;
  personal_data_keys: PersonalDataKeyTable;
  projection_generations: ProjectionGenerationsTable;
}

export type AppDatabase = ReadModels & PlatformTables;

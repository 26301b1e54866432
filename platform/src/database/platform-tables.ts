import type { ImpactRebuildTables } from '../impact-rebuilds';
import type { SessionTable } from '../sessions/session-store';
import type { PersonalDataKeyTable } from '../vault/personal-data-vault';
import type { ErasureCompactionsTable } from './erasure-compaction';

/** The platform's own tables (made by its migrations); the read models add theirs above it. */
export interface PlatformTables extends ImpactRebuildTables {
  session: SessionTable;
  personal_data_keys: PersonalDataKeyTable;
  erasure_compactions: ErasureCompactionsTable;
}

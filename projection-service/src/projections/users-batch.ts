import type { PersonalData, Sealed } from '@foodshare/contracts/personal-data';
import { openPersonalDataWith, readKeys } from '@foodshare/platform/vault/personal-data-vault';
import type { AppDatabase } from '@foodshare/read-models/database';
import { columnTypesWithout } from '@foodshare/read-models/table';
import { type UsersTable, users } from '@foodshare/read-models/users';
import { sql, type Transaction } from 'kysely';
import type { ProjectedEvent } from '../projection';
import { insertColumns } from './unnest-rows';

/** A registration's row: staff roles start empty, as the column's default. */
type NewUser = Omit<UsersTable, 'staff_roles'>;

const USER_COLUMNS = columnTypesWithout(users.columnTypes, 'staff_roles');

/**
 * One batch of the users read model. Registrations are kept as rows and handovers as counts per
 * donor, and written once, as one statement each (`flush`): the rows first, then the counts, as
 * each registration came before the handovers kept with it. Whatever else touches a person (a
 * profile edit, a deletion, a staff role) first writes what is kept for that person, and a
 * registration does the same for a person with handovers kept before it, so every statement
 * meets the row as it would one event at a time. People's keys are read once for the batch.
 */
export class UsersBatch {
  private rows = new Map<string, NewUser>();
  private counts = new Map<string, number>();

  private constructor(private readonly keys: ReadonlyMap<string, Buffer>) {}

  static async prepare(
    events: readonly ProjectedEvent[],
    db: Transaction<AppDatabase>,
  ): Promise<UsersBatch> {
    const sealed = events.flatMap((event) =>
      event.type === 'UserRegistered' || event.type === 'UserProfileUpdated'
        ? [event.data.personal.keyId]
        : [],
    );
    return new UsersBatch(await readKeys(db, sealed));
  }

  /** A person's sealed fields, opened with the keys read for the batch. */
  open(sealed: Sealed): PersonalData {
    return openPersonalDataWith(this.keys, sealed);
  }

  /** The row a registration makes; a second registration of the same person changes nothing. */
  async registered(row: NewUser, db: Transaction<AppDatabase>): Promise<void> {
    if (this.counts.has(row.id)) await this.flush(db);
    if (!this.rows.has(row.id)) this.rows.set(row.id, row);
  }

  collected(donorId: string): void {
    this.counts.set(donorId, (this.counts.get(donorId) ?? 0) + 1);
  }

  /** Writes what is kept, if any of it is this person's: their next statement sees it. */
  async flushFor(userId: string, db: Transaction<AppDatabase>): Promise<void> {
    if (this.rows.has(userId) || this.counts.has(userId)) await this.flush(db);
  }

  async flush(db: Transaction<AppDatabase>): Promise<void> {
    const rows = [...this.rows.values()];
    const counts = [...this.counts];
    this.rows = new Map();
    this.counts = new Map();
    // Rows as registrations insert them: a person already there keeps their row.
    await insertColumns(db, users.name, USER_COLUMNS, rows, sql`on conflict (id) do nothing`);
    if (counts.length === 0) return;
    await sql`update users set donation_count = users.donation_count + collected.n
      from unnest(${counts.map(([id]) => id)}::uuid[], ${counts.map(([, n]) => n)}::integer[])
        as collected(id, n)
      where users.id = collected.id`.execute(db);
  }
}

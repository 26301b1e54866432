import { normaliseForSearch } from '@foodshare/contracts/text';
import { type RawBuilder, sql } from 'kysely';

/**
 * The ILIKE pattern for text that contains what a person typed, spelling variants folded as
 * `searchable` folds the column (contracts' normaliseForSearch); `%` and `_` typed by a person
 * are literal characters, not wildcards.
 */
export function containsPattern(text: string): string {
  return `%${normaliseForSearch(text).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A column as search compares it: `public.search_normalise` (a platform migration), the
 * expression the read models' trigram indexes are built on, so a search still walks an index.
 */
export function searchable(column: string): RawBuilder<string> {
  return sql<string>`public.search_normalise(${sql.ref(column)})`;
}

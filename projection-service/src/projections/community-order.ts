import { type RawBuilder, sql } from 'kysely';

/**
 * The expressions the community list sorts and searches by, written once: the users read
 * model's indexes are built on them and the query service compares them, so the two match
 * and a read walks an index. Columns are the users table's, unqualified.
 */

/** The name a profile is shown and sorted by: business name, else full name, else 'User'. */
export function profileNameKey(): RawBuilder<string> {
  return sql<string>`lower(coalesce(nullif(business_name, ''),
    nullif(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), 'User'))`;
}

/**
 * What a community search looks in, folded as search folds it (`public.search_normalise`):
 * first name, last name, business name and bio, a line apart so no word spans two of them.
 */
export function profileSearchText(): RawBuilder<string> {
  return sql<string>`public.search_normalise(coalesce(first_name, '') || chr(10) ||
    coalesce(last_name, '') || chr(10) || coalesce(business_name, '') || chr(10) ||
    coalesce(bio, ''))`;
}

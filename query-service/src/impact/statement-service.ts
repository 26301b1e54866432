import { randomUUID } from 'node:crypto';
import { EMIRATE_LABELS, type EmirateOrUnknown } from '@foodshare/contracts/emirates';
import { DomainError } from '@foodshare/contracts/errors';
import { CATEGORY_LABELS } from '@foodshare/contracts/food-kinds';
import { type MethodologyId, methodologyById } from '@foodshare/contracts/impact-methodology';
import {
  type ImpactStatement,
  type Restatement,
  STATEMENT_MESSAGES,
  type StatementQuery,
  type StatementScope,
  type Verification,
} from '@foodshare/contracts/impact-statement';
import { displayName } from '@foodshare/contracts/users';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
import { asOfOf, buildStatement, identify, restatements, scopeOf } from './statement';
import { allIssued, foldLogAsOf, issuedStatement, recordIssued } from './statement-log';

/**
 * The ESG statement's reads (docs/product.md §13): a statement issued (and recorded as issued,
 * once), the restatements of a period, and a statement verified against the log.
 */
export interface StatementDeps {
  readonly db: Kysely<AppDatabase>;
  readonly store: EventStore;
}

/** The name a scope is known by now: an erased business's name is gone (null). */
export async function scopeLabel(
  db: Kysely<AppDatabase>,
  scope: StatementScope,
): Promise<string | null> {
  switch (scope.level) {
    case 'platform':
      return 'FoodShare UAE';
    case 'emirate':
      return EMIRATE_LABELS[scope.value as EmirateOrUnknown] ?? scope.value;
    case 'category':
      return CATEGORY_LABELS[scope.value as keyof typeof CATEGORY_LABELS] ?? scope.value;
    case 'business': {
      if (!scope.value) return null;
      const row = await db
        .selectFrom('users')
        .select(['username', 'first_name', 'last_name', 'business_name'])
        .where('id', '=', scope.value)
        .executeTakeFirst();
      if (!row) return null;
      return (
        displayName({
          businessName: row.business_name,
          firstName: row.first_name,
          lastName: row.last_name,
        }) || row.username
      );
    }
  }
}

export async function issueStatement(
  deps: StatementDeps,
  query: StatementQuery,
  issuedBy: string,
  now: Date,
): Promise<ImpactStatement> {
  const scope = scopeOf(query);
  const methodology = methodologyById(scope.methodology);
  const asOf = asOfOf(query, now);
  const { fold, asOfPosition } = await foldLogAsOf(deps.store, methodology, asOf);
  const { id } = identify(fold, scope, asOfPosition);
  const [existing, issued, label] = await Promise.all([
    issuedStatement(deps.store, id),
    allIssued(deps.store),
    scopeLabel(deps.db, scope),
  ]);
  const { statement, figures } = buildStatement(fold, {
    scope,
    label,
    asOf,
    asOfPosition,
    assurance: existing?.assurance ?? null,
    restatements: restatements(fold, issued, {
      asOfPosition,
      scope,
      touching: { from: scope.from, to: scope.to },
    }),
  });
  if (!existing)
    await recordIssued(
      deps.store,
      {
        statementId: id,
        scope,
        asOf: asOf.toISOString(),
        asOfPosition,
        figures: figures.named,
        issuedBy,
        issuedAt: now.toISOString(),
      },
      randomUUID(),
    );
  return statement;
}

/** Every change to a figure first reported for a period overlapping `from`–`to`. */
export async function listRestatements(
  deps: StatementDeps,
  period: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<Restatement[]> {
  const issued = await allIssued(deps.store);
  const out: Restatement[] = [];
  for (const id of new Set(issued.map((record) => record.scope.methodology))) {
    const { fold, asOfPosition } = await foldLogAsOf(
      deps.store,
      methodologyById(id as MethodologyId),
      now,
    );
    const ofVersion = issued.filter((record) => record.scope.methodology === id);
    out.push(
      ...restatements(fold, ofVersion, {
        asOfPosition,
        touching: { from: period.from ?? null, to: period.to ?? null },
      }),
    );
  }
  return out;
}

/**
 * Folds the log again as of the statement's recorded position and compares: "matches", or each
 * figure that differs and why. Events recorded after that position change nothing here; what
 * they changed since is listed apart (`since`).
 */
export async function verifyStatement(
  deps: StatementDeps,
  statementId: string,
  now: Date,
): Promise<Verification> {
  const record = await issuedStatement(deps.store, statementId);
  if (!record) throw new DomainError('not_found', STATEMENT_MESSAGES.notIssued);
  const { scope, asOf, asOfPosition, figures } = record.issued;
  const methodology = methodologyById(scope.methodology);
  const then = await foldLogAsOf(deps.store, methodology, new Date(asOf), asOfPosition);
  const recomputed = identify(then.fold, scope, asOfPosition);
  const names = new Set([...Object.keys(figures), ...Object.keys(recomputed.figures.named)]);
  const differences = [...names]
    .map((figure) => ({
      figure,
      issued: figures[figure] ?? 0,
      recomputed: recomputed.figures.named[figure] ?? 0,
    }))
    .filter((row) => row.issued !== row.recomputed);
  const notes: string[] = [];
  if (scope.level === 'business' && (await scopeLabel(deps.db, scope)) === null)
    notes.push(
      "The business's account was erased since: its figures are kept in the log and counted, its name is gone.",
    );
  if (differences.length > 0)
    notes.push(
      'The log as of the statement’s position gives other figures than were issued: the statement was not issued from this log, or its events were changed.',
    );
  else if (recomputed.id !== statementId)
    notes.push(
      'The figures match, but the events counted differ from those the statement was issued from.',
    );
  const current = await foldLogAsOf(deps.store, methodology, now);
  return {
    statementId,
    result: differences.length === 0 && recomputed.id === statementId ? 'matches' : 'differs',
    asOf,
    asOfPosition,
    differences,
    notes,
    since: restatements(current.fold, [record.issued], { asOfPosition: current.asOfPosition }),
  };
}

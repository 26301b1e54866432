import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import {
  type ImpactStatementEvent,
  impactStatementEventSchema,
  STATEMENT_MESSAGES,
  statementStreamId,
} from '@foodshare/contracts/impact-statement';
import type { Decider } from '../command-handling/decider';

/**
 * `impact-statement-<id>`: a statement as first issued (the query side records it when it issues
 * it) and the assurances an analyst records on it (docs/product.md §13). An assurance is an event:
 * who assured it, under which standard, and when, never an edit of the statement.
 */
export type StatementState =
  | { readonly issued: false }
  | {
      readonly issued: true;
      readonly statementId: string;
      readonly assurance: { provider: string; standard: string; reference: string } | null;
    };

export interface RecordAssurance {
  readonly type: 'RecordAssurance';
  readonly provider: string;
  readonly standard: string;
  readonly reference: string;
  readonly actorId: string;
  readonly now: Date;
}

export const statementDecider: Decider<RecordAssurance, ImpactStatementEvent, StatementState> = {
  initialState: { issued: false },
  evolve(state, event) {
    if (event.type === 'ImpactStatementIssued')
      return state.issued
        ? state
        : { issued: true, statementId: event.data.statementId, assurance: null };
    if (!state.issued) return state;
    const { provider, standard, reference } = event.data;
    return { ...state, assurance: { provider, standard, reference } };
  },
  decide(command, state) {
    if (!state.issued) throw new DomainError('not_found', STATEMENT_MESSAGES.notIssued);
    const { provider, standard, reference } = command;
    const same = state.assurance;
    // The same assurance again (a retry) records nothing.
    if (
      same &&
      same.provider === provider &&
      same.standard === standard &&
      same.reference === reference
    )
      return [];
    return [
      {
        type: 'ImpactStatementAssured',
        data: {
          statementId: state.statementId,
          provider,
          standard,
          reference,
          recordedBy: command.actorId,
          recordedAt: command.now.toISOString(),
        },
      },
    ];
  },
  parse: (recorded, streamStart) => parseEvent(impactStatementEventSchema, recorded, streamStart),
};

export { statementStreamId };

import type { ImpactStatementEvent } from '@foodshare/contracts/impact-statement';
import { STATEMENT_MESSAGES } from '@foodshare/contracts/impact-statement';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { statementDecider } from './statement-decider';

const given = specification(statementDecider);
const statementId = `fs-${'0'.repeat(32)}`;
const analystId = '55555555-5555-4555-8555-555555555555';
const now = new Date('2026-12-01T09:00:00Z');

const issued: ImpactStatementEvent = {
  type: 'ImpactStatementIssued',
  data: {
    statementId,
    scope: { level: 'platform', value: null, from: null, to: null, methodology: 'v1' },
    asOf: '2026-11-30T19:59:59.999Z',
    asOfPosition: '12-12',
    figures: { 'redistributed.grams': 16_320 },
    issuedBy: analystId,
    issuedAt: '2026-11-30T20:00:00.000Z',
  },
};

const assurance = {
  provider: 'Gulf Assurance LLP',
  standard: 'ISAE 3000 (Revised), limited assurance',
  reference: 'GA-2026-118',
};

const assure = (changes: Partial<typeof assurance> = {}) => ({
  type: 'RecordAssurance' as const,
  ...assurance,
  ...changes,
  actorId: analystId,
  now,
});

const assured = (changes: Partial<typeof assurance> = {}): ImpactStatementEvent => ({
  type: 'ImpactStatementAssured',
  data: {
    statementId,
    ...assurance,
    ...changes,
    recordedBy: analystId,
    recordedAt: now.toISOString(),
  },
});

describe('recording an assurance on a statement (docs/product.md §13)', () => {
  it('records who assured an issued statement, under which standard, and when', () => {
    given([issued]).when(assure()).then([assured()]);
  });

  it('is refused for a statement never issued', () => {
    given([])
      .when(assure())
      .thenThrows({ code: 'not_found', message: STATEMENT_MESSAGES.notIssued });
  });

  it('records nothing when the same assurance is sent again', () => {
    given([issued, assured()]).when(assure()).then([]);
  });

  it('records a later assurance as an event of its own, the earlier one kept', () => {
    given([issued, assured()])
      .when(assure({ reference: 'GA-2027-004' }))
      .then([assured({ reference: 'GA-2027-004' })]);
  });
});

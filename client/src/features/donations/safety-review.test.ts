import { describe, expect, it } from 'vitest';
import { safetyReviewSummary } from './safety-review';

const reason = (verdict: 'pass' | 'review' | 'reject', message: string, rule = 1) => ({
  rule,
  verdict,
  message,
});

describe('safetyReviewSummary', () => {
  it('says an approved item passed the safety check', () => {
    expect(
      safetyReviewSummary({
        reviewStatus: 'approved',
        safetyVerdict: 'pass',
        safetyReasons: [reason('pass', 'Fresh produce, untouched.')],
      }),
    ).toEqual({
      status: 'approved',
      tone: 'approved',
      note: 'passed',
      reasons: [],
    });
  });

  it('says so when a moderator approved what the check sent for review', () => {
    expect(
      safetyReviewSummary({
        reviewStatus: 'approved',
        safetyVerdict: 'review',
        safetyReasons: [reason('review', 'Cooked at home.')],
      }).note,
    ).toBe('approvedAfterReview');
  });

  it('says so when a moderator’s rejection was overturned on appeal, not that it passed the check', () => {
    expect(
      safetyReviewSummary({
        reviewStatus: 'approved',
        safetyVerdict: 'reject',
        safetyReasons: [reason('reject', 'The crust looks dry.', 0)],
      }).note,
    ).toBe('approvedAfterReview');
  });

  it('lists the reasons that sent a flagged item for review, not the passing ones', () => {
    const summary = safetyReviewSummary({
      reviewStatus: 'flagged',
      safetyVerdict: 'review',
      safetyReasons: [
        reason('pass', 'Sealed packaging.', 3),
        reason('review', 'Prepared one to three days ago.', 7),
      ],
    });
    expect(summary.status).toBe('flagged');
    expect(summary.reasons).toEqual(['Prepared one to three days ago.']);
  });

  it('lists every reason of a rejection', () => {
    const summary = safetyReviewSummary({
      reviewStatus: 'rejected',
      safetyVerdict: 'reject',
      safetyReasons: [
        reason('reject', 'Partially eaten food cannot be donated.', 12),
        reason('reject', 'Signs of spoilage.', 13),
      ],
    });
    expect(summary.status).toBe('rejected');
    expect(summary.reasons).toEqual([
      'Partially eaten food cannot be donated.',
      'Signs of spoilage.',
    ]);
  });

  it('says a moderator’s rejection is theirs, with their reason, not as one of the check’s', () => {
    expect(
      safetyReviewSummary({
        reviewStatus: 'rejected',
        safetyVerdict: 'reject',
        safetyReasons: [reason('reject', 'The trays were left out overnight.', 0)],
      }),
    ).toEqual({
      status: 'rejected',
      tone: 'rejected',
      note: 'rejectedByModerator',
      reasons: ['The trays were left out overnight.'],
    });
  });

  it('shows no reasons while the check runs', () => {
    expect(
      safetyReviewSummary({ reviewStatus: 'pending_check', safetyVerdict: null, safetyReasons: [] })
        .reasons,
    ).toEqual([]);
  });
});

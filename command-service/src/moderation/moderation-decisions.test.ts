import type { FoodEvent } from '@foodshare/contracts/food-events';
import { MODERATION_MESSAGES } from '@foodshare/contracts/moderation';
import { describe, expect, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import {
  approved,
  donorId,
  expired,
  flagged,
  itemId,
  later,
  now,
  submitted,
  withdrawn,
} from '../food/food-fixtures';

const given = specification(foodDecider);
const moderatorId = '55555555-5555-4555-8555-555555555555';
const secondModerator = '66666666-6666-4666-8666-666666666666';
const at = now.toISOString();

const decide = (
  decision: 'approve' | 'reject',
  reason: string | null = null,
  by = moderatorId,
) => ({
  type: 'DecideDonation' as const,
  moderatorId: by,
  decision,
  reason,
  now,
});

const reviewed = (decision: 'approve' | 'reject', reason: string | null = null): FoodEvent => ({
  type: 'DonationReviewedByModerator',
  data: { itemId, moderatorId, decision, reason, decidedAt: at },
});

const moderatorApproved: FoodEvent = {
  type: 'DonationApproved',
  data: { itemId, donorId, approvedBy: moderatorId, approvedAt: at },
};

describe('a moderator deciding a flagged donation', () => {
  it('approves it: the decision with the moderator’s id, then the approval', () => {
    given([submitted(), flagged])
      .when(decide('approve'))
      .then([reviewed('approve'), moderatorApproved]);
  });

  it('rejects it with the reason the donor reads, as rule 0 beside the check’s rules', () => {
    given([submitted(), flagged])
      .when(decide('reject', 'The rice was cooked yesterday and kept at room temperature.'))
      .then([
        reviewed('reject', 'The rice was cooked yesterday and kept at room temperature.'),
        {
          type: 'DonationRejected',
          data: {
            itemId,
            reasons: [
              {
                rule: 0,
                verdict: 'reject',
                message: 'The rice was cooked yesterday and kept at room temperature.',
              },
            ],
            ruleVersion: null,
            rejectedBy: moderatorId,
            rejectedAt: at,
          },
        },
      ]);
  });

  it('cannot reject without a reason', () => {
    given([submitted(), flagged]).when(decide('reject')).thenThrows({
      code: 'validation',
      field: 'reason',
      message: MODERATION_MESSAGES.reasonRequired,
    });
  });

  it('decided once: a second moderator is told who decided and how', () => {
    given([submitted(), flagged, reviewed('approve'), moderatorApproved])
      .when(decide('reject', 'Too late', secondModerator))
      .thenThrows({
        code: 'conflict',
        message: expect.stringMatching(/^A moderator already approved this donation/),
      });
  });

  it('cannot overrule the automated check’s pass or rejection', () => {
    given([submitted(), approved])
      .when(decide('reject', 'No'))
      .thenThrows({
        code: 'conflict',
        message: expect.stringMatching(
          /^The automated safety check already approved this donation/,
        ),
      });
  });

  it('waits for the automated check to run first', () => {
    given([submitted()]).when(decide('approve')).thenThrows({
      code: 'conflict',
      message: MODERATION_MESSAGES.checkPending,
    });
  });

  it('refuses an expired or withdrawn donation, saying so', () => {
    given([submitted(), flagged, expired])
      .when(decide('approve'))
      .thenThrows({ code: 'conflict', message: MODERATION_MESSAGES.expired });
    given([submitted(), flagged])
      .when({ ...decide('approve'), now: later })
      .thenThrows({ code: 'conflict', message: MODERATION_MESSAGES.expired });
    given([submitted(), flagged, withdrawn])
      .when(decide('approve'))
      .thenThrows({ code: 'conflict', message: MODERATION_MESSAGES.withdrawn });
  });

  it('cannot decide an item that does not exist', () => {
    given([]).when(decide('approve')).thenThrows({ code: 'not_found' });
  });
});

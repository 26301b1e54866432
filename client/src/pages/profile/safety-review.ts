import { type MyDonation, REVIEW_STATUS_LABELS } from '@foodshare/contracts/food-items';
import { SAFETY_VERDICT_LABELS } from '@foodshare/contracts/safety-check';

export interface SafetyReviewSummary {
  /** REVIEW_STATUS_LABELS: where the review stands. */
  label: string;
  tone: 'pending' | 'approved' | 'attention' | 'rejected';
  /** One line about what it means for the donor. */
  note: string;
  /** The check's reasons the donor should read (flagged and rejected items only). */
  reasons: string[];
}

/** The reasons behind a review or a rejection; the passing rows only when nothing else matched. */
function decidingReasons(donation: Pick<MyDonation, 'safetyReasons'>): string[] {
  const against = donation.safetyReasons.filter((reason) => reason.verdict !== 'pass');
  return (against.length > 0 ? against : donation.safetyReasons).map((reason) => reason.message);
}

/** What the donor reads about their item's safety review on My Donations. */
export function safetyReviewSummary(
  donation: Pick<MyDonation, 'reviewStatus' | 'safetyVerdict' | 'safetyReasons'>,
): SafetyReviewSummary {
  const label = REVIEW_STATUS_LABELS[donation.reviewStatus];
  switch (donation.reviewStatus) {
    case 'pending_check':
      return {
        label,
        tone: 'pending',
        note: 'The automated safety check runs within moments of posting.',
        reasons: [],
      };
    case 'flagged':
      return {
        label,
        tone: 'attention',
        note: 'A moderator checks it before the community can see it.',
        reasons: decidingReasons(donation),
      };
    case 'approved':
      return {
        label,
        tone: 'approved',
        // A moderator may approve what the automated check sent for review.
        note:
          donation.safetyVerdict === 'review'
            ? 'Approved after a safety review'
            : SAFETY_VERDICT_LABELS.pass,
        reasons: [],
      };
    case 'rejected':
      return {
        label,
        tone: 'rejected',
        note: 'It is not shown to the community.',
        reasons: decidingReasons(donation),
      };
    default: {
      const unhandled: never = donation.reviewStatus;
      throw new Error(`Unknown review status: ${String(unhandled)}`);
    }
  }
}

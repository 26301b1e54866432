import {
  MODERATOR_RULE,
  type MyDonation,
  type ReviewStatus,
} from '@foodshare/contracts/food-items';

export interface SafetyReviewSummary {
  /** Where the review stands (the `profile` catalogue's `review.status.*`). */
  status: ReviewStatus;
  tone: 'pending' | 'approved' | 'attention' | 'rejected';
  /** One line about what it means for the donor: a key of `review.note.*`. */
  note:
    | 'pending'
    | 'flagged'
    | 'approvedAfterReview'
    | 'passed'
    | 'rejected'
    | 'rejectedByModerator';
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
  const status = donation.reviewStatus;
  switch (donation.reviewStatus) {
    case 'pending_check':
      return {
        status,
        tone: 'pending',
        note: 'pending',
        reasons: [],
      };
    case 'flagged':
      return {
        status,
        tone: 'attention',
        note: 'flagged',
        reasons: decidingReasons(donation),
      };
    case 'approved':
      return {
        status,
        tone: 'approved',
        // A moderator may approve what the automated check sent for review; and a moderator's
        // rejection (recorded as a `reject` verdict) may be overturned on appeal. Either way a
        // person approved it: it did not pass the check.
        note:
          donation.safetyVerdict === 'review' || donation.safetyVerdict === 'reject'
            ? 'approvedAfterReview'
            : 'passed',
        reasons: [],
      };
    case 'rejected':
      // A moderator's rejection carries their own reason, which takes the check's place: said to
      // be theirs, not read as one of the check's.
      return donation.safetyReasons.some((reason) => reason.rule === MODERATOR_RULE)
        ? {
            status,
            tone: 'rejected',
            note: 'rejectedByModerator',
            reasons: donation.safetyReasons
              .filter((reason) => reason.rule === MODERATOR_RULE && reason.message !== '')
              .map((reason) => reason.message),
          }
        : { status, tone: 'rejected', note: 'rejected', reasons: decidingReasons(donation) };
    default: {
      const unhandled: never = donation.reviewStatus;
      throw new Error(`Unknown review status: ${String(unhandled)}`);
    }
  }
}

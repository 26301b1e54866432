import { CASEWORK_MESSAGES } from '@foodshare/contracts/casework';
import { CLAIM_MINUTES } from '@foodshare/contracts/casework-events';
import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { type ExistingFood, heldClaim } from '@foodshare/contracts/food-state';

/**
 * Claims on a case (docs/product.md §18): one moderator holds it for `CLAIM_MINUTES`, renewed by
 * each claim of theirs; a claim not renewed in time has lapsed and holds nothing. Deciding needs
 * no claim, but another moderator's live claim must be taken over first.
 */

/** The holder's id rides on the refusal, for the route to name them. */
export const HOLDER_PARAM = 'holderId';

/** Refuses a moderator acting on a case another moderator holds right now. */
export function assertNotHeldByAnother(item: ExistingFood, moderatorId: string, now: Date): void {
  const held = heldClaim(item, now);
  if (held && held.by !== moderatorId)
    throw new DomainError('conflict', CASEWORK_MESSAGES.claimedBy('Another moderator'), undefined, {
      [HOLDER_PARAM]: held.by,
    });
}

/** A decision ends the claim on the case: `decided` while held, `lapsed` when it ran out first. */
export function releaseOnDecision(item: ExistingFood, now: Date): FoodEvent[] {
  if (!item.claim) return [];
  const held = heldClaim(item, now) !== null;
  return [
    {
      type: 'CaseClaimReleased',
      data: {
        itemId: item.itemId,
        moderatorId: item.claim.by,
        reason: held ? 'decided' : 'lapsed',
        releasedAt: held ? now.toISOString() : item.claim.expiresAt,
      },
    },
  ];
}

export function claimExpiry(now: Date): string {
  return new Date(now.getTime() + CLAIM_MINUTES * 60_000).toISOString();
}

export function claimCase(
  item: ExistingFood,
  moderatorId: string,
  takeOver: boolean,
  now: Date,
): FoodEvent[] {
  const held = heldClaim(item, now);
  const claim = (fields: {
    takeOver: boolean;
    previousHolderId: string | null;
    renewal: boolean;
  }) =>
    ({
      type: 'CaseClaimed',
      data: {
        itemId: item.itemId,
        moderatorId,
        ...fields,
        claimedAt: now.toISOString(),
        expiresAt: claimExpiry(now),
      },
    }) as const;
  if (held?.by === moderatorId)
    return [claim({ takeOver: false, previousHolderId: null, renewal: true })];
  if (held) {
    if (!takeOver) assertNotHeldByAnother(item, moderatorId, now);
    return [claim({ takeOver: true, previousHolderId: held.by, renewal: false })];
  }
  // A lapsed claim is recorded as lapsed when the next one begins.
  const lapsed = releaseOnDecision(item, now);
  return [
    ...lapsed,
    claim({ takeOver: false, previousHolderId: item.claim?.by ?? null, renewal: false }),
  ];
}

/** The holder lets go; releasing what one does not hold changes nothing, unless another holds it. */
export function releaseClaim(item: ExistingFood, moderatorId: string, now: Date): FoodEvent[] {
  const held = heldClaim(item, now);
  if (!held) return [];
  if (held.by !== moderatorId) throw new DomainError('conflict', CASEWORK_MESSAGES.notHolder);
  return [
    {
      type: 'CaseClaimReleased',
      data: {
        itemId: item.itemId,
        moderatorId,
        reason: 'released',
        releasedAt: now.toISOString(),
      },
    },
  ];
}

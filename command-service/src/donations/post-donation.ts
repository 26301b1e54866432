import type { DonationInput } from '@foodshare/contracts/donations';
import type { UserRole } from '@foodshare/contracts/enums';
import type { Position } from '@foodshare/platform/event-store/event-store';
import { sealText } from '@foodshare/platform/vault/personal-data-vault';
import type { CommandContext } from '../command-handling/decider';
import type { CommandServiceDeps } from '../deps';
import { foodPhotoKey, storeDonationPhoto } from './photo';

/**
 * Posts a donation: stores the photo as a blob, then records DonationSubmitted (a refused one
 * takes its photo with it). The automated safety check follows as a job. Shared by the HTTP
 * route and the demo seed.
 */
export async function postDonation(
  deps: Pick<CommandServiceDeps, 'streams' | 'blobs' | 'now' | 'db'>,
  /** `submittedAt`: when it was posted, for the demo's history; now otherwise. */
  donation: {
    itemId: string;
    donorId: string;
    /** Its pickup window's end is null only for the demo's history (no expiry to race). */
    input: Omit<DonationInput, 'pickupUntil'> & { pickupUntil: string | null };
    submittedAt?: Date;
  },
  context: CommandContext,
): Promise<Position | undefined> {
  const { itemId, donorId, input } = donation;
  const {
    imageUrl,
    foodType,
    foodSource,
    preparationTime,
    storageMethod,
    isSealed,
    allergens,
    handlingStatus,
    spoilageIndicators,
    hygienicHandling,
    donationAgreement,
    dateLabel,
    pickupInstructions,
    ...listing
  } = input;
  const answers = {
    foodType,
    foodSource,
    preparationTime,
    storageMethod,
    isSealed,
    allergens,
    handlingStatus,
    spoilageIndicators,
    hygienicHandling,
    donationAgreement,
    ...(dateLabel ? { dateLabel } : {}),
  };
  // The donor's role (fixed at sign-up) says only whether a listing without its weight may
  // go: a listing that gives one is decided the same whatever the role, so the donor's stream
  // is read only for a listing without.
  const donorRole = listing.weightKg === null ? await roleOf(deps, donorId) : undefined;
  const storedUrl = await storeDonationPhoto(deps.blobs, imageUrl, itemId);
  const now = donation.submittedAt ?? deps.now();
  try {
    const result = await deps.streams.food.handle(
      itemId,
      {
        type: 'SubmitDonation',
        itemId,
        donorId,
        listing: {
          ...listing,
          imageUrl: storedUrl,
          pickupInstructions: await sealText(deps.db, donorId, pickupInstructions),
          answers,
        },
        ...(donorRole === undefined ? {} : { donorRole }),
        now,
      },
      context,
      // The id was just made for this posting: its stream is new but for a retry or a race.
      { newStream: true },
    );
    return result.appended?.position;
  } catch (error) {
    // Refused: the photo goes too, unless the item was recorded already (a retry of a posting).
    const { state } = await deps.streams.food.load(itemId);
    if (!state.exists) await deps.blobs.delete(foodPhotoKey(itemId));
    throw error;
  }
}

/** The donor's role while their account is active, from their stream; null once it is not. */
async function roleOf(
  deps: Pick<CommandServiceDeps, 'streams'>,
  donorId: string,
): Promise<UserRole | null> {
  const { state } = await deps.streams.user.load(donorId);
  return state.status === 'active' ? state.role : null;
}

import type { DonationInput } from '@foodshare/contracts/donations';
import { foodStreamId } from '@foodshare/contracts/food-events';
import type { Position } from '@foodshare/platform/event-store/event-store';
import { type CommandContext, handleCommand } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { foodDecider } from './food-decider';
import { storeDonationPhoto } from './photo';

/**
 * Posts a donation: stores the photo as a blob, then records DonationSubmitted. The automated
 * safety check follows as a job. Shared by the HTTP route and the demo seed.
 */
export async function postDonation(
  deps: Pick<CommandServiceDeps, 'store' | 'blobs' | 'now'>,
  donation: { itemId: string; donorId: string; input: DonationInput },
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
  const storedUrl = await storeDonationPhoto(deps.blobs, imageUrl, itemId);
  const now = (deps.now ?? (() => new Date()))();
  const result = await handleCommand(
    deps.store,
    foodStreamId(itemId),
    foodDecider,
    {
      type: 'SubmitDonation',
      itemId,
      donorId,
      listing: { ...listing, imageUrl: storedUrl, answers },
      now,
    },
    context,
  );
  return result.appended?.position;
}

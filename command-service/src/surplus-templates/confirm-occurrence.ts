import { donationPayloadSchema } from '@foodshare/contracts/donations';
import { DomainError } from '@foodshare/contracts/errors';
import {
  type OccurrenceConfirmation,
  SURPLUS_TEMPLATE_MESSAGES,
  uaeInstant,
} from '@foodshare/contracts/surplus-templates';
import type { Position } from '@foodshare/platform/event-store/event-store';
import { uuidFromHash } from '@foodshare/platform/stable-id';
import { openText } from '@foodshare/platform/vault/personal-data-vault';
import type { CommandContext } from '../command-handling/decider';
import type { CommandServiceDeps } from '../deps';
import { postDonation } from '../donations/post-donation';

type Deps = Pick<CommandServiceDeps, 'streams' | 'blobs' | 'now' | 'db'>;

/** The item a template's day is posted as: the same day always names the same item. */
export const occurrenceItemId = (templateId: string, date: string) =>
  uuidFromHash('surplus-occurrence', templateId, date);

/**
 * A day's confirmation (docs/product.md §21): the template's listing with that day's answers is
 * checked by the donation's own schema, the day is recorded as confirmed on the template (once:
 * a second confirmation, from a retry or another instance, records nothing), then the listing
 * is posted through `postDonation`, as the donation form posts. The item's id follows from the
 * template and the day, so it is posted once however many confirmations race; a confirmation
 * whose posting was cut short posts it when retried.
 */
export async function confirmOccurrence(
  deps: Deps,
  request: {
    templateId: string;
    date: string;
    actorId: string;
    answers: OccurrenceConfirmation & { weightKg?: number | undefined };
    context: CommandContext;
  },
): Promise<{ itemId: string; positions: (Position | undefined)[] }> {
  const { templateId, date, actorId, answers } = request;
  const { state } = await deps.streams.surplusTemplate.load(templateId);
  if (!state.exists || state.deleted)
    throw new DomainError('not_found', SURPLUS_TEMPLATE_MESSAGES.notFound);
  if (state.businessId !== actorId)
    throw new DomainError('forbidden', SURPLUS_TEMPLATE_MESSAGES.notOwner);
  const input = donationPayloadSchema.safeParse({
    ...state.listing,
    pickupInstructions: (await openText(deps.db, state.pickupInstructions)) ?? undefined,
    imageUrl: await photoDataUrl(deps, state.photoUrl),
    quantity: answers.quantity ?? state.listing.quantity,
    weightKg: answers.weightKg ?? state.listing.weightKg,
    preparationTime: answers.preparationTime,
    storageMethod: answers.storageMethod,
    spoilageIndicators: answers.spoilageIndicators,
    hygienicHandling: answers.hygienicHandling,
    donationAgreement: answers.donationAgreement,
    // The day's pickup window.
    pickupFrom: uaeInstant(date, state.schedule.pickupFrom).toISOString(),
    pickupUntil: uaeInstant(date, state.schedule.pickupUntil).toISOString(),
  });
  if (!input.success) {
    const [issue] = input.error.issues;
    throw new DomainError(
      'validation',
      issue?.message ?? SURPLUS_TEMPLATE_MESSAGES.listingInvalid,
      typeof issue?.path[0] === 'string' ? issue.path[0] : undefined,
    );
  }
  const itemId = occurrenceItemId(templateId, date);
  const confirmed = await deps.streams.surplusTemplate.handle(
    templateId,
    { type: 'ConfirmOccurrence', actorId, date, itemId, now: deps.now() },
    request.context,
  );
  const posted = await deps.streams.food.load(itemId);
  if (posted.state.exists) return { itemId, positions: [confirmed.appended?.position] };
  try {
    const position = await postDonation(
      deps,
      { itemId, donorId: actorId, input: input.data },
      request.context,
    );
    return { itemId, positions: [confirmed.appended?.position, position] };
  } catch (error) {
    // Another instance posted it a moment before: posted once, and that is the answer.
    const again = await deps.streams.food.load(itemId);
    if (again.state.exists) return { itemId, positions: [again.position ?? undefined] };
    throw error;
  }
}

/** The template's photo as the donation form sends one: a JPEG data URL. */
async function photoDataUrl(deps: Pick<Deps, 'blobs'>, photoUrl: string): Promise<string> {
  const stored = await deps.blobs.get(photoUrl.replace(/^\/blobs\//, ''));
  return stored ? `data:image/jpeg;base64,${stored.bytes.toString('base64')}` : '';
}

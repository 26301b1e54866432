import { TIMINGS_MS } from '@foodshare/contracts/constants';
import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import type { FoodItem } from '@foodshare/contracts/food-items';
import type { RequestIntent } from '@foodshare/contracts/requests';
import {
  purchaseMessage,
  requestMessage,
  useCreateFoodRequest,
} from '../../api/create-food-request';
import { useMyRequests } from '../../api/get-my-requests';
import { useUser } from '../../api/get-user';
import { OPEN_REQUEST_STATUSES } from '../../lib/request-status';
import { toast } from '../../lib/toast';
import { useNavigateLater } from '../../lib/use-navigate-later';

/** An offer is bought (Buy Now), a free donation requested. */
export function intentFor(item: Pick<FoodItem, 'isMarketplace'>): RequestIntent {
  return item.isMarketplace ? 'purchase' : 'request';
}

/**
 * Request This Item and Buy Now: signed-out people are told an account is needed and go to sign
 * up, an item that is no longer available is refused with SPEC §5's notice, anything else is
 * sent to the donor (or the seller, as a purchase paid at pickup).
 */
export function useRequestFoodItem() {
  const { user } = useUser();
  const navigateLater = useNavigateLater();
  const mutation = useCreateFoodRequest();
  const myRequests = useMyRequests({ enabled: user !== null });

  function requestItem(item: FoodItem, options: { onSent?: () => void } = {}) {
    const intent = intentFor(item);
    if (!user) {
      toast({
        title: DONATION_MESSAGES.accountRequiredTitle,
        description: `Please create an account to ${intent === 'purchase' ? 'buy' : 'request'} food. Redirecting to sign up...`,
      });
      navigateLater('/auth', TIMINGS_MS.redirectAfterAccountRequired);
      return;
    }
    if (item.status !== 'available') {
      toast({
        title: DONATION_MESSAGES.notAvailableTitle,
        description: DONATION_MESSAGES.notAvailable,
        variant: 'destructive',
      });
      return;
    }
    const message =
      intent === 'purchase' ? purchaseMessage(item.title) : requestMessage(item.title);
    mutation.mutate(
      { foodItemId: item.id, message, intent },
      { onSuccess: () => options.onSent?.() },
    );
  }

  return {
    requestItem,
    /** The item whose request is on its way, if any. */
    pendingItemId: mutation.isPending ? mutation.variables?.foodItemId : undefined,
    isOwnItem: (item: FoodItem) => user !== null && user.id === item.donorId,
    /** Whether this person already has a request open (pending or accepted) for the item. */
    hasRequested: (item: FoodItem) =>
      myRequests.data?.some(
        (request) => request.foodItemId === item.id && OPEN_REQUEST_STATUSES.has(request.status),
      ) ?? false,
    /** Whether the donor accepted this person's request, so the item is kept for them. */
    isReservedForMe: (item: FoodItem) =>
      item.status === 'reserved' &&
      (myRequests.data?.some(
        (request) => request.foodItemId === item.id && request.status === 'approved',
      ) ??
        false),
  };
}

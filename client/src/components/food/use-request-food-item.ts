import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import type { FoodItem } from '@foodshare/contracts/food-items';
import { useNavigate } from 'react-router-dom';
import { requestMessage, useCreateFoodRequest } from '../../api/create-food-request';
import { useMyRequests } from '../../api/get-my-requests';
import { useUser } from '../../api/get-user';
import { toast } from '../../lib/toast';

/**
 * Request This Item (and, for now, Buy Now): signed-out people go to sign in, an item that is
 * no longer available is refused with SPEC §5's notice, anything else is sent to the donor.
 */
export function useRequestFoodItem() {
  const { user } = useUser();
  const navigate = useNavigate();
  const mutation = useCreateFoodRequest();
  const myRequests = useMyRequests({ enabled: user !== null });

  function requestItem(item: FoodItem, options: { onSent?: () => void } = {}) {
    if (!user) {
      navigate('/auth');
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
    mutation.mutate(
      { foodItemId: item.id, message: requestMessage(item.title) },
      { onSuccess: () => options.onSent?.() },
    );
  }

  return {
    requestItem,
    /** The item whose request is on its way, if any. */
    pendingItemId: mutation.isPending ? mutation.variables?.foodItemId : undefined,
    isOwnItem: (item: FoodItem) => user !== null && user.id === item.donorId,
    /** Whether this person already has a request open for the item. */
    hasRequested: (item: FoodItem) =>
      myRequests.data?.some(
        (request) => request.foodItemId === item.id && request.status === 'pending',
      ) ?? false,
  };
}

import { TIMINGS_MS } from '@foodshare/contracts/constants';
import type { FoodItem } from '@foodshare/contracts/food-items';
import type { RequestIntent } from '@foodshare/contracts/requests';
import { OPEN_REQUEST_STATUSES } from '@foodshare/contracts/requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signUpPath } from '../../../lib/auth-links';
import { toast } from '../../../lib/toast';
import { useNavigateLater } from '../../../lib/use-navigate-later';
import { useUser } from '../../auth/api/get-user';
import {
  purchaseMessage,
  requestMessage,
  useCreateFoodRequest,
} from '../../requests/api/create-food-request';
import { useMyRequests } from '../../requests/api/get-my-requests';
import { BuyQuantityDialog, maxQuantityFor } from '../components/buy-quantity-dialog';

/** An offer is bought (Buy Now), a free donation requested. */
export function intentFor(item: Pick<FoodItem, 'isMarketplace'>): RequestIntent {
  return item.isMarketplace ? 'purchase' : 'request';
}

/**
 * Request This Item and Buy Now: signed-out people are told an account is needed and go to sign
 * up, an item that is no longer available is refused with docs/product.md §5's notice, anything else is
 * sent to the donor (or the seller, as a purchase paid at pickup).
 */
export function useRequestFoodItem() {
  const { user } = useUser();
  const { t } = useTranslation(['food', 'errors']);
  const navigateLater = useNavigateLater();
  const mutation = useCreateFoodRequest();
  const myRequests = useMyRequests({ enabled: user !== null });
  const [choosing, setChoosing] = useState<{ item: FoodItem; onSent?: () => void } | null>(null);

  function send(item: FoodItem, quantity: number | undefined, onSent?: () => void) {
    const intent = intentFor(item);
    const message =
      intent === 'purchase' ? purchaseMessage(item.title) : requestMessage(item.title);
    mutation.mutate(
      { foodItemId: item.id, message, intent, ...(quantity ? { quantity } : {}) },
      {
        onSuccess: () => {
          setChoosing(null);
          onSent?.();
        },
      },
    );
  }

  function requestItem(item: FoodItem, options: { onSent?: () => void } = {}) {
    const intent = intentFor(item);
    if (!user) {
      toast({
        title: t('errors:donation.accountRequiredTitle'),
        description: t(`request.accountRequired_${intent}`),
      });
      navigateLater(signUpPath(), TIMINGS_MS.redirectAfterAccountRequired);
      return;
    }
    if (item.status !== 'available') {
      toast({
        title: t('errors:donation.notAvailableTitle'),
        description: t('errors:donation.notAvailable'),
        variant: 'destructive',
      });
      return;
    }
    // An offer of several units asks how many first; a single one is bought at once.
    if (intent === 'purchase' && maxQuantityFor(item) > 1) {
      setChoosing({ item, ...(options.onSent ? { onSent: options.onSent } : {}) });
      return;
    }
    send(item, intent === 'purchase' ? 1 : undefined, options.onSent);
  }

  const buyDialog = (
    <BuyQuantityDialog
      item={choosing?.item ?? null}
      pending={mutation.isPending}
      onClose={() => setChoosing(null)}
      onBuy={(quantity) => {
        if (choosing) send(choosing.item, quantity, choosing.onSent);
      }}
    />
  );

  return {
    requestItem,
    /** Where Buy Now asks how many: render it once beside the list or dialog. */
    buyDialog,
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
      myRequests.data?.some(
        (request) => request.foodItemId === item.id && request.status === 'approved',
      ) ?? false,
  };
}

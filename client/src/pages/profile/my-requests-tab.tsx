import type { MyRequest } from '@foodshare/contracts/food-items';
import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCancelFoodRequest } from '../../api/cancel-food-request';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { ListPlaceholder } from './list-placeholder';
import { RequestCard } from './request-card';

/** My Requests: the food you asked for or bought, where each stands, and the pickup code. */
export function MyRequestsTab({ requests }: { requests: UseQueryResult<MyRequest[]> }) {
  const [toCancel, setToCancel] = useState<MyRequest | null>(null);
  const cancellation = useCancelFoodRequest();

  if (requests.isPending || requests.isError) {
    return <ListPlaceholder query={requests} noun="requests" />;
  }
  if (requests.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <Search aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-lg font-bold">No requests yet</p>
        <p className="max-w-md text-sm text-muted-foreground">
          When you request a donation or buy an offer, it appears here with the pickup code once the
          donor accepts.
        </p>
        <Button asChild>
          <Link to="/find-food">Find Food</Link>
        </Button>
      </div>
    );
  }

  const reserved = toCancel?.status === 'approved';
  return (
    <>
      <ul className="grid gap-4">
        {requests.data.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} onCancel={setToCancel} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toCancel !== null}
        busy={cancellation.isPending}
        title={reserved ? 'Cancel your reservation?' : 'Cancel your request?'}
        description={
          reserved
            ? 'The item is released, so someone else can have it, and your pickup code stops working.'
            : `The ${toCancel?.intent === 'purchase' ? 'seller' : 'donor'} will no longer see your request.`
        }
        cancelLabel="Keep it"
        confirmLabel={reserved ? 'Cancel reservation' : 'Cancel request'}
        busyLabel="Cancelling..."
        onCancel={() => setToCancel(null)}
        onConfirm={() =>
          toCancel &&
          cancellation.mutate(
            { itemId: toCancel.foodItemId, requestId: toCancel.id },
            { onSettled: () => setToCancel(null) },
          )
        }
      >
        <p className="rounded-lg bg-muted px-4 py-3 text-sm font-semibold">{toCancel?.itemTitle}</p>
      </ConfirmDialog>
    </>
  );
}

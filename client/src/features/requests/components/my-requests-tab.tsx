import type { MyRequest } from '@foodshare/contracts/food-items';
import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPlaceholder } from '../../../components/list-placeholder';
import { Button } from '../../../components/ui/button';
import { useCancelFoodRequest } from '../api/cancel-food-request';
import { RequestCard } from './request-card';

/** My Requests: the food you asked for or bought, where each stands, and the pickup code. */
export function MyRequestsTab({ requests }: { requests: UseQueryResult<MyRequest[]> }) {
  const [toCancel, setToCancel] = useState<MyRequest | null>(null);
  const cancellation = useCancelFoodRequest();
  const { t } = useTranslation('profile');

  if (requests.isPending || requests.isError) {
    return <ListPlaceholder query={requests} noun="requests" />;
  }
  if (requests.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <Search aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-lg font-bold">{t('requests.emptyTitle')}</p>
        <p className="max-w-md text-sm text-muted-foreground">{t('requests.emptyBody')}</p>
        <Button asChild>
          <Link to="/find-food">{t('requests.findFood')}</Link>
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
        title={t(reserved ? 'requests.cancelReservationTitle' : 'requests.cancelRequestTitle')}
        description={t(
          reserved
            ? 'requests.cancelReservationBody'
            : toCancel?.intent === 'purchase'
              ? 'requests.cancelRequestBodySeller'
              : 'requests.cancelRequestBodyDonor',
        )}
        cancelLabel={t('requests.keepIt')}
        confirmLabel={t(reserved ? 'requests.cancelReservation' : 'requests.cancelRequest')}
        busyLabel={t('requests.cancelling')}
        onCancel={() => setToCancel(null)}
        onConfirm={() =>
          toCancel &&
          cancellation.mutate(
            { itemId: toCancel.foodItemId, requestId: toCancel.id },
            { onSettled: () => setToCancel(null) },
          )
        }
      >
        <p dir="auto" className="rounded-lg bg-muted px-4 py-3 text-sm font-semibold">
          {toCancel?.itemTitle}
        </p>
      </ConfirmDialog>
    </>
  );
}

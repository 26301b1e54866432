import type { MyRequest } from '@foodshare/contracts/food-items';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, CalendarDays, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FoodImage } from '../../components/food/food-image';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/food-format';
import { ListPlaceholder } from './list-placeholder';
import { requestBadgeVariant, requestStatusLabel } from './request-status';

/** My Requests: the food you asked for, and where each request stands. */
export function MyRequestsTab({ requests }: { requests: UseQueryResult<MyRequest[]> }) {
  if (requests.isPending || requests.isError) {
    return <ListPlaceholder query={requests} noun="requests" />;
  }
  if (requests.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <Search aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-lg font-bold">No requests yet</p>
        <p className="max-w-md text-sm text-muted-foreground">
          When you request a donation or an offer, it appears here until the donor answers.
        </p>
        <Button asChild>
          <Link to="/find-food">Find Food</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {requests.data.map((request) => (
        <li key={request.id}>
          <article className="flex items-center gap-4 rounded-xl border bg-card p-4 shadow-sm">
            <FoodImage
              src={request.itemImageUrl}
              alt={request.itemTitle}
              className="size-16 shrink-0 rounded-lg [&_svg]:size-6"
            />
            <div className="grid min-w-0 flex-1 gap-1">
              <h3 className="leading-snug font-bold break-words">{request.itemTitle}</h3>
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
                Requested {formatDateTime(request.createdAt)}
              </p>
              {request.pickupTime ? (
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  Pickup {formatDateTime(request.pickupTime)}
                </p>
              ) : null}
            </div>
            <Badge variant={requestBadgeVariant(request.status)} className="shrink-0">
              {requestStatusLabel(request.status)}
            </Badge>
          </article>
        </li>
      ))}
    </ul>
  );
}

import { REVIEW_STATUS_LABELS } from '@foodshare/contracts/food-items';
import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useModerationItems } from '../../api/search-moderation-items';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/food-format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { StaffGuard } from './staff-guard';

const LIFECYCLE_LABELS = {
  available: 'Available',
  reserved: 'Reserved',
  collected: 'Collected',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
} as const;

/** /admin/donations: every donation, whatever became of it, by title, donor or id. */
export function DonationsPage() {
  return (
    <StaffGuard roles={['moderator', 'analyst']}>
      <Donations />
    </StaffGuard>
  );
}

function Donations() {
  // The search lives in the address, so a link can share it.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const debounced = useDebouncedValue(search.trim(), 300);
  const items = useModerationItems(debounced);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Donations"
        description="Every donation, rejected, withdrawn and taken-down ones included. Open one to replay its history."
      />
      <div className="relative max-w-xl">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search by title, donor or id"
          placeholder="Search by title, donor or id"
          className="pl-9"
          value={search}
          onChange={(event) =>
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
        />
      </div>
      {items.isPending ? (
        <Spinner label="Searching donations" />
      ) : items.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(items.error)}
        </p>
      ) : items.data.length === 0 ? (
        <p className="text-muted-foreground">No donation matches “{debounced}”.</p>
      ) : (
        <Card>
          <CardContent className="p-0">
            <ul className="divide-y" aria-label="Donations found">
              {items.data.map((item) => (
                <li key={item.itemId}>
                  <Link
                    to={`/admin/donations/${item.itemId}`}
                    className="flex flex-col gap-2 px-4 py-3 hover:bg-secondary/50 focus-visible:outline-2 focus-visible:outline-ring sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-semibold">{item.title}</span>
                      <span className="block text-sm text-muted-foreground">
                        {item.donorName} · {formatDateTime(item.submittedAt)}
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-1">
                      <Badge
                        variant={item.reviewStatus === 'rejected' ? 'destructive' : 'secondary'}
                      >
                        {REVIEW_STATUS_LABELS[item.reviewStatus]}
                      </Badge>
                      <Badge variant="outline">
                        {item.takenDown ? 'Taken down' : LIFECYCLE_LABELS[item.status]}
                      </Badge>
                      {item.hidden ? <Badge variant="outline">Hidden</Badge> : null}
                      {item.openReports > 0 ? (
                        <Badge variant="destructive">{item.openReports} open reports</Badge>
                      ) : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

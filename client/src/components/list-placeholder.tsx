import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

const ROWS = 3;

/** A profile list still loading (skeleton rows) or failed (the reason, and Try again). */
export function ListPlaceholder({
  query,
  noun,
}: {
  query: UseQueryResult;
  noun: 'donations' | 'requests';
}) {
  const { t } = useTranslation(['profile', 'common']);
  const donations = noun === 'donations';
  if (query.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center"
      >
        <p className="text-lg font-bold">
          {t(donations ? 'list.loadFailedDonations' : 'list.loadFailedRequests')}
        </p>
        <p className="max-w-md text-sm text-muted-foreground">{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return (
    <ul aria-busy="true" className="grid gap-4">
      <li className="sr-only">{t(donations ? 'list.loadingDonations' : 'list.loadingRequests')}</li>
      {Array.from({ length: ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to go by
        <li key={index} className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm">
          <Skeleton className="size-20 shrink-0 rounded-lg" />
          <div className="grid flex-1 content-start gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { CommunityProfile } from '@foodshare/contracts/community';
import { SKELETON_CARDS } from '@foodshare/contracts/constants';
import { SearchX, UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import {
  useCommunityProfilesList,
  useCommunityStats,
} from '../../features/community/api/get-community-profiles';
import {
  askedCommunityFilters,
  type CommunityFilters,
  DEFAULT_COMMUNITY_FILTERS,
  isCommunityFiltered,
} from '../../features/community/community-filters';
import {
  CommunityProfileCard,
  CommunityProfileCardSkeleton,
} from '../../features/community/components/community-profile-card';
import { CommunityProfileDialog } from '../../features/community/components/community-profile-dialog';
import { CommunityStatsBar } from '../../features/community/components/community-stats';
import { CommunityToolbar } from '../../features/community/components/community-toolbar';
import { distinctItems, latestTotal } from '../../features/donations/api/get-food-items';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * /community: the public profiles of donors, businesses and charities. The server searches,
 * filters, sorts and pages; the list grows by "Load more", and the totals are the whole
 * community's.
 */
export function CommunityPage() {
  const { t } = useTranslation('community');
  const [filters, setFilters] = useState<CommunityFilters>(DEFAULT_COMMUNITY_FILTERS);
  const settledSearch = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const list = useCommunityProfilesList(askedCommunityFilters(filters, settledSearch));
  const stats = useCommunityStats();
  const [selected, setSelected] = useState<CommunityProfile | null>(null);
  const isFiltered = isCommunityFiltered(filters);
  const pages = list.data?.pages ?? [];
  const shown = distinctItems(pages);
  const { total, moreThanTotal } = latestTotal(pages, shown.length);
  const format = useFormat();
  const counts = { shown: format.number(shown.length), total: format.number(total) };
  const updating = list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage);

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button asChild variant="outline" size="lg">
            <Link to="/profile">
              <UserRoundPen aria-hidden="true" />
              {t('page.manageProfile')}
            </Link>
          </Button>
        }
      />
      <CommunityStatsBar stats={stats.data} />
      <CommunityToolbar
        filters={filters}
        onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
        onClear={() => setFilters(DEFAULT_COMMUNITY_FILTERS)}
        canClear={isFiltered}
      />
      {list.isPending ? (
        <ul aria-busy="true" className={GRID}>
          <li className="sr-only">{t('page.loading')}</li>
          {Array.from({ length: SKELETON_CARDS.community }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to go by
            <li key={index}>
              <CommunityProfileCardSkeleton />
            </li>
          ))}
        </ul>
      ) : list.isError && !list.data ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center"
        >
          <p className="text-lg font-bold">{t('page.loadFailed')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{errorMessage(list.error)}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('page.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-6">
          {shown.length === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
              <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="text-lg font-bold">{t('page.emptyTitle')}</p>
              <p className="max-w-md text-sm text-muted-foreground">
                {isFiltered ? t('page.emptyFiltered') : t('page.emptyQuiet')}
              </p>
            </div>
          ) : (
            <ul
              aria-busy={updating}
              className={cn(GRID, 'transition-opacity', list.isPlaceholderData && 'opacity-60')}
            >
              {shown.map((profile) => (
                <li key={profile.id}>
                  <CommunityProfileCard headingLevel={2} profile={profile} onOpen={setSelected} />
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col items-center gap-3">
            <p aria-live="polite" className="text-center text-sm text-muted-foreground">
              {t(moreThanTotal ? 'page.showingMore' : 'page.showing', { ...counts, count: total })}
            </p>
            <LoadMore
              list={list}
              labels={{
                loadMore: t('page.loadMore'),
                loadingMore: t('page.loadingMore'),
                loadingEllipsis: t('page.loadingEllipsis'),
                failed: (reason) => t('page.moreFailed', { reason }),
              }}
            />
          </div>
        </div>
      )}
      <CommunityProfileDialog profile={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useModerationItems } from '../api/search-moderation-items';

/** Every donation, whatever became of it, found by title, donor or id. */
export function DonationSearch() {
  // The search lives in the address, so a link can share it.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const debounced = useDebouncedValue(search.trim(), 300);
  const items = useModerationItems(debounced);
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <div className="space-y-6">
      <PageHeader title={t('nav.donations.label')} description={t('donations.description')} />
      <div className="relative max-w-xl">
        <Search
          aria-hidden="true"
          className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t('donations.search')}
          placeholder={t('donations.search')}
          className="ps-9"
          dir="auto"
          value={search}
          onChange={(event) =>
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
        />
      </div>
      {items.isPending ? (
        <Spinner label={t('donations.searching')} />
      ) : items.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(items.error)}
        </p>
      ) : items.data.length === 0 ? (
        <p className="text-muted-foreground">
          {t('donations.noMatch', { search: isolate(debounced) })}
        </p>
      ) : (
        <Card>
          <CardContent className="p-0">
            <ul className="divide-y" aria-label={t('donations.found')}>
              {items.data.map((item) => (
                <li key={item.itemId}>
                  <Link
                    to={`/admin/donations/${item.itemId}`}
                    className="flex flex-col gap-2 px-4 py-3 hover:bg-secondary/50 focus-visible:outline-2 focus-visible:outline-ring sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="min-w-0">
                      <span dir="auto" className="block truncate font-semibold">
                        {item.title}
                      </span>
                      <span className="block text-sm text-muted-foreground">
                        <bdi>{item.donorName}</bdi> · {format.dateTime(item.submittedAt)}
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-1">
                      <Badge
                        variant={item.reviewStatus === 'rejected' ? 'destructive' : 'secondary'}
                      >
                        {t(`reviewStatus.${item.reviewStatus}`)}
                      </Badge>
                      <Badge variant="outline">
                        {t(item.takenDown ? 'lifecycle.takenDown' : `lifecycle.${item.status}`)}
                      </Badge>
                      {item.hidden ? (
                        <Badge variant="outline">{t('lifecycle.hidden')}</Badge>
                      ) : null}
                      {item.openReports > 0 ? (
                        <Badge variant="destructive">
                          {t('donations.openReports', { count: item.openReports })}
                        </Badge>
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

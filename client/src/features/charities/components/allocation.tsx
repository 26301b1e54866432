import type { AllocationRow } from '@foodshare/contracts/charities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import { useFoodLabels } from '../../../lib/food-labels';
import { useAllocation } from '../api/get-allocation';

/** /admin/allocation (docs/product.md §20): each listing offered to charities first, and to whom. */
export function Allocation() {
  const allocation = useAllocation();
  const { t } = useTranslation(['charities', 'admin']);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('admin:nav.allocation.label')}
        description={t('allocation.description')}
      />
      {allocation.isPending ? (
        <PageSpinner label={t('allocation.loading')} />
      ) : allocation.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(allocation.error)}
        </p>
      ) : allocation.data.length === 0 ? (
        <Card>
          <CardContent className="pt-6 text-muted-foreground">{t('allocation.empty')}</CardContent>
        </Card>
      ) : (
        <ul className="space-y-4" aria-label={t('allocation.listLabel')}>
          {allocation.data.map((row) => (
            <li key={row.itemId}>
              <ListingAllocation row={row} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ListingAllocation({ row }: { row: AllocationRow }) {
  const { t } = useTranslation('charities');
  const format = useFormat();
  const labels = useFoodLabels();
  return (
    <Card aria-label={isolate(row.title)}>
      <CardContent className="space-y-3 pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-bold">
            <Link
              to={`/admin/donations/${row.itemId}`}
              dir="auto"
              className="underline-offset-4 hover:underline"
            >
              {row.title}
            </Link>
          </h2>
          {row.businessName ? (
            <span dir="auto" className="text-sm text-muted-foreground">
              {row.businessName}
            </span>
          ) : null}
          <Badge variant="outline">{labels.emirate(row.emirate)}</Badge>
        </div>
        <p className="text-sm">
          {t('allocation.offered', {
            date: format.dateTime(row.offeredAt),
            minutes: format.number(row.windowMinutes),
          })}
          {' · '}
          {row.openedAt
            ? t('allocation.opened', { date: format.dateTime(row.openedAt) })
            : t('allocation.opens', { date: format.dateTime(row.opensToAllAt) })}
        </p>
        {row.charities.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('allocation.noCharities')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-start text-xs text-muted-foreground uppercase">
                  <th scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t('allocation.charity')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t('allocation.answer')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t('allocation.units')}
                  </th>
                  <th scope="col" className="py-2 text-start font-semibold">
                    {t('allocation.when')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {row.charities.map((charity) => (
                  <tr key={charity.charityId} className="border-b last:border-0">
                    <td className="py-2 pe-3">
                      <bdi>{charity.name ?? t('allocation.unnamed')}</bdi>
                    </td>
                    <td className="py-2 pe-3">
                      <Badge variant={charity.answer === 'requested' ? 'default' : 'secondary'}>
                        {t(`allocation.answers.${charity.answer}`)}
                      </Badge>
                    </td>
                    <td className="py-2 pe-3">
                      {charity.units === null ? '–' : format.number(charity.units)}
                    </td>
                    <td className="py-2">
                      {charity.requestedAt ? format.dateTime(charity.requestedAt) : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

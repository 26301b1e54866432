import { HOME_PAGE } from '@foodshare/contracts/constants';
import type { FoodCategory } from '@foodshare/contracts/enums';
import type { FoodItem } from '@foodshare/contracts/food-items';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { useFoodItems } from '../../features/donations/api/get-food-items';
import { FoodDetailDialog } from '../../features/donations/components/food-detail-dialog';
import { cn } from '../../lib/cn';
import { useFoodLabels } from '../../lib/food-labels';
import { FoodTeaserGrid } from './food-teaser-grid';

/** docs/product.md §2: the home page filters its recent donations by these categories. */
const HOME_CATEGORIES = [
  'all',
  'fresh_produce',
  'prepared_meals',
  'packaged_goods',
  'bakery_items',
] as const;
type HomeCategory = (typeof HOME_CATEGORIES)[number];

export function RecentDonationsSection() {
  const { t } = useTranslation('home');
  const labels = useFoodLabels();
  const categoryLabel = (category: HomeCategory) =>
    category === 'all' ? t('donations.all') : labels.category(category satisfies FoodCategory);
  const [category, setCategory] = useState<HomeCategory>('all');
  const [selected, setSelected] = useState<FoodItem | null>(null);
  const donations = useFoodItems({
    isMarketplace: false,
    status: 'available',
    limit: HOME_PAGE.donations,
    ...(category === 'all' ? {} : { category }),
  });

  return (
    <section aria-labelledby="recent-donations-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id="recent-donations-heading" className="text-xl font-extrabold tracking-tight">
            {t('donations.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('donations.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Button asChild variant="link" className="h-auto px-0">
            <Link to="/find-food">{t('donations.findNearYou')}</Link>
          </Button>
          <Button asChild variant="link" className="h-auto px-0">
            <Link to="/marketplace">
              {t('donations.viewAll')}
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
            </Link>
          </Button>
        </div>
      </div>
      <fieldset className="-mx-4 min-w-0 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <legend className="sr-only">{t('donations.categoryLegend')}</legend>
        <div className="flex w-max gap-2">
          {HOME_CATEGORIES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={category === option}
              onClick={() => setCategory(option)}
              className={cn(
                'rounded-full border px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
                category === option
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card text-muted-foreground hover:bg-secondary hover:text-secondary-foreground',
              )}
            >
              {categoryLabel(option)}
            </button>
          ))}
        </div>
      </fieldset>
      <FoodTeaserGrid
        query={donations}
        skeletonCards={HOME_PAGE.donations}
        loadingLabel={t('donations.loading')}
        failedLabel={(error) => t('donations.failed', { error })}
        empty={
          <Trans
            t={t}
            i18nKey={category === 'all' ? 'donations.emptyAll' : 'donations.emptyCategory'}
            values={{ category: categoryLabel(category) }}
            components={{
              a: (
                <Link
                  to="/donate"
                  className="font-semibold text-primary underline underline-offset-2"
                />
              ),
            }}
          />
        }
        onOpen={setSelected}
      />
      <FoodDetailDialog item={selected} onClose={() => setSelected(null)} />
    </section>
  );
}

import { HOME_PAGE } from '@foodshare/contracts/constants';
import type { FoodItem } from '@foodshare/contracts/food-items';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { useFoodItems } from '../../features/donations/api/get-food-items';
import { FoodDetailDialog } from '../../features/donations/components/food-detail-dialog';
import { FoodTeaserGrid } from './food-teaser-grid';

export function LatestOffersSection() {
  const { t } = useTranslation('home');
  const [selected, setSelected] = useState<FoodItem | null>(null);
  const offers = useFoodItems({
    isMarketplace: true,
    status: 'available',
    limit: HOME_PAGE.offers,
  });

  return (
    <section aria-labelledby="latest-offers-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id="latest-offers-heading" className="text-xl font-extrabold tracking-tight">
            {t('offers.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('offers.intro')}</p>
        </div>
        <Button asChild variant="link" className="h-auto self-start px-0 sm:self-auto">
          <Link to="/offers">
            {t('offers.viewMarketplace')}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
      <FoodTeaserGrid
        query={offers}
        skeletonCards={HOME_PAGE.offers}
        loadingLabel={t('offers.loading')}
        failedLabel={(error) => t('offers.failed', { error })}
        empty={t('offers.empty')}
        onOpen={setSelected}
      />
      <FoodDetailDialog item={selected} onClose={() => setSelected(null)} />
    </section>
  );
}

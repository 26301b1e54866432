import { FOOD_CATEGORIES, type FoodCategory } from '@foodshare/contracts/enums';
import type { FoodItemSort } from '@foodshare/contracts/food-items';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { useFoodLabels } from '../../../lib/food-labels';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import type { FoodItemStatusFilter } from '../api/get-food-items';

const ALL = 'all';
export type CategoryFilter = FoodCategory | typeof ALL;
const CATEGORY_FILTERS: readonly CategoryFilter[] = [ALL, ...FOOD_CATEGORIES];
/** The list's orders (the contracts' `FOOD_ITEM_SORTS`; its schemas stay out of the list's code). */
const SORTS = ['newest', 'pickup'] as const satisfies readonly FoodItemSort[];

/** The status filter of the Marketplace list (docs/product.md §2: available by default, reserved, all). */
export const OFFER_STATUS_FILTERS = [
  'available',
  'reserved',
  'all',
] as const satisfies readonly FoodItemStatusFilter[];
export type OfferStatusFilter = (typeof OFFER_STATUS_FILTERS)[number];

export interface FoodListFilterState {
  search: string;
  category: CategoryFilter;
  status: OfferStatusFilter;
  /** Only what can be picked up now (docs/product.md §10). */
  pickupNow: boolean;
  sort: FoodItemSort;
}

const DEFAULT_FILTERS: FoodListFilterState = {
  search: '',
  category: ALL,
  status: 'available',
  pickupNow: false,
  sort: 'newest',
};

/** The filters as typed, and as the server is asked (the search once typing pauses). */
export function useFoodListFilters() {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  return {
    filters,
    update: (change: Partial<FoodListFilterState>) =>
      setFilters((current) => ({ ...current, ...change })),
    clear: () => setFilters(DEFAULT_FILTERS),
    isFiltered:
      filters.search.trim() !== '' ||
      filters.category !== DEFAULT_FILTERS.category ||
      filters.status !== DEFAULT_FILTERS.status ||
      filters.pickupNow ||
      filters.sort !== DEFAULT_FILTERS.sort,
    asked: {
      ...(search ? { search } : {}),
      ...(filters.category === ALL ? {} : { category: filters.category }),
      status: filters.status,
      ...(filters.pickupNow ? { pickupNow: true } : {}),
      ...(filters.sort === 'pickup' ? { sort: 'pickup' as const } : {}),
    },
  };
}

interface FoodListFiltersProps {
  idPrefix: string;
  filters: FoodListFilterState;
  onChange: (change: Partial<FoodListFilterState>) => void;
  onClear: () => void;
  canClear: boolean;
  /** The Marketplace list also filters by status. */
  showStatus?: boolean;
  searchPlaceholder: string;
}

export function FoodListFilters({
  idPrefix,
  filters,
  onChange,
  onClear,
  canClear,
  showStatus = false,
  searchPlaceholder,
}: FoodListFiltersProps) {
  const { t } = useTranslation('food');
  const labels = useFoodLabels();
  return (
    <search
      className={cn(
        'grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 shadow-sm md:items-end',
        showStatus
          ? 'md:grid-cols-[minmax(0,1fr)_12rem_10rem_auto]'
          : 'md:grid-cols-[minmax(0,1fr)_13rem_auto]',
      )}
    >
      <div className="col-span-2 grid gap-2 md:col-span-1">
        <Label htmlFor={`${idPrefix}-search`}>{t('filters.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${idPrefix}-search`}
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
            placeholder={searchPlaceholder}
            className="ps-9"
          />
        </div>
      </div>
      <div className={cn('grid gap-2 md:col-span-1', showStatus ? 'col-span-1' : 'col-span-2')}>
        <Label htmlFor={`${idPrefix}-category`}>{t('filters.category')}</Label>
        <OptionSelect<CategoryFilter>
          id={`${idPrefix}-category`}
          value={filters.category}
          onValueChange={(category) => onChange({ category })}
          options={CATEGORY_FILTERS}
          optionLabel={(category) =>
            category === ALL ? t('filters.allCategories') : labels.category(category)
          }
        />
      </div>
      {showStatus ? (
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-status`}>{t('filters.status')}</Label>
          <OptionSelect<OfferStatusFilter>
            id={`${idPrefix}-status`}
            value={filters.status}
            onValueChange={(status) => onChange({ status })}
            options={OFFER_STATUS_FILTERS}
            optionLabel={(status) => (status === 'all' ? t('filters.all') : labels.status(status))}
          />
        </div>
      ) : null}
      <Button
        variant="outline"
        onClick={onClear}
        disabled={!canClear}
        className="col-span-2 md:col-span-1"
      >
        <X aria-hidden="true" />
        {t('filters.clear')}
      </Button>
      <div className="col-span-2 flex flex-wrap items-center gap-x-6 gap-y-3 md:col-span-full">
        <div className="flex items-center gap-2">
          <Switch
            id={`${idPrefix}-pickup-now`}
            checked={filters.pickupNow}
            onCheckedChange={(pickupNow) => onChange({ pickupNow })}
          />
          <Label htmlFor={`${idPrefix}-pickup-now`}>{t('filters.pickupNow')}</Label>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={`${idPrefix}-sort`}>{t('filters.sort')}</Label>
          <OptionSelect<FoodItemSort>
            id={`${idPrefix}-sort`}
            value={filters.sort}
            onValueChange={(sort) => onChange({ sort })}
            options={SORTS}
            optionLabel={(sort) => t(`filters.sortBy.${sort}` as const)}
          />
        </div>
      </div>
    </search>
  );
}

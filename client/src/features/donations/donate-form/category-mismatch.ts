import { FOOD_TYPES_BY_CATEGORY } from '@foodshare/contracts/food-kinds';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useFoodLabels } from '../../../lib/food-labels';
import { categoryMismatch, type DonationFormValues } from './donation-form-values';

/**
 * The category and food type disagreement, live, for both fields to show at once: the contract's
 * own words in English, the same sentence from the catalogue in another language.
 */
export function useCategoryMismatch(): string | null {
  const { control } = useFormContext<DonationFormValues>();
  const [category, foodType] = useWatch({ control, name: ['category', 'foodType'] });
  const { t } = useTranslation('donate');
  const labels = useFoodLabels();
  const { locale } = useFormat();
  const english = categoryMismatch({ category, foodType });
  if (english === null || category === '' || foodType === '' || locale.startsWith('en'))
    return english;
  const fits = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    FOOD_TYPES_BY_CATEGORY[category].map(labels.foodType),
  );
  return t('mismatch', {
    category: labels.category(category),
    foodType: labels.foodType(foodType),
    fits,
  });
}

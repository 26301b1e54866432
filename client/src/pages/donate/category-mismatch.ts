import { useFormContext, useWatch } from 'react-hook-form';
import { categoryMismatch, type DonationFormValues } from './donation-form-values';

/** The category and food type disagreement, live, for both fields to show at once. */
export function useCategoryMismatch(): string | null {
  const { control } = useFormContext<DonationFormValues>();
  const [category, foodType] = useWatch({ control, name: ['category', 'foodType'] });
  return categoryMismatch({ category, foodType });
}

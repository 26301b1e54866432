import type { DateLabel } from '@foodshare/contracts/donations';
import type { EmirateOrUnknown } from '@foodshare/contracts/emirates';
import type {
  Allergen,
  FoodCategory,
  FoodSource,
  FoodStatus,
  FoodType,
  HandlingStatus,
  PreparationTime,
  SpoilageIndicator,
  StorageMethod,
} from '@foodshare/contracts/enums';
import type { ReportReason } from '@foodshare/contracts/moderation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The words people read for the stored enumeration values (SPEC §3). */
export { CATEGORY_LABELS, FOOD_TYPE_LABELS } from '@foodshare/contracts/food-kinds';

export const FOOD_STATUS_LABELS: Record<FoodStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  collected: 'Collected',
  expired: 'Expired',
};

export const FOOD_SOURCE_LABELS: Record<FoodSource, string> = {
  homemade: 'Homemade',
  store_bought: 'Store-bought',
  restaurant: 'Restaurant',
};

export const PREPARATION_TIME_LABELS: Record<PreparationTime, string> = {
  within_2_hours: 'Within the last 2 hours',
  today: 'Earlier today',
  one_to_three_days: '1-3 days ago',
  more_than_three_days: 'More than 3 days ago',
  unknown: 'Not sure',
};

export const STORAGE_METHOD_LABELS: Record<StorageMethod, string> = {
  room_temperature: 'Room temperature',
  refrigerated: 'Refrigerated',
  frozen: 'Frozen',
  unknown: 'Not sure',
};

/** SPEC §5: refrigerated means at or below 5 °C, frozen at or below −18 °C. */
export const STORAGE_METHOD_HINTS: Record<StorageMethod, string> = {
  room_temperature: 'Left out at room temperature, not chilled.',
  refrigerated: 'Kept in a fridge at or below 5 °C the whole time.',
  frozen: 'Kept frozen at or below −18 °C the whole time.',
  unknown: 'You do not know how the food was kept.',
};

export const HANDLING_STATUS_LABELS: Record<HandlingStatus, string> = {
  untouched: 'Untouched',
  reheated: 'Reheated',
  partially_eaten: 'Partially eaten',
  publicly_served: 'Publicly served',
};

export const HANDLING_STATUS_HINTS: Record<HandlingStatus, string> = {
  untouched: 'Never served or displayed, and nobody has eaten from it.',
  reheated: 'Cooked, cooled and warmed up again.',
  partially_eaten: 'Someone has already eaten some of it.',
  publicly_served: 'Put out on a buffet or shared display.',
};

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  peanuts: 'Peanuts',
  tree_nuts: 'Tree nuts',
  dairy: 'Dairy',
  eggs: 'Eggs',
  gluten: 'Gluten',
  soy: 'Soy',
  fish: 'Fish',
  shellfish: 'Shellfish',
  sesame: 'Sesame',
  none: 'None',
};

export const SPOILAGE_INDICATOR_LABELS: Record<SpoilageIndicator, string> = {
  no_spoilage: 'No signs of spoilage',
  mold: 'Mold',
  discoloration: 'Discoloration',
  bad_smell: 'Bad smell',
  leaking_packaging: 'Leaking packaging',
};

export const DATE_LABEL_KIND_LABELS: Record<DateLabel['kind'], string> = {
  use_by: 'Use by',
  best_before: 'Best before',
};

/**
 * The same words in the person's language (the `food` namespace): `labels.category('dairy')`.
 * The records above stay for code that needs the English words themselves.
 */
export function useFoodLabels() {
  const { t } = useTranslation('food');
  return useMemo(
    () => ({
      category: (value: FoodCategory) => t(`labels.category.${value}`),
      foodType: (value: FoodType) => t(`labels.foodType.${value}`),
      status: (value: FoodStatus) => t(`labels.status.${value}`),
      source: (value: FoodSource) => t(`labels.source.${value}`),
      preparationTime: (value: PreparationTime) => t(`labels.preparationTime.${value}`),
      storageMethod: (value: StorageMethod) => t(`labels.storageMethod.${value}`),
      storageMethodHint: (value: StorageMethod) => t(`labels.storageMethodHint.${value}`),
      handlingStatus: (value: HandlingStatus) => t(`labels.handlingStatus.${value}`),
      handlingStatusHint: (value: HandlingStatus) => t(`labels.handlingStatusHint.${value}`),
      allergen: (value: Allergen) => t(`labels.allergen.${value}`),
      spoilage: (value: SpoilageIndicator) => t(`labels.spoilage.${value}`),
      dateLabel: (value: DateLabel['kind']) => t(`labels.dateLabel.${value}`),
      emirate: (value: EmirateOrUnknown) => t(`labels.emirate.${value}`),
      reportReason: (value: ReportReason) => t(`labels.reportReason.${value}`),
      /** A map landmark's name (contracts' UAE_LANDMARKS), as it is when the catalogue lacks it. */
      landmark: (name: string) => t(`labels.landmark.${name}` as never, { defaultValue: name }),
    }),
    [t],
  );
}

export type FoodLabels = ReturnType<typeof useFoodLabels>;

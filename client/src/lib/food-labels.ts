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

/**
 * The words people read for the stored enumeration values (docs/product.md §3), in the person's language
 * (the `food` namespace): `labels.category('dairy')`.
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

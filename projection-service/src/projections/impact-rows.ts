import type { EmirateOrUnknown } from '@foodshare/contracts/emirates';
import type { FoodCategory, UserRole } from '@foodshare/contracts/enums';
import type { WeightBasis } from '@foodshare/contracts/impact-methodology';
import { METHODOLOGY_IDS, type MethodologyId } from '@foodshare/contracts/impact-methodology';
import type { ColumnType } from 'kysely';
import type { ImpactFactKind } from './impact-fold';

/** Every figure reports sum: one row per offer, handover, expiry or withdrawal. */
export interface ImpactFactsTable {
  id: string;
  kind: ImpactFactKind;
  reason: string | null;
  item_id: string;
  donor_id: string;
  taker_id: string | null;
  donor_role: UserRole | null;
  category: FoodCategory;
  emirate: EmirateOrUnknown;
  basis: WeightBasis;
  grams: number;
  /** bigint: read back as a string by the driver. */
  co2e_mg: ColumnType<string, number, number>;
  water_ul: ColumnType<string | null, number | null, number | null>;
  revenue_fils: number;
  fee_fils: number;
  /** The UAE day it happened, YYYY-MM-DD. */
  day: ColumnType<string, string, string>;
  occurred_at: ColumnType<Date, string, string>;
  /** When the log recorded it: `asOf` leaves out what was recorded later. */
  recorded_at: Date;
}

/** What the projection keeps of each item between events. */
export interface ImpactItemsTable {
  item_id: string;
  donor_id: string;
  donor_role: UserRole | null;
  category: FoodCategory;
  emirate: EmirateOrUnknown;
  listing_grams: number;
  listing_basis: 'declared' | 'estimated';
  units: number | null;
  offered: boolean;
  rescued_listing_grams: number;
  ended: boolean;
}

/** Each person's role, so that facts carry the donor's type. */
export interface ImpactPeopleTable {
  user_id: string;
  role: UserRole;
}

export interface ImpactTableNames {
  readonly facts: `impact_${MethodologyId}_facts`;
  readonly items: `impact_${MethodologyId}_items`;
  readonly people: `impact_${MethodologyId}_people`;
}

/** Each methodology's read model has tables (and public views) of its own. */
export function impactTables(methodology: MethodologyId): ImpactTableNames {
  return {
    facts: `impact_${methodology}_facts`,
    items: `impact_${methodology}_items`,
    people: `impact_${methodology}_people`,
  };
}

export type ImpactReadModels = {
  [M in MethodologyId as `impact_${M}_facts`]: ImpactFactsTable;
} & {
  [M in MethodologyId as `impact_${M}_items`]: ImpactItemsTable;
} & {
  [M in MethodologyId as `impact_${M}_people`]: ImpactPeopleTable;
};

/** The read model's name for a methodology: `impact-v1`, `impact-v2`. */
export const impactProjectionName = (methodology: MethodologyId) =>
  `impact-${methodology}` as const;
export const IMPACT_PROJECTION_NAMES = METHODOLOGY_IDS.map(impactProjectionName);

/** English strings of this area; the Arabic file beside it mirrors every key. */
export default {
  /** The published methodologies' titles (contracts' METHODOLOGIES) by id, the English word for word. */
  methodologies: {
    v1: {
      title: 'One factor for all food',
    },
    v2: {
      title: 'Factors per food category',
    },
  },
  figures: {
    foodRescued: 'Food rescued',
    meals: 'Meals',
    co2eAvoided: 'CO2e avoided',
    revenueRecovered: 'Revenue recovered',
    platformFees: 'Platform fees',
    rescueRate: 'Rescue rate',
    activeDonors: 'Active donors',
    /** Where the kilograms come from. */
    weightSplit: '{{measured}} measured · {{declared}} declared · {{estimated}} estimated',
  },
  columns: {
    rescued: 'Rescued',
    measured: 'Measured',
    declared: 'Declared',
    estimated: 'Estimated',
    meals: 'Meals',
    co2e: 'CO2e avoided',
    offered: 'Offered',
    notRescued: 'Not rescued',
    itemsRescued: 'Items rescued',
    rescueRate: 'Rescue rate',
    donors: 'Donors',
    takers: 'Takers',
    revenue: 'Revenue (AED)',
    fees: 'Fees (AED)',
  },
  table: {
    total: 'Total',
    itemsOf: '{{rescued}} of {{offered}}',
  },
  charts: {
    rescuedKg: 'Food rescued (kg)',
    co2eKg: 'CO2e avoided (kg)',
    barRescued: 'Rescued (kg)',
    barNotRescued: 'Not rescued (kg)',
  },
} as const;

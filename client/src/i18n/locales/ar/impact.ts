import type { Translation } from '../../catalogue';
import type en from '../en/impact';

const ar: Translation<typeof en> = {
  methodologies: {
    v1: {
      title: 'معامل واحد لكل أنواع الطعام',
    },
    v2: {
      title: 'معاملات لكل فئة طعام',
    },
  },
  figures: {
    foodRescued: 'الطعام المُنقَذ',
    meals: 'الوجبات',
    co2eAvoided: 'مكافئ ثاني أكسيد الكربون المُتجنَّب',
    revenueRecovered: 'الإيرادات المستردة',
    platformFees: 'رسوم المنصة',
    rescueRate: 'نسبة الإنقاذ',
    activeDonors: 'المتبرعون النشطون',
    weightSplit: '{{measured}} مقيس · {{declared}} مُصرَّح به · {{estimated}} مُقدَّر',
  },
  columns: {
    rescued: 'المُنقَذ',
    measured: 'المقيس',
    declared: 'المُصرَّح به',
    estimated: 'المُقدَّر',
    meals: 'الوجبات',
    co2e: 'مكافئ CO2 المُتجنَّب',
    offered: 'المعروض',
    notRescued: 'غير المُنقَذ',
    itemsRescued: 'الأصناف المُنقَذة',
    rescueRate: 'نسبة الإنقاذ',
    donors: 'المتبرعون',
    takers: 'المستفيدون',
    revenue: 'الإيرادات (درهم)',
    fees: 'الرسوم (درهم)',
  },
  table: {
    total: 'الإجمالي',
    itemsOf: '{{rescued}} من {{offered}}',
  },
  charts: {
    rescuedKg: 'الطعام المُنقَذ (كغ)',
    co2eKg: 'مكافئ CO2 المُتجنَّب (كغ)',
    barRescued: 'المُنقَذ (كغ)',
    barNotRescued: 'غير المُنقَذ (كغ)',
  },
};

export default ar;

import {
  DESTINATION_LABELS,
  DESTINATION_LABELS_AR,
  SURPLUS_CAUSE_LABELS,
  SURPLUS_CAUSE_LABELS_AR,
} from '@foodshare/contracts/impact-destinations';
import { WEIGHT_BANDS } from '@foodshare/contracts/impact-statement';

/**
 * The words of the statement's PDF, in English and Arabic. The PDF is made on the server, so its
 * words live here rather than in the client's catalogues; figures are formatted by Intl for
 * `en-AE` and `ar-AE` as the client does.
 */
const en = {
  title: 'ESG statement: food',
  subtitle: 'Food surplus redistributed and not redistributed, from the FoodShare UAE event log',
  statementId: 'Statement id',
  scope: 'Scope',
  period: 'Period',
  wholeLog: 'all recorded days',
  asOf: 'As of',
  position: 'log position',
  methodology: 'Methodology',
  material: 'Material: food only',
  boundary: 'Boundary',
  categories: 'categories',
  emirates: 'emirates',
  organisation: 'organisation',
  erased: 'name erased with the account',
  assurance: 'Assurance',
  notAssured: 'Not assured',
  assured: 'Assured by {provider} under {standard}, reference {reference}, recorded {at}',
  redistributedTitle: 'Food redistributed to people',
  notRedistributedTitle: 'Surplus not redistributed, by destination',
  causesTitle: 'Causes of surplus (food offered)',
  claimsTitle: 'Avoided-emissions impact claims',
  /** Empty: the statement's own English label. */
  claimLabel: '',
  esrsTitle: 'ESRS E5-5: food waste by destination (tonnes)',
  uncertaintyTitle: 'Uncertainty',
  methodsTitle: 'Methods',
  restatementsTitle: 'Restatements touching this period',
  noRestatements: 'None',
  verifyTitle: 'Verification',
  verifyText:
    'Verify this statement at /api/impact/statements/{id}/verify: the log is folded again as of its position and must give the same figures.',
  figure: 'Figure',
  kg: 'kg',
  range: 'Range (kg)',
  items: 'Items',
  total: 'Total',
  measured: 'Weighed',
  declared: 'Declared',
  estimated: 'Estimated',
  meals: 'Meal equivalents (420 g each)',
  co2e: 'CO2e avoided (kg)',
  water: 'Water avoided (litres)',
  noWater: 'no water factor in this version',
  sources: 'Factor sources',
  diverted: 'Diverted from disposal',
  disposal: 'Directed to disposal',
  unclassified: 'Destination unknown or not recorded',
  bands: `Ranges from bands of ±${WEIGHT_BANDS.measured}% (weighed), ±${WEIGHT_BANDS.declared}% (declared) and ±${WEIGHT_BANDS.estimated}% (estimated).`,
  restated:
    'Statement {id} (as of {at}): {figure} first reported {before}, now {now}; events {events}',
  levels: { platform: 'Platform', emirate: 'Emirate', category: 'Category', business: 'Business' },
  destinations: DESTINATION_LABELS as Record<keyof typeof DESTINATION_LABELS, string>,
  causes: SURPLUS_CAUSE_LABELS as Record<keyof typeof SURPLUS_CAUSE_LABELS, string>,
  methods: [] as readonly string[],
};

export type PdfText = typeof en;

const ar: PdfText = {
  title: 'بيان الاستدامة البيئية والاجتماعية والحوكمة: الغذاء',
  subtitle: 'فائض الطعام الذي أُعيد توزيعه والذي لم يُعد توزيعه، من سجل أحداث فودشير الإمارات',
  statementId: 'معرّف البيان',
  scope: 'النطاق',
  period: 'الفترة',
  wholeLog: 'كل الأيام المسجلة',
  asOf: 'حتى تاريخ',
  position: 'موضع السجل',
  methodology: 'المنهجية',
  material: 'المادة: الغذاء فقط',
  boundary: 'الحدود',
  categories: 'الفئات',
  emirates: 'الإمارات',
  organisation: 'المنشأة',
  erased: 'حُذف الاسم مع الحساب',
  assurance: 'التأكيد',
  notAssured: 'غير مؤكَّد',
  assured: 'أكّدته {provider} وفق {standard}، المرجع {reference}، سُجّل في {at}',
  redistributedTitle: 'الطعام المُعاد توزيعه على الناس',
  notRedistributedTitle: 'الفائض الذي لم يُعد توزيعه، حسب الوجهة',
  causesTitle: 'أسباب الفائض، الطعام المعروض',
  claimsTitle: 'ادعاءات الأثر: الانبعاثات المُتجنَّبة',
  claimLabel:
    'ادعاء أثر للانبعاثات المُتجنَّبة: غازات الاحتباس الحراري والمياه التي كان الطعام المُعاد توزيعه سيكلّفها لولا ذلك. ليس جردًا للنطاق 3.',
  esrsTitle: 'المعيار ESRS E5-5: نفايات الطعام حسب الوجهة، طن',
  uncertaintyTitle: 'عدم اليقين',
  methodsTitle: 'الطرق',
  restatementsTitle: 'إعادة البيانات التي تمس هذه الفترة',
  noRestatements: 'لا يوجد',
  verifyTitle: 'التحقق',
  verifyText:
    'تحقق من هذا البيان عبر /api/impact/statements/{id}/verify: يُعاد حساب السجل حتى موضعه ويجب أن يعطي الأرقام نفسها.',
  figure: 'البند',
  kg: 'كغ',
  range: 'المدى، كغ',
  items: 'العناصر',
  total: 'المجموع',
  measured: 'موزون',
  declared: 'مُصرَّح به',
  estimated: 'مُقدَّر',
  meals: 'ما يعادل الوجبات، 420 غرامًا لكل وجبة',
  co2e: 'مكافئ ثاني أكسيد الكربون المُتجنَّب، كغ',
  water: 'المياه المُتجنَّبة، لتر',
  noWater: 'لا معامل للمياه في هذه النسخة',
  sources: 'مصادر المعاملات',
  diverted: 'مُحوَّل بعيدًا عن التخلص',
  disposal: 'موجَّه إلى التخلص',
  unclassified: 'وجهة غير معروفة أو غير مسجلة',
  bands: `المدى من نطاقات ±${WEIGHT_BANDS.measured}٪، موزون و±${WEIGHT_BANDS.declared}٪، مُصرَّح به و±${WEIGHT_BANDS.estimated}٪، مُقدَّر.`,
  restated: 'البيان {id}، حتى {at}: {figure} أُبلغ أولًا {before}، والآن {now}؛ الأحداث {events}',
  levels: { platform: 'المنصة', emirate: 'إمارة', category: 'فئة', business: 'منشأة' },
  destinations: DESTINATION_LABELS_AR,
  causes: SURPLUS_CAUSE_LABELS_AR,
  methods: [
    'المادة: الغذاء فقط. يُحسب كل رقم لما حدث داخل الفترة، بأيام الإمارات، كما سُجّل في سجل الأحداث حتى موضع البيان.',
    'المُعاد توزيعه على الناس: الطعام الذي انتقل من يد إلى يد، بالوزن عند التسليم، وإلا بوزن المتبرع المُصرَّح به، وإلا بتقدير، عدد الحصص × 420 غرامًا، وإلا الوزن المعتاد للفئة.',
    'غير المُعاد توزيعه: ما بقي من عنصر معروض حين انتهت صلاحيته أو سُحب أو أُزيل، بوزن المتبرع إن وزنه، حسب الوجهة التي سجلها المتبرع.',
    'عدم اليقين: كل مجموع مدى من نطاقات الوزن الموثقة؛ يُقرَّب الحد الأدنى إلى الأسفل والأعلى إلى الأعلى، إلى أقرب غرام.',
    'الوجبات: الكيلوغرامات المُعاد توزيعها ÷ 0.42، ما يعادل وجبة بحسب WRAP، وليست عددًا لوجبات متكاملة.',
    'مكافئ ثاني أكسيد الكربون والمياه: ادعاءات أثر للانبعاثات المُتجنَّبة من معاملات نسخة المنهجية، وليست جردًا للنطاق 3.',
    'المعيار ESRS E5-5: إعادة التوزيع والعلف والمعالجة الحيوية والهضم والسماد والاستخدام في التربة مُحوَّلة عن التخلص؛ والحرق ومكب النفايات وعدم الحصاد والنفايات والصرف الصحي موجَّهة إلى التخلص.',
    'الهوية: معرّف البيان هو بصمة SHA-256 لنطاقه ونسخة المنهجية وموضع السجل ومعرّفات الأحداث المحسوبة وأرقامه.',
  ],
};

export const PDF_TEXT = { en, ar } as const;

/** `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
}

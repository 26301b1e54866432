import type { Translation } from '../../catalogue';
import type en from '../en/donate';

const ar: Translation<typeof en> = {
  page: {
    title: 'تبرّع بالطعام',
    description: 'شارك فائض الطعام بأمان: صِفه، وأضف صورة، وأجب عن استبيان السلامة، ثم انشره.',
    checking: 'جارٍ التحقق من تسجيل دخولك',
    signInTitle: 'سجّل الدخول لتتبرّع بالطعام',
    signInBody:
      'الحساب السريع لا يحتاج إلا اسم مستخدم: بلا كلمة مرور ولا بريد إلكتروني. يمكنك ملء النموذج الآن؛ يُحفظ على هذا الجهاز حتى تنشره.',
    signIn: 'سجّل الدخول أو أنشئ حسابًا',
  },
  question: {
    foodType: 'نوع الطعام',
    foodSource: 'مصدر الطعام',
    preparationTime: 'وقت التحضير أو الشراء',
    storageMethod: 'طريقة الحفظ',
    isSealed: 'عبوة مغلقة أو مغطاة',
    allergens: 'مسببات الحساسية',
    handlingStatus: 'حالة التعامل',
    spoilageIndicators: 'علامات التلف',
    hygienicHandling: 'التعامل الصحي',
    donationAgreement: 'شروط التبرع',
  },
  preview: {
    title: 'معاينة فحص السلامة',
    footnote: 'معاينة من إجاباتك. الفحص المعتمد يجري عند النشر.',
    questionsLeft_zero: 'لم يبقَ أي سؤال',
    questionsLeft_one: 'بقي سؤال واحد',
    questionsLeft_two: 'بقي سؤالان',
    questionsLeft_few: 'بقيت {{count}} أسئلة',
    questionsLeft_many: 'بقي {{count}} سؤالًا',
    questionsLeft_other: 'بقي {{count}} سؤال',
    answerEvery: 'أجب عن كل أسئلة الاستبيان وسيظهر الحكم هنا.',
    stillToAnswer: 'ما زال بحاجة إلى إجابة',
    reasons: 'الأسباب',
    takersWillSee: 'سيرى المستلمون:',
    meaning: {
      pass: 'بحسب إجاباتك، يُعتمد تلقائيًا خلال لحظات من النشر.',
      review: 'بحسب إجاباتك، يراجعه مشرف قبل أن يراه أحد.',
      reject: 'بحسب إجاباتك، سيُرفض. انظر أدناه ما يجب تغييره.',
    },
  },
  pickupPoint: {
    legend: 'دبوس على الخريطة',
    optional: '(اختياري)',
    hint: 'يجده المستلمون القريبون على الخريطة ومرتّبًا حسب المسافة. لا يُشارك إلا الدبوس، وليس موقعك أبدًا.',
    finding: 'جارٍ تحديد موقعك...',
    useMyLocation: 'استخدم موقعي',
    closeMap: 'أغلق الخريطة',
    pickOnMap: 'اختر على الخريطة',
    pinnedAt: 'مثبّت عند {{point}}',
    removePin: 'أزل الدبوس',
    problem: '{{problem}} يمكنك وضع الدبوس على الخريطة بدلًا من ذلك.',
    mapLabel: 'انقر حيث يُستلم الطعام',
  },
};

export default ar;

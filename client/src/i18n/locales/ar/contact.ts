import type { Translation } from '../../catalogue';
import type en from '../en/contact';

const ar: Translation<typeof en> = {
  title: 'اتصل بنا',
  description: 'أسئلة أو ملاحظات أو مخاوف تتعلق بسلامة الغذاء: فريق {{product}} هنا لمساعدتك.',
  emergency: {
    heading: 'حالة طارئة تتعلق بسلامة الغذاء؟',
    text: 'إذا مرض أحد بعد تناول طعام مُشارَك، فاطلب المساعدة الطبية أولًا: اتصل بالرقم <call>998</call> لطلب الإسعاف. ثم أبلغنا فورًا، عبر الهاتف أو باختيار الفئة <em>مسألة تتعلق بسلامة الغذاء</em>، مع ذكر التبرع: نرد على مسائل سلامة الغذاء خلال {{time}}. واحتفظ بأي طعام متبقٍ وعبوته.',
  },
  form: {
    heading: 'أرسل إلينا رسالة',
    allRequired: 'جميع الحقول مطلوبة.',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    category: 'الفئة',
    expectedReply: 'الرد المتوقع: خلال {{time}}.',
    subject: 'الموضوع',
    subjectPlaceholder: 'عمّ تدور رسالتك؟',
    message: 'الرسالة',
    messagePlaceholder:
      'أخبرنا كيف يمكننا المساعدة. إن كانت بشأن تبرع أو مركز، فاذكر اسمه أو عنوانه.',
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال...',
    failedTitle: 'لم تُرسَل الرسالة',
  },
  sent: {
    description: 'سنرد عليك خلال {{time}}.',
    referenceNote: 'اذكره إن راسلتنا أو اتصلت بنا بشأن هذه الرسالة.',
    another: 'إرسال رسالة أخرى',
    helpCenter: 'تصفّح مركز المساعدة',
  },
  categories: {
    general: 'استفسار عام',
    technical: 'الدعم الفني',
    'food-safety': 'مسألة تتعلق بسلامة الغذاء',
    business: 'حساب تجاري',
    partnership: 'شراكة',
    feedback: 'ملاحظات',
    other: 'أخرى',
  },
  details: {
    heading: 'بيانات التواصل',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    phoneHours: 'من الأحد إلى الخميس، 9 صباحًا - 6 مساءً بتوقيت الخليج',
    office: 'المكتب',
    officeLine1: 'المبنى 2، المكتب 214',
    officeLine2: 'مدينة دبي للإنترنت',
    officeLine3: 'دبي، الإمارات العربية المتحدة',
  },
  responseTimes: {
    heading: 'أوقات الرد',
    general: 'الاستفسارات العامة',
    technicalSupport: 'الدعم الفني',
    foodSafety: 'مسائل سلامة الغذاء',
  },
  times: {
    general: '24 ساعة',
    technicalSupport: '4 إلى 8 ساعات',
    foodSafety: 'ساعة إلى ساعتين',
  },
  quickLinks: {
    heading: 'روابط سريعة',
    helpCenter: 'مركز المساعدة: إجابات عن الأسئلة الشائعة',
    privacy: 'سياسة الخصوصية: كيف نتعامل مع بياناتك',
  },
};

export default ar;

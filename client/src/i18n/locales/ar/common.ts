import type { Translation } from '../../catalogue';
import type en from '../en/common';

const ar: Translation<typeof en> = {
  productName: 'فودشير الإمارات',
  documentTitle: '{{page}} · فودشير الإمارات',
  skipToContent: 'انتقل إلى المحتوى',
  nav: {
    main: 'القائمة الرئيسية',
    mainCompact: 'القائمة الرئيسية (مختصرة)',
    donate: 'تبرّع بالطعام',
    donateShort: 'تبرّع',
    donations: 'التبرعات',
    donationsShort: 'التبرعات',
    market: 'السوق',
    marketShort: 'السوق',
    hubs: 'مراكز التجميع',
    hubsShort: 'المراكز',
    community: 'المجتمع',
    communityShort: 'المجتمع',
    getStarted: 'ابدأ الآن',
  },
  language: {
    label: 'اللغة',
    en: 'English',
    ar: 'العربية',
  },
  userMenu: {
    accountMenuFor: 'قائمة حساب {{name}}',
    myProfile: 'ملفي الشخصي',
    staff: 'فريق العمل',
    logOut: 'تسجيل الخروج',
  },
  demoNotice: {
    label: 'تنبيه النسخة التجريبية',
    demo: 'نسخة تجريبية:',
    before: 'يمكنك تصفّح كل المحتوى دون حساب، ويمكنك',
    link: 'إنشاء حساب تجريبي سريع',
    after: 'باسم مستخدم فقط.',
  },
  footer: {
    tagline:
      'ننقذ فائض الطعام في أنحاء الإمارات: تبرعات مجانية، وفائض بأسعار مخفّضة، ومراكز تجميع مجتمعية.',
    partners: 'الشركاء',
    explore: 'استكشف',
    support: 'الدعم',
    restaurantSignup: 'تسجيل المطاعم',
    charityPartnership: 'شراكة الجمعيات الخيرية',
    deliveryServices: 'خدمات التوصيل',
    donations: 'التبرعات',
    marketplace: 'السوق',
    collectionHubs: 'مراكز التجميع',
    community: 'المجتمع',
    helpCenter: 'مركز المساعدة',
    privacyPolicy: 'سياسة الخصوصية',
    contactUs: 'اتصل بنا',
    copyright: '© {{year}} فودشير الإمارات. نحدّ من هدر الطعام، وجبةً تلو الأخرى.',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    heading: '404 الصفحة غير موجودة',
    body: 'لم نجد هذه الصفحة. ربما تغيّر الرابط أو حُذفت الصفحة.',
    backHome: 'العودة إلى الرئيسية',
  },
  routeError: {
    title: 'حدث خطأ ما',
    body: 'تعذّر عرض هذه الصفحة. غالبًا ما تحلّ إعادة التحميل المشكلة؛ وإن تكرّر ذلك فتواصل معنا.',
    reload: 'إعادة التحميل',
    goHome: 'الذهاب إلى الرئيسية',
  },
  errors: {
    generic: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    unreachable: 'تعذّر الوصول إلى فودشير الإمارات. تحقّق من اتصالك وحاول مرة أخرى.',
  },
  toast: {
    dismiss: 'إغلاق الإشعار',
  },
  actions: {
    cancel: 'إلغاء',
    close: 'إغلاق',
    save: 'حفظ',
    submit: 'إرسال',
    back: 'رجوع',
    next: 'التالي',
    retry: 'حاول مرة أخرى',
    loadMore: 'عرض المزيد',
  },
  status: {
    loading: 'جارٍ التحميل…',
    empty: 'لا يوجد شيء هنا بعد.',
  },
  time: {
    justNow: 'الآن',
  },
  roles: {
    individual: 'فرد',
    restaurant: 'مطعم',
    grocery_store: 'بقالة',
    delivery_agency: 'شركة توصيل',
    driver: 'سائق',
    charity: 'جمعية خيرية',
  },
  ui: {
    loading: 'جارٍ التحميل',
    optional: '(اختياري)',
    backToHome: 'العودة إلى الرئيسية',
    reference: {
      label: 'رقمك المرجعي',
      copy: 'نسخ الرقم المرجعي',
      copied: 'تم نسخ الرقم المرجعي',
    },
    stats: {
      totalDonations: 'إجمالي التبرعات',
      activeDonors: 'المتبرعون النشطون',
      totalUsers: 'أعضاء المجتمع',
    },
    valueModel: {
      heading: 'العطاء مجاني، والبيع عادل',
      intro:
        'التبرع مجاني دائمًا. تستعيد الشركات قيمة فائض كانت ستتخلص منه، ويوفّر المشترون {{discount}} على طعام جيد. ورسوم قدرها {{fee}} على مبيعات السوق تُبقي المنصة قائمة.',
      freeTitle: 'التبرعات مجانية',
      freeText: 'التبرع بالطعام واستلامه لا يكلّف شيئًا، لا للمتبرعين ولا لمن يستلمونه.',
      feeTitle: '{{fee}} على مبيعات السوق فقط',
      feeText:
        'تبيع الشركات فائض نهاية اليوم بخصم يتراوح عادةً بين {{discount}}؛ وتُفرض رسوم معاملة صغيرة على هذه المبيعات وحدها دون غيرها.',
      premiumTitle: 'أدوات متقدمة للأعمال',
      premiumText:
        'تحليلات متقدمة، وتتبّع الهدر والأثر البيئي والاجتماعي والحوكمة (ESG)، وتنسيق الاستلام للمطاعم ومحلات البقالة والجمعيات الخيرية.',
      sponsorsTitle: 'الرعاة',
      sponsorsText: 'شركاء يشاركوننا الرسالة ويموّلون مراكز التجميع والبرامج المجتمعية.',
    },
  },
};

export default ar;

import type { Translation } from '../../catalogue';
import type en from '../en/notifications';

const ar: Translation<typeof en> = {
  bell: {
    heading: 'الإشعارات',
    labelNone: 'الإشعارات، لا يوجد غير مقروء',
    label: 'الإشعارات، غير المقروءة: {{count}}',
    unread: 'غير المقروءة: {{count}}',
    allRead: 'لا جديد',
    unreadMark: ' (غير مقروء)',
    loading: 'جارٍ تحميل الإشعارات…',
  },
  settings: {
    title: 'الإشعارات',
    description: 'اختر ما يصلك داخل التطبيق وبالإشعارات الفورية، ومتى تهدأ الإشعارات الفورية.',
    loading: 'جارٍ تحميل إعدادات الإشعارات…',
    saved: 'حُفظت إعدادات الإشعارات.',
    save: 'حفظ إعدادات الإشعارات',
    push: {
      heading: 'الإشعارات الفورية على هذا الجهاز',
      turnOn: 'تفعيل الإشعارات الفورية',
      turnOff: 'إيقاف الإشعارات الفورية',
      turnedOn: 'الإشعارات الفورية مفعّلة على هذا الجهاز.',
      turnedOff: 'الإشعارات الفورية متوقفة على هذا الجهاز.',
      blocked: 'الإشعارات محظورة لهذا الموقع. اسمح بها من إعدادات المتصفح ثم حاول مجددًا.',
      state: {
        unsupported: 'هذا المتصفح لا يستقبل الإشعارات الفورية.',
        'not-configured': 'الإشعارات الفورية غير مهيأة على هذا الخادم.',
        blocked: 'الإشعارات محظورة لهذا الموقع في إعدادات المتصفح.',
        off: 'الإشعارات الفورية متوقفة على هذا الجهاز: تصلك الأخبار فقط والتطبيق مفتوح.',
        on: 'الإشعارات الفورية مفعّلة على هذا الجهاز: تصلك الأخبار حتى والتطبيق مغلق.',
      },
    },
    channels: { inApp: 'داخل التطبيق', push: 'فورية' },
    kinds: {
      heading: 'ما يصلك',
      requestsOnMyFood: 'الطلبات على طعامي',
      myRequests: 'الردود على طلباتي',
      pickups: 'الاستلام',
      moderation: 'قرارات المراجعة',
      reminders: 'التذكيرات',
      switchLabel: '{{kind}}، {{channel}}',
    },
    quiet: {
      heading: 'ساعات الهدوء',
      on: 'ساعات هدوء للإشعارات الفورية',
      off: 'متوقفة: تصل الإشعارات الفورية في أي ساعة.',
      start: 'من',
      end: 'حتى',
      zone: 'المنطقة الزمنية',
      urgent: 'السماح بالأخبار العاجلة',
      urgentHint:
        'الطلبات الجديدة والردود على طلباتك والحجوزات الملغاة تصل فورًا؛ وينتظر الباقي حتى تنتهي ساعات الهدوء.',
    },
  },
  text: {
    requestReceived: {
      title: 'طلب جديد',
      message: 'طلب أحد أفراد المجتمع «{{item}}». اقبله أو ارفضه من «تبرعاتي».',
    },
    purchaseRequested: {
      title: 'طلب شراء جديد',
      message:
        'يريد أحد أفراد المجتمع شراء «{{item}}» بمبلغ {{price}} درهم، يُدفع عند الاستلام. اقبله أو ارفضه من «تبرعاتي».',
    },
    requestAccepted: {
      title: 'قُبل الطلب',
      message: 'قُبل طلبك لـ«{{item}}». اعرض رمز الاستلام من «طلباتي» عند استلامه.',
    },
    purchaseAccepted: {
      title: 'قُبل الشراء',
      message: 'قُبل طلب شرائك لـ«{{item}}». اعرض رمز الاستلام من «طلباتي» عند استلامه.',
    },
    requestDeclined: {
      title: 'رُفض الطلب',
      message: 'رفض المتبرع طلبك لـ«{{item}}». تجد أي ملاحظة تركها في «طلباتي».',
    },
    anotherRequestAccepted: {
      title: 'رُفض الطلب',
      message: 'قبل المتبرع طلبًا آخر لـ«{{item}}»، لذا أُغلق طلبك.',
    },
    requestCancelled: {
      title: 'أُلغي الطلب',
      message: 'أُلغي طلب لـ«{{item}}».',
    },
    reservationCancelled: {
      title: 'أُلغي الطلب',
      message: 'ألغى المستلم حجزه لـ«{{item}}». أصبح متاحًا من جديد.',
    },
    collectedForDonor: {
      title: 'تأكّد التسليم',
      message: 'استُلم «{{item}}». شكرًا لمشاركتك الطعام!',
    },
    handoverHeldForTaker: {
      title: 'التسليم معلّق',
      message:
        'قيست حرارة «{{item}}» {{reading}} عند التسليم، خارج النطاق الآمن. خذه رغم ذلك أو ارفضه في طلباتي.',
    },
    handoverRefusedForDonor: {
      title: 'رُفض التسليم',
      message: 'رفض المستلم «{{item}}» بسبب حرارته. أعده إلى القائمة أو اسحبه من تبرعاتي.',
    },
    surplusDue: {
      title: 'حان وقت نشر فائضك',
      message: 'حان وقت نشر «{{item}}». أكّد إجابات اليوم ليُدرج.',
    },
    collectedForTaker: {
      title: 'تم الاستلام',
      message: 'استلمت «{{item}}». بالهناء، وشكرًا لإنقاذك الطعام!',
    },
    saleForSeller: {
      title: 'اكتمل البيع',
      message: 'بيع «{{item}}» بمبلغ {{price}} درهم. رسوم المنصة {{fee}} درهم ({{rate}}).',
    },
    saleForBuyer: {
      title: 'اكتمل الشراء',
      message: 'اشتريت «{{item}}» بمبلغ {{price}} درهم. شكرًا لإنقاذك الطعام!',
    },
    donationApproved: {
      title: 'قُبل التبرع',
      message: 'اجتاز «{{item}}» فحص سلامة الغذاء وأصبح معروضًا.',
    },
    donationFlagged: {
      title: 'بانتظار المراجعة',
      message: '«{{item}}» بانتظار مراجعة مشرف.',
    },
    donationRejected: {
      title: 'لم يُنشر التبرع',
      message: 'لم يُنشر «{{item}}» لأسباب تتعلق بسلامة الغذاء.',
    },
    itemExpiredForDonor: {
      title: 'انتهت صلاحية العرض',
      message:
        'بلغ «{{item}}» نهاية فترة استلامه دون تسليم، ولم يعد معروضًا. أخبرنا بما آل إليه في تبرعاتي.',
    },
    itemExpiredForTaker: {
      title: 'انتهت صلاحية العرض',
      message: 'بلغ «{{item}}» نهاية فترة استلامه قبل استلامه.',
    },
    itemWithdrawnForDonor: {
      title: 'سُحب العنصر',
      message: 'سحبت «{{item}}» قبل أن يستلمه أحد. أخبرنا بما آل إليه في تبرعاتي.',
    },
    itemWithdrawn: {
      title: 'سُحب العنصر',
      message: 'سحب المتبرع «{{item}}»، لذا أُغلق طلبك.',
    },
    donationApprovedByModerator: {
      title: 'قُبل التبرع',
      message: 'راجع مشرف «{{item}}» ووافق عليه: أصبح معروضًا.',
    },
    itemHidden: {
      title: 'أُخفي العنصر للمراجعة',
      message: 'أبلغ أعضاء عن «{{item}}»، لذا أُخفي حتى يطّلع عليه مشرف.',
    },
    reportsDismissed: {
      title: 'رُوجعت البلاغات',
      message: 'راجع مشرف البلاغات عن «{{item}}» وأبقاه معروضًا.',
    },
    itemTakenDownForDonor: {
      title: 'أُزيل العنصر',
      message: 'أزال مشرف «{{item}}». السبب: {{reason}}',
    },
    itemTakenDownForTaker: {
      title: 'أُغلق الطلب',
      message: 'أزال مشرف «{{item}}»، لذا أُغلق طلبك.',
    },
    caseTakenOver: {
      title: 'تولّى مشرف آخر الحالة',
      message: 'تولّى مشرف آخر حالة «{{item}}»: لم تعد الحالة لديك.',
    },
    caseNoteForDonor: {
      title: 'ملاحظة من مشرف',
      message: 'كتب مشرف عن «{{item}}»: {{reason}}',
    },
    appealUpheld: {
      title: 'بُتّ في الطعن',
      message: 'راجع مشرف طعنك بشأن «{{item}}»: القرار قائم. السبب: {{reason}}',
    },
    appealOverturnedListed: {
      title: 'قُبل الطعن',
      message: 'قبل مشرف طعنك بشأن «{{item}}»: أصبح معروضًا من جديد. السبب: {{reason}}',
    },
    appealOverturnedLate: {
      title: 'قُبل الطعن',
      message:
        'قبل مشرف طعنك بشأن «{{item}}»، لكن فترة استلامه انتهت، لذا لن يُعرض من جديد. السبب: {{reason}}',
    },
    reportUpheld: {
      title: 'نتيجة البلاغ',
      message: 'شكرًا لك: أُزيل «{{item}}» الذي أبلغت عنه.',
    },
    reportKept: {
      title: 'نتيجة البلاغ',
      message: 'راجع مشرف «{{item}}» الذي أبلغت عنه وأبقاه معروضًا.',
    },
    charityOffer: {
      title: 'معروض على الجمعيات الخيرية أولًا',
      message:
        'يعرض نشاط تجاري «{{item}}» على الجمعيات الخيرية الموثّقة أولًا حتى الساعة {{time}}. اطلبه من صفحة التبرعات.',
    },
    pickupOpensSoon: {
      title: 'يبدأ الاستلام قريبًا',
      message:
        'تبدأ فترة استلام «{{item}}» بعد 30 دقيقة. اعرض رمز الاستلام من «طلباتي» عند الاستلام.',
    },
    pickupHalfOver: {
      title: 'انقضى نصف فترة الاستلام',
      message: 'انقضى نصف فترة استلام «{{item}}». استلمه قبل أن تنتهي، أو ألغِ الطلب ليستلمه غيرك.',
    },
    requestsUnanswered: {
      title: 'طلبات بانتظار الرد',
      message:
        'بقيت ساعة من فترة استلام «{{item}}» وهناك طلبات لم يرد عليها أحد. اقبلها أو ارفضها في «تبرعاتي».',
    },
    pickupNotCollected: {
      title: 'لم يُستلم',
      message:
        'انتهت فترة استلام «{{item}}» ولم يُستلم الحجز. قل في «تبرعاتي» إن كان المستلم قد حضر.',
    },
  },
};

export default ar;

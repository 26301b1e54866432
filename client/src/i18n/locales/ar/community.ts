import type { Translation } from '../../catalogue';
import type en from '../en/community';

const ar: Translation<typeof en> = {
  page: {
    title: 'أبطال المجتمع',
    description:
      'تعرّف على الجيران والمطاعم والبقالات والجمعيات الخيرية التي تنقذ الطعام في أنحاء الإمارات. لا يظهر هنا إلا الأعضاء الذين اختاروا ملفًا شخصيًا عامًا.',
    manageProfile: 'أدِر ملفك الشخصي العام',
    loading: 'جارٍ تحميل أعضاء المجتمع…',
    loadFailed: 'تعذّر تحميل المجتمع.',
    tryAgain: 'حاول مرة أخرى',
    emptyTitle: 'لم يُعثر على أعضاء',
    emptyFiltered: 'لا أحد يطابق عوامل التصفية هذه. جرّب بحثًا آخر أو امسح عوامل التصفية.',
    emptyQuiet: 'لا يملك أي عضو ملفًا عامًا بعد. اجعل ملفك عامًا لتكون الأول.',
    showing: 'عرض {{shown}} من {{total}} عضوًا في المجتمع',
    showingMore_zero: 'عرض {{shown}} من أكثر من {{total}} عضو في المجتمع',
    showingMore_one: 'عرض {{shown}} من أكثر من عضو واحد في المجتمع',
    showingMore_two: 'عرض {{shown}} من أكثر من عضوين في المجتمع',
    showingMore_few: 'عرض {{shown}} من أكثر من {{total}} أعضاء في المجتمع',
    showingMore_many: 'عرض {{shown}} من أكثر من {{total}} عضوًا في المجتمع',
    showingMore_other: 'عرض {{shown}} من أكثر من {{total}} عضو في المجتمع',
    loadMore: 'تحميل المزيد',
    loadingMore: 'جارٍ تحميل مزيد من الأعضاء',
    loadingEllipsis: 'جارٍ التحميل...',
    moreFailed: 'تعذّر تحميل مزيد من الأعضاء: {{reason}}',
  },
  stats: {
    members: 'الأعضاء العامّون',
    totalDonations: 'إجمالي التبرعات',
    activeOrganizations: 'المؤسسات النشطة',
  },
  toolbar: {
    search: 'بحث',
    searchPlaceholder: 'ابحث بالاسم أو النشاط التجاري أو النبذة',
    role: 'الدور',
    allRoles: 'كل الأدوار',
    sortBy: 'الترتيب حسب',
    clear: 'مسح عوامل التصفية',
  },
  sort: { donations: 'الأكثر تبرعًا', name: 'الاسم (أ-ي)', newest: 'الأعضاء الأحدث' },
  card: {
    noBio: 'لم يكتب هذا العضو نبذة بعد.',
    donations_zero: 'لا تبرعات',
    donations_one: 'تبرع واحد',
    donations_two: 'تبرعان',
    donations_few: '{{count}} تبرعات',
    donations_many: '{{count}} تبرعًا',
    donations_other: '{{count}} تبرع',
  },
  dialog: {
    contact: 'معلومات التواصل',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    businessAddress: 'عنوان النشاط التجاري',
    memberSince: 'عضو منذ',
    about: 'نبذة',
    impact: 'الأثر في المجتمع',
    totalDonations: 'إجمالي التبرعات',
    daysActive: 'أيام النشاط',
    peopleHelped: 'أشخاص تمت مساعدتهم',
    close: 'إغلاق',
  },
};

export default ar;

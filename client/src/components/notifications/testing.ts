import i18next, { type TFunction } from 'i18next';
import arNotifications from '../../i18n/locales/ar/notifications';
import enNotifications from '../../i18n/locales/en/notifications';

/** An i18next of its own with the notifications catalogues, in one language, for unit tests. */
async function notificationsT(language: 'en' | 'ar'): Promise<TFunction<'notifications'>> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    ns: ['notifications'],
    defaultNS: 'notifications',
    resources: {
      en: { notifications: enNotifications },
      ar: { notifications: arNotifications },
    },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'notifications') as TFunction<'notifications'>;
}

export const englishT = () => notificationsT('en');
export const arabicT = () => notificationsT('ar');

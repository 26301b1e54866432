import i18next, { type TFunction } from 'i18next';
import arNotifications from '../../i18n/locales/ar/notifications';
import arSafety from '../../i18n/locales/ar/safety';
import enNotifications from '../../i18n/locales/en/notifications';
import enSafety from '../../i18n/locales/en/safety';

/**
 * An i18next of its own with the notifications catalogues (and the safety reasons they word),
 * in one language, for unit tests.
 */
async function notificationsT(language: 'en' | 'ar'): Promise<TFunction<'notifications'>> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    ns: ['notifications', 'safety'],
    defaultNS: 'notifications',
    resources: {
      en: { notifications: enNotifications, safety: enSafety },
      ar: { notifications: arNotifications, safety: arSafety },
    },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'notifications') as TFunction<'notifications'>;
}

export const englishT = () => notificationsT('en');
export const arabicT = () => notificationsT('ar');

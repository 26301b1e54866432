import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from '../../i18n/language';

/**
 * The reading direction of the current language, for Radix parts that take a `dir` (tabs,
 * selects, menus): their arrow keys and placement then follow right to left in Arabic.
 */
export function useDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation('common');
  return directionOf(isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en');
}

import { useTranslation } from 'react-i18next';

/** "<page> · FoodShare UAE" in the current language; with no page, the product's name. */
export function useDocumentTitle(page?: string): string {
  const { t } = useTranslation('common');
  return page ? t('documentTitle', { page }) : t('productName');
}

/** The document title, hoisted into <head> by React: render it anywhere in a page. */
export function DocumentTitle({ page }: { page?: string }) {
  return <title>{useDocumentTitle(page)}</title>;
}

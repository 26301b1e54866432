import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { LANGUAGES, NAMESPACES } from '../i18n/namespaces';

/** Every catalogue in both languages, so a test renders the words a person would read. */
async function allCatalogues() {
  const resources: Record<string, Record<string, object>> = {};
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const namespace of NAMESPACES) {
      resources[language][namespace] = (
        await import(`../i18n/locales/${language}/${namespace}.ts`)
      ).default;
    }
  }
  return resources;
}

/** Starts the app's i18n with every catalogue loaded (once per test file). */
export async function startTestI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    defaultNS: 'common',
    resources: await allCatalogues(),
    interpolation: { escapeValue: false },
  });
}

/**
 * The HTML a page renders first, in `language`, with the answers of `cached` already in the
 * query cache (no request is made): what a person sees once those answers arrived.
 */
export async function renderWithData(
  page: ReactNode,
  language: 'en' | 'ar',
  cached: (client: QueryClient) => void,
): Promise<string> {
  await startTestI18n();
  await i18n.changeLanguage(language);
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  cached(client);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The page's text without tags, spaces run together (to find a sentence in it). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

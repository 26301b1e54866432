import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { startTestI18n } from './test-i18n';

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
  const found = i18n.language;
  await i18n.changeLanguage(language);
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  cached(client);
  try {
    return renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter>{page}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  } finally {
    // The render is synchronous, so the words are in the markup: the worker's next test finds
    // the language as it was.
    await i18n.changeLanguage(found);
  }
}

/** The page's text without tags, spaces run together (to find a sentence in it). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { pageFirstList, pageNamespaces, routes } from '../app/router';
import { userQueryKey } from '../features/auth/api/get-user';
import { FOOD_LIST_PAGE_SIZE, foodItemsUrl } from '../features/donations/api/get-food-items';
import { i18n, startI18n } from '../i18n/i18n';
import type { Language, Namespace } from '../i18n/namespaces';
import { createQueryClient } from '../lib/query-client';

/**
 * The public pages a visitor most often lands on, prerendered in each language, with the module
 * of each one's page (its code is named in the HTML, to load beside the entry, not after it).
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string | null>> = {
  '/': null,
  '/marketplace': 'src/pages/marketplace/marketplace-page.tsx',
  '/offers': 'src/pages/offers/offers-page.tsx',
};

/** The catalogues the page needs besides the shared ones (a visitor's `/` is the landing page). */
export function pageCatalogues(path: string): Namespace[] {
  return [...pageNamespaces(path), ...(path === '/' ? (['landing'] as const) : [])];
}

/** The first page of the page's food list, as the app will ask for it, if it is a list page. */
export function firstListUrl(path: string): string | undefined {
  const filters = pageFirstList(path);
  return filters && foodItemsUrl({ ...filters, limit: FOOD_LIST_PAGE_SIZE, offset: 0 });
}

/**
 * The markup of a public page as a visitor first sees it in `language`, before any list has
 * answered (its cards' places held by placeholders): built once per release, sent as the page's
 * HTML so a phone paints it before the scripts arrive. The app then draws over it.
 */
export async function renderPage(path: string, language: Language): Promise<string> {
  const namespaces = pageCatalogues(path);
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces(namespaces);
  } else await startI18n(language, namespaces);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect when prerendered`);
  const queryClient = createQueryClient();
  // A visitor: nobody is signed in.
  queryClient.setQueryData(userQueryKey, null);
  const markup = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  );
  // Its fields wait for the app: typed into before the app draws over them, the words would be
  // lost with the markup. Read-only, a tap types nothing until the app's own field is there.
  return markup
    .replaceAll('<input ', '<input readonly="" ')
    .replaceAll('<textarea ', '<textarea readonly="" ');
}

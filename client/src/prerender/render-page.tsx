import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { pageFirstList, pageNamespaces, routes } from '../app/router';
import { userQueryKey } from '../features/auth/api/get-user';
import {
  FOOD_LIST_PAGE_SIZE,
  foodItemsUrl,
  seedFirstListPage,
} from '../features/donations/api/get-food-items';
import { i18n, startI18n } from '../i18n/i18n';
import type { Language, Namespace } from '../i18n/namespaces';
import { type FirstListAnswer, firstListElement } from '../lib/first-list';
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

/** A page as rendered: its title (for `<head>`) and the markup of `#root`. */
export interface RenderedPage {
  readonly title: string | undefined;
  readonly markup: string;
}

/** One render at a time: the language is the catalogues' for the whole of a render. */
let turn: Promise<unknown> = Promise.resolve();

/**
 * The markup of a public page as a visitor first sees it in `language`. At build time, before
 * any list has answered: its cards' places are held by placeholders (docs/decisions/0031). At a
 * visitor's request, with the list's first page (`firstList`, as the API answered it): its
 * cards, and the answer itself for the app to start from (docs/decisions/0032). Sent as the
 * page's HTML, so a phone paints it before the scripts arrive; the app then draws over it.
 */
export function renderPage(
  path: string,
  language: Language,
  firstList?: FirstListAnswer,
): Promise<RenderedPage> {
  const rendered = turn.then(() => render(path, language, firstList));
  turn = rendered.catch(() => undefined);
  return rendered;
}

async function render(
  path: string,
  language: Language,
  firstList: FirstListAnswer | undefined,
): Promise<RenderedPage> {
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
  const filters = pageFirstList(path);
  const listed = firstList && filters && seedFirstListPage(queryClient, filters, firstList);
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
  // React hoists a page's <title> to the front of its markup, beside the preloads of its first
  // pictures: the title belongs in <head>; the preloads may stay where they are.
  const hoisted = /^(?:<link [^>]*>|<title>.*?<\/title>)*/.exec(markup)?.[0] ?? '';
  const title = /<title>.*?<\/title>/.exec(hoisted)?.[0];
  const body = title ? markup.replace(title, '') : markup;
  // Its fields wait for the app: typed into before the app draws over them, the words would be
  // lost with the markup. Read-only, a tap types nothing until the app's own field is there.
  return {
    title,
    markup:
      body
        .replaceAll('<input ', '<input readonly="" ')
        .replaceAll('<textarea ', '<textarea readonly="" ') +
      (listed && firstList ? firstListElement(firstList) : ''),
  };
}

import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  type RouteObject,
  ScrollRestoration,
} from 'react-router-dom';
import { RouteError } from '../components/layout/route-error';
import { PageSpinner } from '../components/ui/spinner';
import type { FoodItemsFilters } from '../features/donations/api/get-food-items';
import { loadNamespaces } from '../i18n/i18n';
import type { Namespace } from '../i18n/namespaces';
import { takeFirstListAnswer } from '../lib/first-list';
import { registerNavigate } from '../lib/navigation';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { RootPage } from '../pages/root/root-page';
import { AppLayout } from './app-layout';

/** The app's query client, for lists a route asks for as its code loads (set by createRouter). */
let prefetchInto: QueryClient | null = null;

/** What a route tells about its page before its code has loaded. */
interface PageHandle {
  /** The catalogues of its area, so it renders in the person's language at once. */
  readonly namespaces: readonly Namespace[];
  /** The food list it opens on: its first page is asked for as the page's code loads. */
  readonly firstList?: FoodItemsFilters;
}

/**
 * A route whose page is fetched when first visited, so `/` stays small, together with the
 * catalogues of its area. A list page asks for its first page of items as its code loads, not
 * once it has drawn.
 */
function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  namespaces: readonly Namespace[] = [],
  firstList?: FoodItemsFilters,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    handle: { namespaces, ...(firstList ? { firstList } : {}) } satisfies PageHandle,
    lazy: async () => {
      const [module] = await Promise.all([
        load(),
        loadNamespaces(namespaces),
        firstList && prefetchInto
          ? startFirstListPage(prefetchInto, firstList).catch(() => undefined)
          : undefined,
      ]);
      return { Component: pick(module) };
    },
  };
}

/**
 * The first page of a food list as its page first asks for it (no filter typed yet): taken from
 * the page's HTML where the server rendered it there (docs/decisions/0032), else asked for, not
 * waited for. Nothing where the list sorts by a shared location, whose point the page adds.
 */
async function startFirstListPage(client: QueryClient, filters: FoodItemsFilters) {
  const [{ foodItemsListOptions, seedFirstListPage }, { hasSharedLocation }] = await Promise.all([
    import('../features/donations/api/get-food-items'),
    import('../lib/shared-location'),
  ]);
  const answer = takeFirstListAnswer();
  if (hasSharedLocation()) return;
  if (answer) seedFirstListPage(client, filters, answer);
  void client.prefetchInfiniteQuery(foodItemsListOptions(filters)).catch(() => undefined);
}

/** What the Donations and Marketplace lists show before the person filters them. */
const DONATIONS_LIST: FoodItemsFilters = { isMarketplace: false, status: 'available' };
const MARKETPLACE_LIST: FoodItemsFilters = { isMarketplace: true, status: 'available' };

const marketplacePage = lazyPage(
  () => import('../pages/marketplace/marketplace-page'),
  (module) => module.MarketplacePage,
  ['food'],
  DONATIONS_LIST,
);

/**
 * Every page opens at its top, and back and forward return to where the person was: the router
 * keeps each history entry's scroll position (in session storage, so a reload keeps it too).
 */
function ScrollFrame() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const pages: RouteObject[] = [
  {
    path: '/auth',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    ...lazyPage(
      () => import('../pages/auth/auth-page'),
      (module) => module.AuthPage,
      ['auth'],
    ),
  },
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <RootPage /> },
      { path: 'marketplace', ...marketplacePage },
      // docs/product.md §2: /find-food shows the Donations list, the same page as /marketplace.
      { path: 'find-food', ...marketplacePage },
      {
        path: 'offers',
        ...lazyPage(
          () => import('../pages/offers/offers-page'),
          (module) => module.OffersPage,
          ['food'],
          MARKETPLACE_LIST,
        ),
      },
      {
        path: 'collection-hubs',
        ...lazyPage(
          () => import('../pages/collection-hubs/collection-hubs-page'),
          (module) => module.CollectionHubsPage,
          ['hubs', 'food'],
        ),
      },
      {
        path: 'community',
        ...lazyPage(
          () => import('../pages/community/community-page'),
          (module) => module.CommunityPage,
          ['community'],
        ),
      },
      {
        path: 'profile',
        ...lazyPage(
          () => import('../pages/profile/profile-page'),
          (module) => module.ProfilePage,
          ['profile', 'food', 'safety', 'impact', 'notifications', 'charities'],
        ),
      },
      {
        path: 'donate',
        ...lazyPage(
          () => import('../pages/donate/donate-page'),
          (module) => module.DonatePage,
          ['donate', 'food', 'safety', 'charities'],
        ),
      },
      {
        path: 'surplus',
        ...lazyPage(
          () => import('../pages/surplus/surplus-page'),
          (module) => module.SurplusPage,
          ['surplus', 'food'],
        ),
      },
      {
        path: 'help-center',
        ...lazyPage(
          () => import('../pages/help-center/help-center-page'),
          (module) => module.HelpCenterPage,
          ['help'],
        ),
      },
      {
        path: 'privacy-policy',
        ...lazyPage(
          () => import('../pages/privacy-policy/privacy-policy-page'),
          (module) => module.PrivacyPolicyPage,
          ['privacy'],
        ),
      },
      {
        path: 'contact-us',
        ...lazyPage(
          () => import('../pages/contact-us/contact-us-page'),
          (module) => module.ContactUsPage,
          ['contact'],
        ),
      },
      {
        path: 'become-collection-hub',
        ...lazyPage(
          () => import('../pages/become-collection-hub/become-collection-hub-page'),
          (module) => module.BecomeCollectionHubPage,
          ['hubs'],
        ),
      },
      {
        path: 'admin',
        ...lazyPage(
          () => import('../pages/admin/admin-layout'),
          (module) => module.AdminLayout,
          ['admin', 'tools'],
        ),
        children: [
          {
            index: true,
            ...lazyPage(
              () => import('../pages/admin/admin-overview-page'),
              (module) => module.AdminOverviewPage,
            ),
          },
          {
            path: 'queue',
            ...lazyPage(
              () => import('../pages/admin/queue-page'),
              (module) => module.QueuePage,
              ['admin', 'safety', 'donate', 'food', 'charities'],
            ),
          },
          {
            path: 'appeals',
            ...lazyPage(
              () => import('../pages/admin/appeals-page'),
              (module) => module.AppealsPage,
              ['admin', 'food'],
            ),
          },
          {
            path: 'donations',
            ...lazyPage(
              () => import('../pages/admin/donations-page'),
              (module) => module.DonationsPage,
            ),
          },
          {
            path: 'donations/:id',
            ...lazyPage(
              () => import('../pages/admin/donation-history-page'),
              (module) => module.DonationHistoryPage,
              ['admin', 'safety', 'donate', 'food', 'rules'],
            ),
          },
          {
            path: 'hub-applications',
            ...lazyPage(
              () => import('../pages/admin/hub-applications-page'),
              (module) => module.HubApplicationsPage,
            ),
          },
          {
            path: 'messages',
            ...lazyPage(
              () => import('../pages/admin/messages-page'),
              (module) => module.MessagesPage,
              ['admin', 'contact'],
            ),
          },
          {
            path: 'metrics',
            ...lazyPage(
              () => import('../pages/admin/metrics-page'),
              (module) => module.MetricsPage,
              ['admin', 'tools'],
            ),
          },
          {
            path: 'impact',
            ...lazyPage(
              () => import('../pages/admin/impact-page'),
              (module) => module.ImpactPage,
              ['admin', 'impact', 'food'],
            ),
          },
          {
            path: 'rules',
            ...lazyPage(
              () => import('../pages/admin/rules-page'),
              (module) => module.RulesPage,
              ['admin', 'rules'],
            ),
          },
          {
            path: 'allocation',
            ...lazyPage(
              () => import('../pages/admin/allocation-page'),
              (module) => module.AllocationPage,
              ['admin', 'food', 'charities'],
            ),
          },
          {
            path: 'audit',
            ...lazyPage(
              () => import('../pages/admin/audit-page'),
              (module) => module.AuditPage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const routes: RouteObject[] = [{ element: <ScrollFrame />, children: pages }];

/**
 * The catalogues the page at `pathname` needs: the first page's are fetched with the shared
 * ones as the app starts, not once its route has loaded (one round trip fewer before it draws).
 */
export function pageNamespaces(pathname: string): Namespace[] {
  return pageHandles(pathname).flatMap((handle) => handle.namespaces);
}

/** The food list the page at `pathname` opens on, if it is a list page. */
export function pageFirstList(pathname: string): FoodItemsFilters | undefined {
  return pageHandles(pathname).find((handle) => handle.firstList)?.firstList;
}

function pageHandles(pathname: string): PageHandle[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as PageHandle] : [],
  );
}

/**
 * The app's router. `overPrerender`: the page is already on screen (docs/decisions/0031), so it
 * starts as a hydrating router does, leaving the scroll position where the person has it.
 */
export function createRouter(queryClient: QueryClient, { overPrerender = false } = {}) {
  prefetchInto = queryClient;
  const router = createBrowserRouter(routes, overPrerender ? { hydrationData: {} } : {});
  registerNavigate((to) => void router.navigate(to));
  return router;
}

import { DirectionProvider } from '@radix-ui/react-direction';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { useDirection } from '../components/ui/use-direction';
import type { createRouter } from './router';

/**
 * The app, on the router and query client main.ts started (its first page's code, and a list
 * page's first items, loading since).
 */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createRouter>;
  queryClient: QueryClient;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** What every page is drawn inside, in the browser and when prerendered at build time. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // Every Radix part (selects, menus, tabs) reads its reading direction from here: the language's.
  return (
    <DirectionProvider dir={useDirection()}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </DirectionProvider>
  );
}

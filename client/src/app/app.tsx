import { DirectionProvider } from '@radix-ui/react-direction';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { useDirection } from '../components/ui/use-direction';
import type { createRouter } from './router';

/**
 * The app, on the router and query client main.tsx started (its first page's code, and a list
 * page's first items, loading since).
 */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createRouter>;
  queryClient: QueryClient;
}) {
  // Every Radix part (selects, menus, tabs) reads its reading direction from here: the language's.
  return (
    <DirectionProvider dir={useDirection()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </DirectionProvider>
  );
}

import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { useDirection } from '../components/ui/use-direction';
import { createQueryClient } from '../lib/query-client';
import type { createRouter } from './router';

/** The app, on the router main.tsx started (its first page's code loading since). */
export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  const [queryClient] = useState(createQueryClient);
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

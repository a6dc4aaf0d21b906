import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from './query-client';

// Created once: cached data outlives navigation. Loaded lazily so the home page does not pay for it.
const queryClient = createQueryClient();

/** Provides server-state caching to every page that fetches data. */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

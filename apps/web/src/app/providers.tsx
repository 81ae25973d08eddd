import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazyComponent } from '../lib/lazy-chunk';
import { queryClient } from '../lib/query-client';
import { ErrorBoundary } from './shell/error-boundary';

// react-toastify is not needed to show a page: it loads right after (toasts raised before it
// mounts wait in its queue; lib/notify loads it too).
const Toasts = lazyComponent(
  () => import('./shell/toasts'),
  (m) => m.Toasts,
);

/** Server-state cache, the toast area (top left, docs/product.md#shell-and-menus) and the top-level error boundary. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Slide, ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client';
import { ErrorBoundary } from './shell/error-boundary';

/** Server-state cache, the toast area (top left, part 1 §2) and the top-level error boundary. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer
          position="top-left"
          autoClose={5000}
          newestOnTop
          closeOnClick
          theme="colored"
          transition={Slide}
          className="app-toasts"
        />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

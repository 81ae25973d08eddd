import type { ReactNode } from 'react';

/** The page's h1, with the data-testid browser tests look for (e.g. "login-title"). */
export function PageTitle({
  testId,
  children,
  className = '',
}: {
  testId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <h1 className={`page-title h3 mb-4 ${className}`} data-testid={testId}>
      {children}
    </h1>
  );
}

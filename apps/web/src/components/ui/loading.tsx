import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/**
 * "Loading..." with a spinner, for pages waiting on data or a code chunk: a status live region, so
 * screen readers announce it. Inside a BusyRegion (which announces for it) `announce` is false.
 */
export function Loading({ announce = true }: { announce?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className="d-flex align-items-center gap-2 text-body-secondary py-4"
      role={announce ? 'status' : undefined}
      data-testid="loading"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{t('global.loading')}</span>
    </div>
  );
}

/**
 * A list (or any content) that loads and reloads: `aria-busy` while `busy`, and beside it a
 * visually hidden status region that says "Loading..." meanwhile (outside the busy region, which
 * screen readers may keep quiet until it is done), so a reload behind rows still shown is heard too.
 */
export function BusyRegion({
  busy,
  children,
  className,
  testId,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div role="status" className="visually-hidden" data-testid="busy-status">
        {busy ? t('global.loading') : ''}
      </div>
      <div aria-busy={busy} className={className} data-testid={testId}>
        {children}
      </div>
    </>
  );
}

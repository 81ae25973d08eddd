import type { ReactNode, Ref } from 'react';

/**
 * A message in a live region that is always on the page (a region added together with its text
 * is often not read): `status` for news (polite), `alert` for failures (assertive). The message
 * itself can take focus (tabIndex -1), for the steps that move the focus to it.
 */
export function LiveMessage({
  kind,
  variant,
  testId,
  messageRef,
  children,
}: {
  kind: 'status' | 'alert';
  variant: 'success' | 'info' | 'danger' | 'warning';
  testId: string;
  messageRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <div role={kind} aria-atomic="true">
      {children ? (
        <div ref={messageRef} tabIndex={-1} className={`alert alert-${variant}`} data-testid={testId}>
          {children}
        </div>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';

/** At most this many numbered page buttons (docs/product.md#lists-paging-and-sorting). */
export const MAX_PAGE_BUTTONS = 5;

/** The numbered pages shown around the active one: a window of at most `max` pages. */
export function pageWindow(page: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  const end = Math.min(pageCount, Math.max(page + Math.floor(max / 2), max));
  const start = Math.max(1, end - max + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * One link of the pager: a real button; the current page carries aria-current="page" and the
 * arrows that lead nowhere aria-disabled, so that neither drops keyboard focus when it changes.
 */
function PageButton({
  onSelect,
  active = false,
  disabled = false,
  label,
  testId,
  children,
}: {
  onSelect: () => void;
  active?: boolean;
  disabled?: boolean;
  /** The accessible name of an arrow (the numbers name themselves). */
  label?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className={['page-item', active && 'active', disabled && 'disabled'].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="page-link"
        aria-current={active ? 'page' : undefined}
        aria-disabled={disabled || undefined}
        aria-label={label}
        title={label}
        data-testid={testId}
        onClick={() => {
          if (!active && !disabled) onSelect();
        }}
      >
        {children}
      </button>
    </li>
  );
}

/**
 * First / previous / at most 5 numbered pages / next / last, in a navigation landmark named by
 * `labels.nav`. `page` is 1-based. Buttons carry `data-testid="page-<n>"`, `page-first`,
 * `page-prev`, `page-next`, `page-last`.
 */
export function ListPagination({
  page,
  total,
  size,
  onSelect,
  labels,
}: {
  page: number;
  total: number;
  size: number;
  onSelect: (page: number) => void;
  /** Accessible names of the arrows and of the navigation landmark. */
  labels: { nav: string; first: string; previous: string; next: string; last: string };
}) {
  const pageCount = pageCountOf(total, size);
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  const arrow = (symbol: string) => <span aria-hidden="true">{symbol}</span>;
  return (
    <nav aria-label={labels.nav} data-testid="pagination">
      <ul className="pagination justify-content-center mb-0">
        <PageButton disabled={atStart} onSelect={() => onSelect(1)} label={labels.first} testId="page-first">
          {arrow('«')}
        </PageButton>
        <PageButton
          disabled={atStart}
          onSelect={() => onSelect(page - 1)}
          label={labels.previous}
          testId="page-prev"
        >
          {arrow('‹')}
        </PageButton>
        {pageWindow(page, pageCount).map((n) => (
          <PageButton key={n} active={n === page} onSelect={() => onSelect(n)} testId={`page-${n}`}>
            {n}
          </PageButton>
        ))}
        <PageButton
          disabled={atEnd}
          onSelect={() => onSelect(page + 1)}
          label={labels.next}
          testId="page-next"
        >
          {arrow('›')}
        </PageButton>
        <PageButton
          disabled={atEnd}
          onSelect={() => onSelect(pageCount)}
          label={labels.last}
          testId="page-last"
        >
          {arrow('»')}
        </PageButton>
      </ul>
    </nav>
  );
}

/** The first and last item numbers of a page ("Showing 21 - 40 of 57 items"). */
export function pageRange(page: number, size: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  const first = (page - 1) * size + 1;
  return { first: Math.min(first, total), last: Math.min(page * size, total) };
}

import Pagination from 'react-bootstrap/Pagination';

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
 * First / previous / at most 5 numbered pages / next / last. `page` is 1-based. Buttons carry
 * `data-testid="page-<n>"`, `page-first`, `page-prev`, `page-next`, `page-last`.
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
  return (
    <nav aria-label={labels.nav} data-testid="pagination">
      <Pagination className="justify-content-center mb-0">
        <Pagination.First
          disabled={atStart}
          onClick={() => onSelect(1)}
          aria-label={labels.first}
          data-testid="page-first"
        />
        <Pagination.Prev
          disabled={atStart}
          onClick={() => onSelect(page - 1)}
          aria-label={labels.previous}
          data-testid="page-prev"
        />
        {pageWindow(page, pageCount).map((n) => (
          <Pagination.Item key={n} active={n === page} onClick={() => onSelect(n)} data-testid={`page-${n}`}>
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Next
          disabled={atEnd}
          onClick={() => onSelect(page + 1)}
          aria-label={labels.next}
          data-testid="page-next"
        />
        <Pagination.Last
          disabled={atEnd}
          onClick={() => onSelect(pageCount)}
          aria-label={labels.last}
          data-testid="page-last"
        />
      </Pagination>
    </nav>
  );
}

/** The first and last item numbers of a page ("Showing 21 - 40 of 57 items"). */
export function pageRange(page: number, size: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  const first = (page - 1) * size + 1;
  return { first: Math.min(first, total), last: Math.min(page * size, total) };
}

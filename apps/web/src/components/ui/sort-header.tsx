import type { SortState } from '../../lib/list-params';
import './sort-header.css';

/**
 * A sortable column header: a click toggles ascending/descending on this column (docs/product.md#lists-paging-and-sorting).
 * The `th` carries aria-sort (ascending / descending / none), which is how the order is announced;
 * inside it a real button named by the column label (`data-testid="sort-<property>"`, its
 * `data-direction` for tests), the arrows drawn beside it hidden from screen readers.
 */
export function SortHeader({
  property,
  label,
  sort,
  onSort,
  title,
}: {
  property: string;
  label: string;
  sort: SortState | null;
  onSort: (property: string) => void;
  /** Tooltip of the button ("Sort by ..."). */
  title?: string;
}) {
  const direction = sort?.property === property ? sort.direction : null;
  return (
    <th
      scope="col"
      className="sort-header text-nowrap"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        className="sort-header-button"
        data-testid={`sort-${property}`}
        data-direction={direction ?? undefined}
        title={title}
        onClick={() => onSort(property)}
      >
        <span>{label}</span>
        <SortMark direction={direction} />
      </button>
    </th>
  );
}

function SortMark({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg
      className={`sort-mark ${direction ? 'is-active' : ''}`}
      width={10}
      height={14}
      viewBox="0 0 10 14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 1 L9 5.5 H1 Z" opacity={direction === 'desc' ? 0.25 : direction ? 1 : 0.35} />
      <path d="M5 13 L9 8.5 H1 Z" opacity={direction === 'asc' ? 0.25 : direction ? 1 : 0.35} />
    </svg>
  );
}

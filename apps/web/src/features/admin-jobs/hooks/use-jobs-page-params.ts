import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { JobStateFilter } from '@app/contracts';
import { parseStateFilter } from '../utils/job-text';

/**
 * The Jobs page's choices, kept in its address (?queue=&state=) so a queue's failed jobs can be
 * linked to and survive a reload. Choosing another queue keeps the state filter.
 */
export function useJobsPageParams() {
  const [search, setSearch] = useSearchParams();
  const queue = search.get('queue') || undefined;
  const state = parseStateFilter(search.get('state'));
  const update = useCallback(
    (change: { queue?: string | null; state?: JobStateFilter | null }) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined) continue;
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setSearch],
  );
  return { queue, state, update };
}

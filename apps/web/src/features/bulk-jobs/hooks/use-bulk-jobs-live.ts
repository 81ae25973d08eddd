import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BulkJob, BulkJobDetail } from '@app/contracts';
import { bulkJobKeys } from '../../../lib/bulk-jobs/bulk-job-api';
import { subscribeBulkJobs } from '../../../lib/live/bulk-job-feed';
import { useLiveConnected } from '../../../lib/live/use-live-connected';
import { withJob } from '../utils/bulk-job-list';

/** The job page reads its devices' outcomes again at most this often while its counts move. */
export const BULK_JOB_ITEMS_REFRESH_MS = 2000;

/** Whether a message changes what the job page's devices show (their outcomes follow the counts). */
const itemsMoved = (before: BulkJob, after: BulkJob) =>
  before.status !== after.status || JSON.stringify(before.counts) !== JSON.stringify(after.counts);

/** Applies one message to the cached list and job page; true when the job's items are out of date. */
function applyToCache(queryClient: QueryClient, job: BulkJob): boolean {
  queryClient.setQueryData<BulkJob[]>(bulkJobKeys.list, (list) => (list ? withJob(list, job) : list));
  // Not read yet: the answer on its way may predate this message, so it is read again.
  let stale = true;
  queryClient.setQueryData<BulkJobDetail>(bulkJobKeys.detail(job.id), (detail) => {
    if (!detail) return detail;
    stale = itemsMoved(detail, job);
    return { ...detail, ...job, items: detail.items };
  });
  return stale;
}

/**
 * Follows the caller's bulk jobs live (decision 038, "Live progress") while `enabled`: each message
 * on the bulk jobs' destination updates the cached list and job page at once; the page given by
 * `itemsOf` reads its devices' outcomes again when the counts moved, at most every 2 s (the last
 * change is always read). Each time the subscription starts (mount, reconnect) the cached jobs are
 * read once, as a change may have been missed meanwhile. Answers whether the job(s) are followed
 * live now: the screens poll (slowly) only when not.
 */
export function useBulkJobsLive({ enabled, itemsOf }: { enabled: boolean; itemsOf?: number }): boolean {
  const queryClient = useQueryClient();
  const connected = useLiveConnected();
  const live = enabled && connected;
  const lastItemsRead = useRef(0);
  const itemsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!live) return;
    const readItems = () => {
      itemsTimer.current = undefined;
      lastItemsRead.current = Date.now();
      if (itemsOf !== undefined)
        void queryClient.invalidateQueries({ queryKey: bulkJobKeys.detail(itemsOf), exact: true });
    };
    const stop = subscribeBulkJobs((job) => {
      if (!applyToCache(queryClient, job) || job.id !== itemsOf || itemsTimer.current) return;
      const wait = lastItemsRead.current + BULK_JOB_ITEMS_REFRESH_MS - Date.now();
      if (wait <= 0) readItems();
      else itemsTimer.current = setTimeout(readItems, wait);
    });
    // Subscribed first, then read: nothing falls between the answer and the first message.
    void queryClient.invalidateQueries({ queryKey: bulkJobKeys.all });
    return () => {
      stop();
      clearTimeout(itemsTimer.current);
      itemsTimer.current = undefined;
    };
  }, [live, itemsOf, queryClient]);

  return live;
}

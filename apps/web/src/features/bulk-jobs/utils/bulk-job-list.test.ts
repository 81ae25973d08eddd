import { describe, expect, it } from 'vitest';
import type { BulkJob } from '@app/contracts';
import { BULK_JOB_LIST_LIMIT, withJob } from './bulk-job-list';

const job = (id: number, done = 0): BulkJob => ({
  id,
  kind: 'commands',
  status: done === 2 ? 'DONE' : 'RUNNING',
  action: { kind: 'commands', commands: [{ code: 'switch', value: true }] },
  createdBy: 'dealer',
  createdDate: '2026-11-24T10:00:00.000Z',
  startedDate: '2026-11-24T10:00:01.000Z',
  finishedDate: null,
  counts: { total: 2, pending: 2 - done, waiting: 0, done, failed: 0, cancelled: 0 },
});

describe('withJob (a live message applied to the jobs list)', () => {
  it('replaces the row of a job the list has, in its place', () => {
    const list = [job(3), job(2), job(1)];
    expect(withJob(list, job(2, 2))).toEqual([job(3), job(2, 2), job(1)]);
  });

  it('adds a new job in its place by id, newest first, within the list limit', () => {
    expect(withJob([job(3), job(1)], job(2)).map((j) => j.id)).toEqual([3, 2, 1]);
    expect(withJob([job(1)], job(4)).map((j) => j.id)).toEqual([4, 1]);
    const full = Array.from({ length: BULK_JOB_LIST_LIMIT }, (_, i) => job(BULK_JOB_LIST_LIMIT - i));
    const added = withJob(full, job(BULK_JOB_LIST_LIMIT + 1));
    expect(added).toHaveLength(BULK_JOB_LIST_LIMIT);
    expect(added[0]!.id).toBe(BULK_JOB_LIST_LIMIT + 1);
    expect(added.at(-1)!.id).toBe(2);
  });
});

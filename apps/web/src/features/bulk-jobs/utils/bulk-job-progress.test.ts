import { describe, expect, it } from 'vitest';
import type { BulkJobCounts } from '@app/contracts';
import { finishedCount, progressOf } from './bulk-job-progress';

const counts = (c: Partial<BulkJobCounts> = {}): BulkJobCounts => ({
  total: 10,
  pending: 0,
  waiting: 0,
  done: 0,
  failed: 0,
  cancelled: 0,
  ...c,
});
describe('a job progress', () => {
  it('counts done, failed and cancelled devices as finished', () => {
    const c = counts({ done: 3, failed: 1, cancelled: 1, pending: 5 });
    expect(finishedCount(c)).toBe(5);
    expect(progressOf(c)).toBe(50);
    expect(progressOf(counts({ total: 3, done: 1 }))).toBe(33);
    expect(progressOf(counts({ total: 0 }))).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import type { BulkJobCounts, BulkJobStatus } from '@app/contracts';
import { allowedMoves, finishedCount, progressOf } from './bulk-job-moves';

const counts = (c: Partial<BulkJobCounts> = {}): BulkJobCounts => ({
  total: 10,
  pending: 0,
  done: 0,
  failed: 0,
  cancelled: 0,
  ...c,
});
const moves = (status: BulkJobStatus, failed = 0) => allowedMoves({ status, counts: counts({ failed }) });

describe('the moves a job page offers', () => {
  it('pauses and cancels a queued or running job, resumes and cancels a paused one', () => {
    expect(moves('QUEUED')).toEqual({ pause: true, resume: false, cancel: true, retry: false });
    expect(moves('RUNNING', 2)).toEqual({ pause: true, resume: false, cancel: true, retry: false });
    expect(moves('PAUSED', 2)).toEqual({ pause: false, resume: true, cancel: true, retry: false });
  });

  it('runs the failed devices again only of a finished job that has some', () => {
    expect(moves('DONE')).toEqual({ pause: false, resume: false, cancel: false, retry: false });
    expect(moves('DONE', 1).retry).toBe(true);
    expect(moves('CANCELLED', 3).retry).toBe(true);
    expect(moves('CANCELLED').retry).toBe(false);
  });
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

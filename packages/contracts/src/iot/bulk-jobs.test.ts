import { describe, expect, it } from 'vitest';
import { bulkJobMoves, bulkJobRequestSchema, bulkPauseReason } from './bulk-jobs';

describe('bulk jobs: the pause rules and the moves', () => {
  it('pauses on a failure inside the first batch only', () => {
    const options = { firstBatch: 3 };
    expect(bulkPauseReason(options, { finished: 1, failed: 0 })).toBeNull();
    expect(bulkPauseReason(options, { finished: 2, failed: 1 })).toBe('firstBatch');
    expect(bulkPauseReason(options, { finished: 3, failed: 1 })).toBe('firstBatch');
    // Past the batch, a failure is the threshold's business (none set here).
    expect(bulkPauseReason(options, { finished: 4, failed: 1 })).toBeNull();
  });

  it('judges the failure share after ten devices, strictly over the percentage', () => {
    const options = { failurePercent: 20 };
    expect(bulkPauseReason(options, { finished: 9, failed: 9 })).toBeNull();
    expect(bulkPauseReason(options, { finished: 10, failed: 2 })).toBeNull(); // 20 %: not over
    expect(bulkPauseReason(options, { finished: 10, failed: 3 })).toBe('failures');
    expect(bulkPauseReason({}, { finished: 100, failed: 100 })).toBeNull();
  });

  it('allows the moves each status permits', () => {
    const job = (status: Parameters<typeof bulkJobMoves>[0]['status'], failed = 0) => ({
      status,
      counts: { failed },
    });
    expect(bulkJobMoves(job('RUNNING'))).toEqual({ pause: true, resume: false, cancel: true, retry: false });
    expect(bulkJobMoves(job('PAUSED', 3))).toEqual({
      pause: false,
      resume: true,
      cancel: true,
      retry: false,
    });
    expect(bulkJobMoves(job('DONE'))).toEqual({ pause: false, resume: false, cancel: false, retry: false });
    expect(bulkJobMoves(job('CANCELLED', 1))).toEqual({
      pause: false,
      resume: false,
      cancel: false,
      retry: true,
    });
  });

  it('refuses a request listing a device twice, a group without its category, a start without offset', () => {
    const action = { kind: 'commands', commands: [{ code: 'switch', value: true }] };
    expect(bulkJobRequestSchema.safeParse({ action, devices: ['a', 'a'] }).success).toBe(false);
    expect(
      bulkJobRequestSchema.safeParse({ action: { kind: 'deleteTimers', group: '1' }, devices: ['a'] })
        .success,
    ).toBe(false);
    expect(
      bulkJobRequestSchema.safeParse({ action, devices: ['a'], options: { startAt: '2026-12-01T22:00:00' } })
        .success,
    ).toBe(false);
    expect(
      bulkJobRequestSchema.safeParse({
        action,
        devices: ['a'],
        options: { startAt: '2026-12-01T22:00:00+01:00' },
      }).success,
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { bulkJobOptionsOf, NO_BULK_JOB_OPTIONS } from './bulk-job-options';

const now = new Date('2026-11-27T12:00:00Z');

describe('bulk job options from the dialog', () => {
  it('are empty when nothing is set: the job starts now, unstaged, and fails offline devices', () => {
    expect(bulkJobOptionsOf(NO_BULK_JOB_OPTIONS, now)).toEqual({ options: {} });
  });

  it('carry a start time, a first batch, a failure threshold and the offline wait', () => {
    const at = new Date('2026-11-27T22:00:00+01:00');
    expect(
      bulkJobOptionsOf(
        {
          startAt: at.toISOString(),
          firstBatch: '20',
          failurePercent: ' 10 ',
          waitOffline: true,
          offlineWaitDays: '7',
        },
        now,
      ),
    ).toEqual({
      options: { startAt: at.toISOString(), firstBatch: 20, failurePercent: 10, offlineWaitDays: 7 },
    });
  });

  it('name the field that is wrong', () => {
    const with_ = (patch: Partial<typeof NO_BULK_JOB_OPTIONS>) =>
      bulkJobOptionsOf({ ...NO_BULK_JOB_OPTIONS, ...patch }, now);
    expect(with_({ startAt: '2026-11-27T11:00:00Z' })).toEqual({ invalid: 'startAt' });
    expect(with_({ startAt: '2027-01-27T11:00:00Z' })).toEqual({ invalid: 'startAt' });
    expect(with_({ firstBatch: '0' })).toEqual({ invalid: 'firstBatch' });
    expect(with_({ failurePercent: '150' })).toEqual({ invalid: 'failurePercent' });
    expect(with_({ failurePercent: 'ten' })).toEqual({ invalid: 'failurePercent' });
    expect(with_({ waitOffline: true, offlineWaitDays: '31' })).toEqual({ invalid: 'offlineWaitDays' });
    // The wait's days count only when waiting is chosen.
    expect(with_({ waitOffline: false, offlineWaitDays: '31' })).toEqual({ options: {} });
  });
});

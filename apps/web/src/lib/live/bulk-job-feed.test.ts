import { describe, expect, it } from 'vitest';
import type { BulkJob } from '@app/contracts';
import { parseBulkJobFrame } from './bulk-job-feed';

const job: BulkJob = {
  id: 7,
  kind: 'commands',
  status: 'RUNNING',
  action: { kind: 'commands', commands: [{ code: 'switch', value: true }] },
  createdBy: 'dealer',
  createdDate: '2026-11-24T10:00:00.000Z',
  startedDate: '2026-11-24T10:00:01.000Z',
  finishedDate: null,
  counts: { total: 3, pending: 2, waiting: 0, done: 1, failed: 0, cancelled: 0 },
  options: {},
  pauseReason: null,
  offlineDeadline: null,
};

describe('parseBulkJobFrame', () => {
  it('gives the job of a frame of the contract', () => {
    expect(parseBulkJobFrame(JSON.stringify({ job }))).toEqual(job);
  });

  it('ignores a frame that is not JSON or not the contract, whole', () => {
    expect(parseBulkJobFrame('{job:')).toBeNull();
    expect(parseBulkJobFrame(JSON.stringify(job))).toBeNull();
    expect(parseBulkJobFrame(JSON.stringify({ job: { ...job, status: 'LOST' } }))).toBeNull();
    expect(parseBulkJobFrame(JSON.stringify({ job: { ...job, counts: { total: 3 } } }))).toBeNull();
  });
});

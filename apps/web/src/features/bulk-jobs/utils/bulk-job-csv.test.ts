import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { bulkJobItemsTable } from './bulk-job-csv';

const t = ((key: string) => key) as unknown as TFunction;

describe("a job's CSV", () => {
  it('has one row per device, in the order given, with its outcome and reason', () => {
    const table = bulkJobItemsTable(t, [
      { uid: 'a', name: 'Sala', status: 'DONE', error: null, finishedDate: '2026-11-27T10:00:05' },
      { uid: 'b', name: null, status: 'FAILED', error: 'Device offline', finishedDate: null },
    ]);
    expect(table.fields).toHaveLength(5);
    expect(table.data).toEqual([
      ['Sala', 'a', 'bulkJobs.item.status.DONE', '', '27/11/26 10:00:05'],
      ['', 'b', 'bulkJobs.item.status.FAILED', 'Device offline', ''],
    ]);
  });
});

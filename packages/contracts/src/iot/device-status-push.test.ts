import { describe, expect, it } from 'vitest';
import { mergeReportedStatus } from './device-status-push';

describe('mergeReportedStatus', () => {
  const current = [
    { code: 'switch', value: false },
    { code: 'pm25', value: 12 },
    { code: 'speed', value: 'low' },
  ];

  it('replaces the reported codes and keeps the others in place', () => {
    expect(mergeReportedStatus(current, [{ code: 'switch', value: true }])).toEqual([
      { code: 'switch', value: true },
      { code: 'pm25', value: 12 },
      { code: 'speed', value: 'low' },
    ]);
  });

  it('appends codes the device never reported before', () => {
    expect(
      mergeReportedStatus(current, [
        { code: 'filter', value: 80 },
        { code: 'pm25', value: 30 },
      ]),
    ).toEqual([
      { code: 'switch', value: false },
      { code: 'pm25', value: 30 },
      { code: 'speed', value: 'low' },
      { code: 'filter', value: 80 },
    ]);
  });

  it('starts from nothing for a device with no stored status', () => {
    expect(mergeReportedStatus([], [{ code: 'switch', value: true }])).toEqual([
      { code: 'switch', value: true },
    ]);
  });
});

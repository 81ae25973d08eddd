import { describe, expect, it } from 'vitest';
import type { DashboardDevice, PushedDeviceStatus } from '@app/contracts';
import type { StatusEntry } from './get-device-statuses';
import { mergePushIntoDashboard, mergePushIntoStatuses, pushSupersedes } from './status-merge';

const pushed = (uid: string, deviceId: number, reportedAt: string, on = true): PushedDeviceStatus => ({
  deviceId,
  uid,
  online: true,
  status: [
    { code: 'switch', value: on },
    { code: 'pm25', value: 12 },
  ],
  reportedAt,
});

const device = (id: number, uid: string | null, storedAt?: string): DashboardDevice => ({
  id,
  uid,
  name: `Purifier ${id}`,
  serialNumber: null,
  owner: null,
  address: { state: 'none', label: null },
  model: null,
  canView: true,
  canHistory: true,
  lastStatus: storedAt ? { time: storedAt, online: false, status: [{ code: 'filter', value: 5 }] } : null,
});

const byUid = (...devices: DashboardDevice[]) => new Map(devices.map((d) => [d.uid!, d]));

describe('pushSupersedes', () => {
  it('replaces nothing shown, unknown, and any status read by the browser whatever its time', () => {
    expect(pushSupersedes('2026-11-24T10:00:00Z', null)).toBe(true);
    expect(pushSupersedes('2026-11-24T10:00:00Z', { time: '2026-11-24T11:00:00Z', serverClock: false })).toBe(
      true,
    );
  });

  it('by the server clock: newer or equal replaces, older does not', () => {
    const shown = { time: '2026-11-24T10:00:00Z', serverClock: true };
    expect(pushSupersedes('2026-11-24T10:00:01Z', shown)).toBe(true);
    expect(pushSupersedes('2026-11-24T10:00:00Z', shown)).toBe(true);
    expect(pushSupersedes('2026-11-24T09:59:59Z', shown)).toBe(false);
  });
});

describe('mergePushIntoDashboard', () => {
  const a = device(1, 'uid-a', '2026-11-24T09:00:00Z');
  const b = device(2, 'uid-b');

  it('gives a listed device the pushed whole status, with its report time, marked pushed', () => {
    const live = new Map<string, StatusEntry>();
    const next = mergePushIntoDashboard(live, [pushed('uid-a', 1, '2026-11-24T10:00:00Z')], byUid(a, b));
    expect(next).not.toBe(live);
    expect(next.get('uid-a')).toEqual({
      state: 'known',
      status: {
        id: 'uid-a',
        online: true,
        status: [
          { code: 'switch', value: true },
          { code: 'pm25', value: 12 },
        ],
      },
      time: '2026-11-24T10:00:00Z',
      pushed: true,
    });
    expect(live.size).toBe(0);
  });

  it('keeps the same map for devices the dashboard does not list or whose id does not match', () => {
    const live = new Map<string, StatusEntry>();
    const next = mergePushIntoDashboard(
      live,
      [pushed('uid-z', 9, '2026-11-24T10:00:00Z'), pushed('uid-a', 99, '2026-11-24T10:00:00Z')],
      byUid(a, b),
    );
    expect(next).toBe(live);
  });

  it('ignores a push older than the stored status or than an earlier push', () => {
    const live = new Map<string, StatusEntry>();
    expect(mergePushIntoDashboard(live, [pushed('uid-a', 1, '2026-11-24T08:00:00Z')], byUid(a))).toBe(live);
    const first = mergePushIntoDashboard(live, [pushed('uid-b', 2, '2026-11-24T10:00:00Z', true)], byUid(b));
    const late = mergePushIntoDashboard(first, [pushed('uid-b', 2, '2026-11-24T09:00:00Z', false)], byUid(b));
    expect(late).toBe(first);
    const later = mergePushIntoDashboard(
      first,
      [pushed('uid-b', 2, '2026-11-24T10:05:00Z', false)],
      byUid(b),
    );
    const entry = later.get('uid-b');
    expect(entry?.state === 'known' && entry.status.status[0]).toEqual({ code: 'switch', value: false });
  });

  it('replaces a live read and an unknown entry', () => {
    const live = new Map<string, StatusEntry>([
      [
        'uid-a',
        { state: 'known', status: { id: 'uid-a', online: false, status: [] }, time: '2099-01-01T00:00:00Z' },
      ],
      ['uid-b', { state: 'unknown' }],
    ]);
    const next = mergePushIntoDashboard(
      live,
      [pushed('uid-a', 1, '2026-11-24T10:00:00Z'), pushed('uid-b', 2, '2026-11-24T10:00:00Z')],
      byUid(a, b),
    );
    expect([...next.values()].map((e) => e.state === 'known' && e.pushed)).toEqual([true, true]);
  });

  it('within one frame, the newest report of a device wins whatever the order', () => {
    const next = mergePushIntoDashboard(
      new Map(),
      [pushed('uid-b', 2, '2026-11-24T10:05:00Z', false), pushed('uid-b', 2, '2026-11-24T10:00:00Z', true)],
      byUid(b),
    );
    const entry = next.get('uid-b');
    expect(entry?.state === 'known' && entry.time).toBe('2026-11-24T10:05:00Z');
  });
});

describe('mergePushIntoStatuses', () => {
  it('leaves an answer not read yet as it is', () => {
    expect(mergePushIntoStatuses(undefined, [pushed('uid-a', 1, '2026-11-24T10:00:00Z')])).toBeUndefined();
  });

  it('merges only the uids the answer holds and keeps the map when none is pushed', () => {
    const statuses = new Map<string, StatusEntry>([['uid-a', { state: 'unknown' }]]);
    expect(mergePushIntoStatuses(statuses, [pushed('uid-z', 9, '2026-11-24T10:00:00Z')])).toBe(statuses);
    const next = mergePushIntoStatuses(statuses, [
      pushed('uid-a', 1, '2026-11-24T10:00:00Z'),
      pushed('uid-z', 9, '2026-11-24T10:00:00Z'),
    ])!;
    expect([...next.keys()]).toEqual(['uid-a']);
    expect(next.get('uid-a')).toMatchObject({ state: 'known', pushed: true, time: '2026-11-24T10:00:00Z' });
    expect(statuses.get('uid-a')).toEqual({ state: 'unknown' });
  });

  it('does not go back to an older pushed report', () => {
    const statuses = mergePushIntoStatuses(new Map([['uid-a', { state: 'unknown' } as StatusEntry]]), [
      pushed('uid-a', 1, '2026-11-24T10:00:00Z'),
    ]);
    expect(mergePushIntoStatuses(statuses, [pushed('uid-a', 1, '2026-11-24T09:00:00Z', false)])).toBe(
      statuses,
    );
  });
});

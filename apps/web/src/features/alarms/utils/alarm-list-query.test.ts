import { describe, expect, it } from 'vitest';
import { alarmApiQuery, alarmListSearch, readAlarmListQuery } from './alarm-list-query';
import { alarmHistoryHref } from './history-link';

describe('the alarm list query', () => {
  it('reads what it understands and falls back to the defaults for the rest', () => {
    expect(
      readAlarmListQuery(
        new URLSearchParams(
          'state=bogus&severity=huge&kind=offline&addressId=-3&ruleId=4&page=0&acknowledged=maybe',
        ),
      ),
    ).toEqual({
      state: 'active',
      severity: undefined,
      kind: 'offline',
      addressId: undefined,
      ruleId: 4,
      deviceId: undefined,
      mine: false,
      acknowledged: undefined,
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const search = 'state=all&severity=minor&deviceId=9&mine=true&acknowledged=true&page=3';
    const query = readAlarmListQuery(new URLSearchParams(search));
    expect(alarmListSearch(query).toString()).toBe(search);
    expect(alarmListSearch(readAlarmListQuery(new URLSearchParams(''))).toString()).toBe('');
  });

  it('sends the page 0-based with its size, and no paging for the CSV', () => {
    const query = readAlarmListQuery(new URLSearchParams('acknowledged=false&page=2'));
    expect(alarmApiQuery(query, { size: 20 })).toMatchObject({
      state: 'active',
      acknowledged: 'false',
      page: 1,
      size: 20,
    });
    expect(alarmApiQuery(query)).not.toHaveProperty('page');
  });
});

describe("the link to the device's history", () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');
  it('ends an hour after now at most for an active alarm', () => {
    const href = alarmHistoryHref(
      { device: { id: 3, uid: 'u', name: null }, openedAt: '2026-11-28T11:30:00.000Z', clearedAt: null },
      now,
    );
    expect(href).toBe('/devices/history/3?from=2026-11-28T10%3A30%3A00.000Z&to=2026-11-28T12%3A00%3A00.000Z');
  });

  it('shows the last 30 days of a very long alarm, and nothing without a device', () => {
    const href = alarmHistoryHref(
      { device: { id: 3, uid: 'u', name: null }, openedAt: '2026-01-01T00:00:00.000Z', clearedAt: null },
      now,
    );
    expect(new URL(href!, 'http://x').searchParams.get('from')).toBe('2026-10-29T12:00:00.000Z');
    expect(
      alarmHistoryHref({ device: null, openedAt: '2026-11-28T11:30:00.000Z', clearedAt: null }, now),
    ).toBeNull();
  });
});

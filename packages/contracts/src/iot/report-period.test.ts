import { describe, expect, it } from 'vitest';
import {
  checkReportPeriod,
  correctHistoryRange,
  defaultHistoryRange,
  defaultReportPeriod,
  MAX_REPORT_INTERVAL_MS,
  ReportPeriodError,
  reportPeriodIssue,
  type ReportPeriodIssue,
} from './report-period';
import { energyReportQuerySchema } from './report-query';

const at = (iso: string) => Date.parse(iso);

describe('report period (docs/product.md#history-and-reports)', () => {
  it('is at most 31 days: 2,678,400,000 ms', () => expect(MAX_REPORT_INTERVAL_MS).toBe(31 * 24 * 3600_000));

  it.each<[string | undefined, string | undefined, ReportPeriodIssue | null]>([
    ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', null],
    ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00.001Z', 'tooLong'],
    ['2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z', null],
    ['2026-01-01T00:00:00+01:00', '2026-02-01T00:00:00+01:00', null],
    ['2026-01-01T00:00:00Z', '2026-01-01T00:00:01Z', null],
    ['2026-01-10T00:00:00Z', '2026-01-10T00:00:00Z', 'endNotAfterStart'],
    ['2026-01-10T00:00:00Z', '2026-01-09T00:00:00Z', 'endNotAfterStart'],
    ['2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z', 'tooLong'],
    [undefined, '2026-01-09T00:00:00Z', 'required'],
    ['2026-01-01T00:00:00Z', '  ', 'required'],
    ['2026-01-01', '2026-01-09T00:00:00Z', 'invalidDate'],
    ['2026-01-01T00:00:00', '2026-01-09T00:00:00Z', 'invalidDate'],
    ['yesterday', '2026-01-09T00:00:00Z', 'invalidDate'],
    ['2026-13-01T00:00:00Z', '2026-01-09T00:00:00Z', 'invalidDate'],
  ])('%s .. %s -> %s', (start, end, issue) => expect(reportPeriodIssue(start, end)).toBe(issue));

  it('throws a named error with the message key the web shows', () => {
    const broken = (start: string, end: string) => {
      try {
        checkReportPeriod(start, end);
      } catch (error) {
        return error as ReportPeriodError;
      }
      throw new Error('no error');
    };
    const tooLong = broken('2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z');
    expect(tooLong).toBeInstanceOf(ReportPeriodError);
    expect(tooLong).toMatchObject({
      name: 'ReportPeriodError',
      issue: 'tooLong',
      field: 'end',
      messageKey: 'energyReport.validate.maxInterval',
      message: 'the maximum report interval is one month (31 days)',
    });
    expect(broken('', '').messageKey).toBe('deviceManagement.report.missingFields');
    expect(checkReportPeriod('2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z')).toEqual({
      start: at('2026-01-01T00:00:00Z'),
      end: at('2026-01-02T00:00:00Z'),
    });
  });

  it.each([
    // now (UTC)                  start (Rome midnight)         end
    ['2026-02-10T12:00:00Z', '2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z'],
    ['2026-01-01T00:30:00Z', '2025-11-30T23:00:00.000Z', '2025-12-31T23:00:00.000Z'], // already January in Rome
    ['2026-03-31T22:30:00Z', '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'], // 1 April in Rome
    ['2026-05-05T08:00:00Z', '2026-03-31T22:00:00.000Z', '2026-04-30T22:00:00.000Z'],
    // October is 31 days and 1 hour (summer time ends on its last Sunday): all 745 hours of it.
    ['2026-11-20T08:00:00Z', '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
  ])('on %s the default period is the previous month in Rome: %s .. %s', (now, start, end) => {
    const period = defaultReportPeriod(at(now));
    expect(period).toEqual({ start, end });
    expect(reportPeriodIssue(period.start, period.end)).toBeNull();
  });
});

describe('a whole Rome month as the report period', () => {
  it('gives October its 745 hours, and a period across the change 31 days and 1 hour', () => {
    const october = defaultReportPeriod(at('2026-11-02T10:00:00Z'));
    expect((at(october.end) - at(october.start)) / 3_600_000).toBe(745);
    expect(reportPeriodIssue(october.start, october.end)).toBeNull();
    // 5 October to 5 November, Rome midnights: one month across the change.
    expect(reportPeriodIssue('2026-10-04T22:00:00Z', '2026-11-04T23:00:00Z')).toBeNull();
    // One hour more than the month is too long.
    expect(reportPeriodIssue(october.start, '2026-11-01T00:00:00Z')).toBe('tooLong');
    // 31 days stay allowed when the month is shorter (February).
    expect(reportPeriodIssue('2026-01-31T23:00:00Z', '2026-03-03T23:00:00Z')).toBeNull();
    expect(reportPeriodIssue('2026-01-31T23:00:00Z', '2026-03-03T23:00:00.001Z')).toBe('tooLong');
  });
});

describe('history date correction', () => {
  it.each<[string, string, 'from' | 'to', string, string]>([
    // from moved after to: to = from + 1 month
    [
      '2026-03-10T10:00:00Z',
      '2026-03-01T10:00:00Z',
      'from',
      '2026-03-10T10:00:00.000Z',
      '2026-04-10T09:00:00.000Z',
    ],
    [
      '2026-01-31T12:00:00Z',
      '2026-01-01T00:00:00Z',
      'from',
      '2026-01-31T12:00:00.000Z',
      '2026-02-28T12:00:00.000Z',
    ],
    // to moved before from: from = to - 1 month
    [
      '2026-03-10T10:00:00Z',
      '2026-03-01T10:00:00Z',
      'to',
      '2026-02-01T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ],
    [
      '2026-04-01T00:00:00Z',
      '2026-03-31T12:00:00Z',
      'to',
      '2026-02-28T13:00:00.000Z',
      '2026-03-31T12:00:00.000Z',
    ],
    // in order: unchanged
    [
      '2026-03-01T10:00:00Z',
      '2026-03-10T10:00:00Z',
      'from',
      '2026-03-01T10:00:00.000Z',
      '2026-03-10T10:00:00.000Z',
    ],
    [
      '2026-03-01T10:00:00Z',
      '2026-03-10T10:00:00Z',
      'to',
      '2026-03-01T10:00:00.000Z',
      '2026-03-10T10:00:00.000Z',
    ],
    [
      '2026-03-01T10:00:00Z',
      '2026-03-01T10:00:00Z',
      'to',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ],
    // the other end out of order is not this change's business
    [
      '2026-03-10T10:00:00Z',
      '2026-03-01T10:00:00Z',
      'to',
      '2026-02-01T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ],
  ])('from %s to %s, %s changed -> %s .. %s', (from, to, changed, newFrom, newTo) =>
    expect(correctHistoryRange({ from, to }, changed)).toEqual({ from: newFrom, to: newTo }),
  );

  it('takes Date objects and instants too', () => {
    expect(
      correctHistoryRange({ from: new Date('2026-05-10T08:00:00Z'), to: at('2026-05-01T08:00:00Z') }, 'from'),
    ).toEqual({
      from: '2026-05-10T08:00:00.000Z',
      to: '2026-06-10T08:00:00.000Z',
    });
  });

  it('defaults to the last month', () =>
    expect(defaultHistoryRange(at('2026-03-31T10:00:00Z'))).toEqual({
      from: '2026-02-28T11:00:00.000Z',
      to: '2026-03-31T10:00:00.000Z',
    }));
});

describe('report query', () => {
  const base = { start: '2026-01-01T00:00:00Z', end: '2026-01-31T00:00:00Z', deviceUidList: 'bf01' };
  it.each<[Record<string, unknown>, Record<string, unknown> | string]>([
    [base, { deviceUidList: ['bf01'], costPerKwh: undefined }],
    [
      { ...base, deviceUidList: ['a', 'b'], costPerKwh: '0.25' },
      { deviceUidList: ['a', 'b'], costPerKwh: 0.25 },
    ],
    [{ ...base, costPerKwh: '0,31' }, { costPerKwh: 0.31 }],
    [{ ...base, costPerKwh: '' }, { costPerKwh: undefined }],
    [{ ...base, costPerKwh: '0' }, { costPerKwh: 0 }],
    [{ ...base, costPerKwh: 'cheap' }, 'costPerKwh must be a number (euros per kWh)'],
    [{ ...base, costPerKwh: '-1' }, 'costPerKwh must be 0 or more'],
    [{ ...base, costPerKwh: '101' }, 'costPerKwh must be at most 100'],
    [{ ...base, deviceUidList: undefined }, 'deviceUidList: choose at least one device'],
    [{ ...base, end: '2026-02-02T00:00:00Z' }, 'the maximum report interval is one month (31 days)'],
    [{ ...base, end: '2025-12-02T00:00:00Z' }, 'the report period must end after it starts'],
  ])('%j -> %j', (query, expected) => {
    const result = energyReportQuerySchema.safeParse(query);
    if (typeof expected === 'string') {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(expected);
    } else {
      expect(result.error).toBeUndefined();
      for (const [key, value] of Object.entries(expected))
        expect(result.data?.[key as keyof typeof result.data], key).toEqual(value);
    }
  });

  it('names the field the period rule belongs to', () => {
    const result = energyReportQuerySchema.safeParse({ ...base, end: '2026-03-01T00:00:00Z' });
    expect(result.error?.issues[0]?.path).toEqual(['end']);
  });
});

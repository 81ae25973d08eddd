import { defaultReportPeriod } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkReportForm, parseCost } from './report-form-check';

const DAY = 86_400_000;
const octoberInNovember = defaultReportPeriod(Date.parse('2026-11-10T09:00:00Z'));

describe('the report export form', () => {
  it('names the one-month limit, not "fill in all fields", when only the range is too long', () => {
    const start = octoberInNovember.start;
    const end = new Date(Date.parse(start) + 40 * DAY).toISOString();
    expect(checkReportForm({ start, end, cost: '0,25' })).toEqual({
      missing: [],
      errors: { end: 'deviceManagement.report.maxInterval' },
      costPerKwh: 0.25,
    });
  });

  it('asks to fill in the fields only for the empty ones, beside any broken rule', () => {
    const end = new Date(Date.parse(octoberInNovember.start) - DAY).toISOString();
    const check = checkReportForm({ start: octoberInNovember.start, end, cost: '' });
    expect(check.missing).toEqual(['cost']);
    expect(check.errors).toEqual({ end: 'deviceManagement.report.endBeforeStart' });
    expect(checkReportForm({ start: null, end: null, cost: '-1' })).toMatchObject({
      missing: ['start', 'end'],
      errors: { cost: 'deviceManagement.report.invalidCost' },
    });
  });

  it('accepts the default month in October whole: 745 hours', () => {
    const { start, end } = octoberInNovember;
    expect((Date.parse(end) - Date.parse(start)) / 3_600_000).toBe(745);
    expect(checkReportForm({ start, end, cost: '0.3' })).toEqual({
      missing: [],
      errors: {},
      costPerKwh: 0.3,
    });
  });

  it('reads a price with a comma or a dot within the accepted range', () => {
    expect(parseCost(' 0,25 ')).toBe(0.25);
    expect(parseCost('abc')).toBeNull();
    expect(parseCost('101')).toBeNull();
  });
});

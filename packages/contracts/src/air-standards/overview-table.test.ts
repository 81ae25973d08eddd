import { describe, expect, it } from 'vitest';
import type { AirStandardsOverview } from './api';
import { airStandardsOverviewTable } from './overview-table';
import { overviewSite, UNNAMED_SITE } from './test-overview';

const t = (key: string, params?: Record<string, string | number>) =>
  key.replace('airQuality.', '') + (params ? JSON.stringify(params) : '');
/** A week of an office (45 occupied hours, 540 slots): 3 of 7 WHO days within, an A01 mean of 16.25. */
const office = overviewSite(
  1,
  'Via Roma 1, Milano',
  {
    whoDaysCounted: 7,
    whoDaysWithin: 3,
    whoMeanSum: 7 * 18.04,
    wellHours: 40,
    wellMeanSum: 40 * 16.25,
    completeHours: 40,
    resetSlots: 480,
    resetDaysWithData: 5,
    resetDaysAcceptable: 5,
    resetDaysHighPerformance: 1,
  },
  { hours: 45, slots: 540 },
);
const overview: AirStandardsOverview = {
  from: '2026-03-02',
  to: '2026-03-09',
  sites: [office, UNNAMED_SITE],
};

describe('the standards overview table', () => {
  it('names every column of the three standards, with the limits the rules use', () => {
    expect(airStandardsOverviewTable(overview, t, 'it').fields).toEqual([
      'overview.csv.site',
      'overview.csv.account',
      'overview.csv.openingHours',
      'overview.csv.whoDaysWithin{"limit":15}',
      'overview.csv.whoDaysCounted',
      'overview.csv.whoShareWithin',
      'overview.csv.whoPeriodMean{"limit":5}',
      'overview.csv.wellA01Mean{"limit":15}',
      'overview.csv.wellA01Outcome',
      'overview.csv.wellA08Completeness',
      'overview.csv.resetCoverage',
      'overview.csv.resetQualifies',
      'overview.csv.resetDaysAcceptable{"limit":35}',
      'overview.csv.resetDaysWithData',
      'overview.csv.resetDaysHighPerformance{"limit":12}',
    ]);
  });

  it('writes a row per site in the API’s order, shares as percentages in the reader’s numbers', () => {
    const [site] = airStandardsOverviewTable(overview, t, 'it').data;
    // 3 / 7 = 42.9 %; 40 / 45 hours = 88.9 %; 480 / 540 slots = 88.9 %, below RESET's 90 %.
    expect(site).toEqual([
      'Via Roma 1, Milano',
      'Dealer',
      'standards.csv.yes',
      3,
      7,
      '42,9',
      '18',
      '16,3',
      'standards.fails',
      '88,9',
      '88,9',
      'standards.csv.no',
      5,
      5,
      1,
    ]);
    expect(airStandardsOverviewTable(overview, t, 'en').data[0]!.slice(5, 8)).toEqual(['42.9', '18', '16.3']);
  });

  it('leaves an unknown figure empty and names a site without a label by its id', () => {
    const [, site] = airStandardsOverviewTable(overview, t, 'en').data;
    expect(site).toEqual([
      'csv.unnamedSite{"id":9}',
      '',
      'standards.csv.no',
      0,
      0,
      '',
      '',
      '',
      '',
      '0',
      '',
      'standards.csv.no',
      0,
      0,
      0,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { airStandardsDaysTable } from './days-table';
import { airStandardsFigures } from './report';

const t = (key: string) => key.replace('airQuality.standards.', '');
/** Two Rome days (2 and 3 March 2026) of hourly readings: 10 µg/m³ on the first, none on the second. */
const START = Date.parse('2026-03-01T23:00:00Z');
const readings = Array.from({ length: 24 }, (_, h) => ({ at: START + h * 3_600_000, pm25: 10 }));

describe('the standards days table', () => {
  it('writes a row per day: WHO means and the 75 % rule, RESET coverage, average and level', () => {
    const figures = airStandardsFigures(readings, { from: START, to: START + 2 * 86_400_000 });
    const table = airStandardsDaysTable(figures, t, 'it');
    expect(table.fields).toEqual([
      'csv.date',
      'csv.whoPm25',
      'csv.whoPm10',
      'csv.whoCounts',
      'csv.occupied',
      'csv.covered',
      'csv.resetMean',
      'csv.resetLevel',
    ]);
    // Hourly readings cover one 5-minute interval in twelve: 24 of 288.
    expect(table.data).toEqual([
      ['2026-03-02', '10', '', 'csv.yes', 288, 24, '10', 'level.highPerformance'],
      ['2026-03-03', '', '', 'csv.no', 288, 0, '', ''],
    ]);
  });
});

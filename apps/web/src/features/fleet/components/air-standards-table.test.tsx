import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import {
  airStandardsFigures,
  openingHoursSchema,
  type AirReading,
  type AirStandardsSiteReport,
} from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { AirStandardsTable } from './air-standards-table';

/** A week of 5-minute readings: 8 µg/m³ in office hours, 30 otherwise (as the server test's site): WHO's mean (5 × 21.75 + 2 × 30) / 7 = 24.1. */
const START = Date.parse('2026-03-01T23:00:00Z');
const END = START + 7 * 86_400_000;
function readings(withPm10: boolean): AirReading[] {
  const all: AirReading[] = [];
  for (let at = START; at < END; at += 5 * 60_000) {
    const local = new Date(at + 3_600_000);
    const office =
      local.getUTCDay() >= 1 &&
      local.getUTCDay() <= 5 &&
      local.getUTCHours() >= 9 &&
      local.getUTCHours() < 18;
    all.push({ at, pm25: office ? 8 : 30, ...(withPm10 ? { pm10: 12 } : {}) });
  }
  return all;
}
const OFFICE = openingHoursSchema.parse({
  week: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [{ from: '09:00', to: '18:00' }]]),
  ),
});
const report = (figures: AirStandardsSiteReport['figures']): AirStandardsSiteReport => ({
  addressId: 1,
  label: 'Via Roma 1, Milano',
  account: { id: 2, name: 'Dealer' },
  from: '2026-03-02',
  to: '2026-03-09',
  devices: 1,
  openingHours: true,
  figures,
});
const rowText = (key: string) =>
  within(screen.getByTestId(`air-standards-${key}`))
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(async () => {
  await i18n.changeLanguage('it');
});

describe('the standards table', () => {
  it('names each standard and version, and says each outcome in words', async () => {
    await i18n.changeLanguage('en');
    const figures = airStandardsFigures(readings(true), { from: START, to: END }, { openingHours: OFFICE });
    render(<AirStandardsTable report={report(figures)} caption="Standards of the site" />);
    expect(screen.getByRole('table', { name: 'Standards of the site' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'WHO 2021 · PM2.5' })).toBeTruthy();
    expect(rowText('who-pm25')).toEqual([
      '0 of 7 days with a 24-hour mean ≤ 15 µg/m³; period mean 24.1 µg/m³ (annual guideline 5)',
      'Does not meet',
    ]);
    expect(screen.getByRole('rowheader', { name: 'WELL v2 A01' })).toBeTruthy();
    expect(rowText('well-a01')).toEqual([
      'Mean PM2.5 8 µg/m³ (≤ 15), PM10 12 µg/m³ (≤ 50) over occupied hours',
      'Meets',
    ]);
    expect(rowText('well-a08')[1]).toBe('100%');
    expect(screen.getByRole('rowheader', { name: 'RESET Air v2' })).toBeTruthy();
    expect(rowText('reset')[1]).toBe('Reporting qualifies');
  });

  it('leaves PM10 out without a sensor, and says when there is nothing to measure, in Italian', async () => {
    const figures = airStandardsFigures(readings(false), { from: START, to: END }, { openingHours: OFFICE });
    const { unmount } = render(<AirStandardsTable report={report(figures)} caption="Standard" />);
    expect(screen.queryByTestId('air-standards-who-pm10')).toBeNull();
    expect(rowText('well-a01')[0]).toBe('PM2.5 medio 8 µg/m³ (≤ 15) nelle ore occupate; nessun sensore PM10');
    expect(rowText('well-a01')[1]).toBe('Rispettato');
    unmount();
    render(
      <AirStandardsTable
        report={report(airStandardsFigures([], { from: START, to: END }))}
        caption="Vuoto"
      />,
    );
    expect(rowText('well-a01')).toEqual(['Nessuna lettura nel periodo', '–']);
    expect(rowText('reset')).toEqual(['Nessuna lettura nel periodo', '–']);
  });
});

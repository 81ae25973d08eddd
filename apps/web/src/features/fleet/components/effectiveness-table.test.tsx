import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { EFFECT_RULES, type PurifierEffectiveness, type SiteEffectiveness } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { EffectivenessTable } from './effectiveness-table';

const purifier = (over: Partial<PurifierEffectiveness>): PurifierEffectiveness => ({
  deviceId: 1,
  name: 'Sala riunioni',
  model: 'AP-555 Plus',
  events: 5,
  halvedEvents: 5,
  medianDrop: 28,
  medianMinutesToHalve: 20,
  noMeasurableEffect: false,
  hoursBySpeed: [0, 10 / 3, 0, 0],
  cadr: [80, 150, 240, 330],
  cleanAirDelivered: 500,
  verdict: { noMeasurableEffect: false, events: 5, computedAt: '2026-03-09T12:00:00.000Z' },
  ...over,
});
const report = (purifiers: PurifierEffectiveness[], total: number | null): SiteEffectiveness => ({
  addressId: 7,
  label: 'Via Roma 1, Milano',
  from: '2026-03-02',
  to: '2026-03-09',
  rules: EFFECT_RULES,
  purifiers,
  cleanAirDelivered: total,
});
const cells = (deviceId: number) =>
  within(screen.getByTestId(`effectiveness-row-${deviceId}`))
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(async () => {
  await i18n.changeLanguage('it');
});

describe('the effectiveness table', () => {
  it('shows each purifier’s drop, time to halve, clean air and verdict in words', async () => {
    await i18n.changeLanguage('en');
    render(
      <EffectivenessTable
        report={report(
          [
            purifier({}),
            purifier({
              deviceId: 2,
              name: null,
              model: null,
              halvedEvents: 0,
              medianDrop: 1,
              medianMinutesToHalve: null,
              noMeasurableEffect: true,
              cadr: [null, null, null, null],
              cleanAirDelivered: null,
              verdict: { noMeasurableEffect: true, events: 5, computedAt: '2026-03-09T12:00:00.000Z' },
            }),
            purifier({ deviceId: 3, name: 'Ingresso', events: 1, verdict: null }),
            purifier({
              deviceId: 4,
              name: 'Cassa',
              verdict: { noMeasurableEffect: false, events: 2, computedAt: '2026-03-09T12:00:00.000Z' },
            }),
          ],
          null,
        )}
        caption="Effectiveness of the site"
      />,
    );
    expect(screen.getByRole('table', { name: 'Effectiveness of the site' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Sala riunioni AP-555 Plus' })).toBeTruthy();
    expect(cells(1)).toEqual(['5', '28 µg/m³', '20 min', '500 m³', 'Lowers PM2.5']);
    expect(cells(2)).toEqual([
      '5',
      '1 µg/m³',
      '–',
      'Unknown (model without CADR)',
      'No measurable effect: check placement or filter',
    ]);
    expect(screen.getByRole('rowheader', { name: '#2' })).toBeTruthy();
    expect(cells(3)[4]).toBe('Not computed yet');
    expect(cells(4)[4]).toBe('Too few events to judge (2)');
    // One purifier without CADR makes the site's total unknown, not a smaller number.
    expect(screen.getByTestId('effectiveness-total').textContent).toBe('Unknown (model without CADR)');
  });

  it('speaks Italian by default, with Italian numbers', async () => {
    render(
      <EffectivenessTable
        report={report([purifier({ medianDrop: 12.25, cleanAirDelivered: 12_500 })], 12_500)}
        caption="Efficacia"
      />,
    );
    expect(cells(1)).toEqual(['5', '12,3 µg/m³', '20 min', '12.500 m³', 'Abbassa il PM2.5']);
    expect(screen.getByTestId('effectiveness-total').textContent).toBe('12.500 m³');
  });
});

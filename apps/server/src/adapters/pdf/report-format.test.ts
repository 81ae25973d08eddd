import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-layout';
import { reportFormat } from './report-format';

const at = (iso: string) => Date.parse(iso);
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('report formats', () => {
  it.each([
    ['it', 1234.56, '1234,6', '1234,56', '1234,56 €', '12,3%'],
    ['en', 1234.56, '1,234.6', '1,234.56', '€1,234.56', '12.3%'],
    ['de', 12345.6, '12.345,6', '12.345,60', '12.345,60 €', '12,3%'],
  ])('%s: %d', (language, value, hours, kwh, money, percent) => {
    const f = reportFormat(language);
    expect([f.hours(value), f.kwh(value), nbsp(f.money(value)), f.percent(0.1234)]).toEqual([
      hours,
      kwh,
      money,
      percent,
    ]);
  });

  it.each([
    // whole days in Rome: the last day included
    ['2026-01-31T23:00:00Z', '2026-02-28T23:00:00Z', '01/02/2026 – 28/02/2026'],
    ['2026-03-31T22:00:00Z', '2026-04-30T22:00:00Z', '01/04/2026 – 30/04/2026'],
    // anything else: date and time
    ['2026-02-01T08:00:00Z', '2026-02-02T08:30:00Z', '01/02/2026, 09:00 – 02/02/2026, 09:30'],
  ])('period %s .. %s = %s', (start, end, label) =>
    expect(reportFormat('it').period(at(start), at(end))).toBe(label),
  );

  it('translates, Italian for an unknown language', () => {
    expect(reportFormat('en').t('energyReport.table.total')).toBe('Total');
    expect(reportFormat('fr').t('energyReport.table.total')).toBe('Totale');
  });
});

describe('text for the standard PDF fonts', () => {
  it.each([
    ["Sala d'attesa – Reparto «A» € µg/m³ °C", "Sala d'attesa – Reparto «A» € µg/m³ °C"],
    ['Łódź Straße', '?ódz Straße'],
    ['東京 😀', '?? ?'],
    ['Crème brûlée', 'Crème brûlée'],
  ])('%s -> %s', (text, shown) => expect(pdfText(text)).toBe(shown));
});

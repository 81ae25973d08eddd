import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AirStandardsOverview } from '@app/contracts';
import { overviewSite, UNNAMED_SITE, WHOLE_WEEK } from '@app/contracts/testing';
import { i18n } from '../../../lib/i18n';
import { AirStandardsOverviewTable } from './air-standards-overview-table';

/** A week of an office (45 occupied hours, 540 slots), worst first: the first fails, the second passes. */
const overview: AirStandardsOverview = {
  from: '2026-03-02',
  to: '2026-03-09',
  sites: [
    overviewSite(
      1,
      'Via Roma 1, Milano',
      {
        whoDaysCounted: 6,
        whoDaysWithin: 2,
        whoDaysBelowCoverage: 1,
        whoMeanSum: 6 * 18.25,
        wellHours: 40,
        wellMeanSum: 40 * 16.25,
        completeHours: 40,
        resetSlots: 270,
        resetDaysWithData: 5,
        resetDaysAcceptable: 4,
      },
      { hours: 45, slots: 540 },
    ),
    overviewSite(
      3,
      'Corso Italia 3, Torino',
      {
        whoDaysCounted: 7,
        whoDaysWithin: 7,
        whoMeanSum: 7 * 4,
        wellHours: 168,
        wellMeanSum: 168 * 4,
        completeHours: 168,
        resetSlots: 2016,
        resetDaysWithData: 7,
        resetDaysAcceptable: 7,
        resetDaysHighPerformance: 7,
      },
      WHOLE_WEEK,
    ),
    UNNAMED_SITE,
  ],
};
const cells = (addressId: number) =>
  within(screen.getByTestId(`air-standards-overview-${addressId}`))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

afterEach(async () => {
  await i18n.changeLanguage('it');
});

describe('the standards overview table', () => {
  it('names each standard and version in its column and says each outcome in words', async () => {
    await i18n.changeLanguage('en');
    render(
      <AirStandardsOverviewTable
        overview={overview}
        caption="Standards by site"
        selected={null}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('table', { name: 'Standards by site' })).toBeTruthy();
    expect(headers()).toEqual([
      'Site',
      'Account',
      'Opening hours',
      'WHO 2021 — days within 15 µg/m³',
      'WHO 2021 — share of days within',
      'WHO 2021 — period mean (annual guideline 5 µg/m³)',
      'WELL v2 A01 — mean PM2.5 (≤ 15 µg/m³)',
      'WELL v2 A01 — outcome',
      'WELL v2 A08 completeness',
      'RESET Air v2 coverage',
      'RESET Air v2 — qualification',
      'RESET Air v2 — acceptable days (< 35 µg/m³)',
      'RESET Air v2 — high-performance days (< 12 µg/m³)',
    ]);
    // The API's order (worst first) is kept.
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Via Roma 1, Milano',
      'Corso Italia 3, Torino',
      'Site 9',
    ]);
    expect(cells(1)).toEqual([
      'Dealer',
      'Yes',
      '2 of 6; days left out (under 75 % of hours): 1',
      '33%',
      '18.3 µg/m³, above the guideline',
      '16.3 µg/m³',
      'Does not meet',
      '89%',
      '50%',
      'Does not qualify: readings not every 5 minutes',
      '4 of 5',
      '0',
    ]);
    expect(cells(3)).toEqual([
      'Dealer',
      'No: every hour counts as occupied',
      '7 of 7',
      '100%',
      '4 µg/m³, within the guideline',
      '4 µg/m³',
      'Meets',
      '100%',
      '100%',
      'Qualifies',
      '7 of 7',
      '7',
    ]);
  });

  it('speaks Italian by default, says when there is nothing to judge, and selects a site by its name', () => {
    const onSelect = vi.fn();
    render(
      <AirStandardsOverviewTable
        overview={overview}
        caption="Standard per sito"
        selected={3}
        onSelect={onSelect}
      />,
    );
    expect(headers()[3]).toBe('OMS 2021 — giorni entro 15 µg/m³');
    expect(cells(1).slice(2, 6)).toEqual([
      '2 su 6; giorni esclusi (meno del 75 % delle ore): 1',
      '33%',
      '18,3 µg/m³, oltre la linea guida',
      '16,3 µg/m³',
    ]);
    expect(cells(9)).toEqual([
      '–',
      'No: ogni ora conta come occupata',
      'Nessun giorno valido',
      '–',
      '–',
      '–',
      '–',
      '0%',
      '–',
      'Non qualificato: nessuna lettura nelle ore occupate',
      '0 su 0',
      '0',
    ]);
    const current = screen.getByRole('button', { name: 'Corso Italia 3, Torino' });
    expect(current.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Sito 9' }));
    expect(onSelect).toHaveBeenCalledWith(9);
  });
});

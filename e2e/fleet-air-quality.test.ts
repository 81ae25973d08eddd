import { describe, expect, it } from 'vitest';
import {
  hourOfWeek,
  latestCellWindow,
  type AirQualitySiteGrid,
  type AirQualitySites,
  type AirStandardsOverview,
  type AirStandardsSiteReport,
  type SiteEffectiveness,
} from '@app/contracts';
import { seedDemoHistory } from '../apps/server/src/db/seed/demo-history';
import { refreshPurifierEffects } from '../apps/server/src/modules/air-quality';
import { expectAccessible } from './support/accessibility';
import { downloaded } from './support/browser';
import { useE2eEnvironment } from './support/environment';
import { apiGet } from './support/page-api';
import { expectNoBrowserErrors, signInThroughUi } from './support/fixtures';

/** A translation key shown instead of its text. */
const UNTRANSLATED = /\bairQuality\.[a-zA-Z_]+(\.[a-zA-Z_0-9]+)*\b/;

interface ApiDevice {
  id: number;
  uid: string | null;
  addressId: number | null;
}

describe('site air quality (/fleet/air-quality)', () => {
  const env = useE2eEnvironment();

  it('lists the sites, opens a site week, its table alternative, and a cell opens the history of that hour', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    // Demo history for the dealer's devices (the e2e template has none): the simulator through the
    // same ingest as the poller, which fills site_pm25_hourly.
    const devices = await apiGet<ApiDevice[]>(page, '/api/devices?size=100');
    const uids = devices.filter((d) => d.uid && d.addressId !== null).map((d) => d.uid!);
    expect(uids.length).toBeGreaterThan(0);
    const written = await seedDemoHistory(env.server.database.db, () => undefined, { days: 21, uids });
    expect(written).toBeGreaterThan(0);
    // The purifiers' 14-day verdicts, as the purifier-effect job stores them.
    expect(await refreshPurifierEffects(env.server.database.db)).toBeGreaterThan(0);

    await page.goto(`${base}/fleet/air-quality`);
    await page.waitForSelector('[data-testid=air-quality-sites-table]');
    const api = await apiGet<AirQualitySites>(page, '/api/fleet/air-quality/sites');
    expect(api.sites.length).toBeGreaterThan(0);
    // Rows in the API's order (worst first), one per reachable site with readings.
    const rows = await page.$$eval('[data-testid^=air-quality-site-]', (elements) =>
      elements.map((e) => Number(e.getAttribute('data-testid')!.replace('air-quality-site-', ''))),
    );
    expect(rows).toEqual(api.sites.map((s) => s.addressId));
    expect(await page.getAttribute('[data-testid=air-quality-preset-30]', 'aria-pressed')).toBe('true');
    expect(await page.textContent('main')).not.toMatch(UNTRANSLATED);
    expect(await page.textContent('[data-testid=air-quality-legend]')).toMatch(/15 µg\/m³/);
    // Every site against the standards (decision 049): the API's rows in its order (worst first),
    // outcomes in words, and the rows as a CSV.
    await page.waitForSelector('[data-testid=air-standards-overview-table]');
    const overview = await apiGet<AirStandardsOverview>(page, '/api/fleet/air-standards/sites');
    expect(overview.sites.length).toBeGreaterThan(0);
    const overviewRows = await page.$$eval('tr[data-testid^=air-standards-overview-]', (elements) =>
      elements.map((e) => Number(e.getAttribute('data-testid')!.replace('air-standards-overview-', ''))),
    );
    expect(overviewRows).toEqual(overview.sites.map((s) => s.addressId));
    const first = overview.sites[0]!;
    const firstRow = await page.textContent(`[data-testid=air-standards-overview-${first.addressId}]`);
    if (first.figures.wellA01.passes !== null)
      expect(firstRow).toContain(first.figures.wellA01.passes ? 'Rispettato' : 'Non rispettato');
    const [overviewCsv] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=air-standards-overview-csv]'),
    ]);
    const overviewLines = (await downloaded(overviewCsv))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(overviewLines.length - 1).toBe(overview.sites.length);
    await expectAccessible(page, 'air quality sites');

    // Best first by the mean header, then back.
    await page.click('[data-testid=sort-mean]');
    const ascending = await page.$$eval('[data-testid^=air-quality-site-]', (elements) =>
      elements.map((e) => Number(e.getAttribute('data-testid')!.replace('air-quality-site-', ''))),
    );
    expect(ascending).toEqual([...api.sites].reverse().map((s) => s.addressId));

    // Open the worst site: heatmap (SVG) and the table alternative with the API's numbers.
    const site = api.sites[0]!;
    await page.click(`[data-testid=air-quality-open-site-${site.addressId}]`);
    await page.waitForURL((url) => url.searchParams.get('site') === String(site.addressId));
    await page.waitForSelector('[data-testid=air-quality-week-table]');
    await page.waitForSelector('[data-testid=air-quality-heatmap] svg');
    const grid = await apiGet<AirQualitySiteGrid>(
      page,
      `/api/fleet/air-quality/sites/${site.addressId}?from=${api.from}&to=${api.to}`,
    );
    const filled = grid.cells.filter((c) => c.mean !== null);
    expect(filled.length).toBeGreaterThan(0);
    for (const cell of filled.slice(0, 10)) {
      const band = await page.getAttribute(
        `[data-testid=air-quality-cell-${cell.weekday}-${cell.hour}]`,
        'data-band',
      );
      expect(band).toBe(cell.band);
    }
    // The site's standards figures (decision 049), as the API computes them, in words.
    await page.waitForSelector('[data-testid=air-standards-table]');
    const standards = await apiGet<AirStandardsSiteReport>(
      page,
      `/api/fleet/air-standards/sites/${site.addressId}?from=${api.from}&to=${api.to}`,
    );
    const a01 = standards.figures.well.a01;
    expect(await page.textContent('[data-testid=air-standards-well-a01]')).toContain(
      a01.status === 'ok' ? (a01.passes ? 'Rispettato' : 'Non rispettato') : 'Nessuna lettura',
    );
    expect(await page.textContent('[data-testid=air-standards-reset] th')).toBe('RESET Air v2');
    // The days behind the figures, as a CSV in Italian (';'): a header and a row per day of the period.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=air-standards-csv]'),
    ]);
    const lines = (await downloaded(download))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]!.split(';')[0]).toBe('Data');
    expect(lines.length - 1).toBe(standards.figures.reset.days.length);
    // The same report as a PDF, built on the report pool.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=air-standards-pdf]'),
    ]);
    expect(pdf.suggestedFilename()).toBe(`standards-${site.addressId}-${api.from}-${api.to}.pdf`);
    expect((await downloaded(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Whether the purifiers lower PM2.5 (decision 051): a row per purifier with the API's figures and verdict.
    await page.waitForSelector('[data-testid=effectiveness-table]');
    const effectiveness = await apiGet<SiteEffectiveness>(
      page,
      `/api/fleet/effectiveness/sites/${site.addressId}?from=${api.from}&to=${api.to}`,
    );
    expect(effectiveness.purifiers.length).toBeGreaterThan(0);
    for (const purifier of effectiveness.purifiers) {
      const row = `[data-testid=effectiveness-row-${purifier.deviceId}]`;
      expect((await page.textContent(`${row} td`))?.trim()).toBe(String(purifier.events));
      expect(purifier.verdict).not.toBeNull();
      const verdict = (await page.textContent(`${row} [data-testid=effectiveness-verdict]`)) ?? '';
      if (purifier.verdict!.noMeasurableEffect) expect(verdict).toContain('Nessun effetto misurabile');
      else expect(verdict).not.toContain('Nessun effetto misurabile');
    }
    expect(await page.textContent('main')).not.toMatch(UNTRANSLATED);
    await expectAccessible(page, 'air quality site week');

    // By keyboard: Enter on a cell of the table opens the first device's history, one hour, the
    // latest such weekday and hour in the period.
    const cell = filled[filled.length - 1]!;
    const device = grid.devices[0]!;
    const button = page.locator(`[data-testid=air-quality-cell-${cell.weekday}-${cell.hour}] button`);
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/devices/history/${device.id}`);
    const url = new URL(page.url());
    const window = latestCellWindow(grid, cell.weekday, cell.hour)!;
    expect(url.searchParams.get('from')).toBe(new Date(window.start).toISOString());
    expect(url.searchParams.get('to')).toBe(new Date(window.end).toISOString());
    expect(hourOfWeek(window.start)).toBe(cell.weekday * 24 + cell.hour);
    await page.waitForSelector('[data-testid=device-history-title]');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

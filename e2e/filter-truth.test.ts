import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { FILTER_DANGER_TOP, type DataPoint } from '@app/contracts';
import { seedDemoHistory } from '../apps/server/src/db/seed/demo-history';
import { DEMO_DEVICES } from '../apps/server/src/db/seed/demo-fleet';
import { deviceLatestStatuses, devices } from '../apps/server/src/db/schema';
import { refreshForecasts } from '../apps/server/src/modules/fleet-filters';
import { launchBrowser, type Browser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { expectNoBrowserErrors, signInThroughUi, switchLanguage, text } from './support/fixtures';

/** Purifiers the dealer sees: those it sold to its customer and its consumer. */
const UIDS = DEMO_DEVICES.filter((d) => d.sellerLogin === 'dealer').map((d) => d.uid);

interface Probe {
  id: number;
  filter: number;
  danger: boolean;
}

/** The badge level of a filter percentage (the live table's bands, docs/product.md#status-thresholds). */
const levelOf = (filter: number) =>
  filter <= FILTER_DANGER_TOP.filter ? 'danger' : filter <= 50 ? 'warning' : 'success';

/**
 * One truth about filters in the browser: on a server started on the demo history (its simulator
 * resumes from the last stored statuses), the due list, the device's filter card, its live status
 * table and its history show the same filter percentage and the same band.
 */
describe('filter truth (due list, device card, live table, history)', () => {
  let server: RunningServer;
  let browser: Browser;
  const probes: Probe[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({
        prepare: async (database) => {
          await seedDemoHistory(database.db, () => undefined, { days: 30, uids: UIDS });
          await refreshForecasts(database.db);
        },
      }),
      launchBrowser(),
    ]);
    const rows = await server.database.db
      .select({
        id: devices.id,
        online: deviceLatestStatuses.online,
        payload: deviceLatestStatuses.payload,
      })
      .from(devices)
      .innerJoin(deviceLatestStatuses, eq(deviceLatestStatuses.deviceId, devices.id))
      .where(inArray(devices.uid, UIDS));
    const stored = rows
      .filter((r) => r.online)
      .map((r) => {
        const filter = (JSON.parse(r.payload!) as DataPoint[]).find((p) => p.code === 'filter')!
          .value as number;
        return { id: r.id, filter, danger: filter <= FILTER_DANGER_TOP.filter };
      });
    // One filter in danger and one not, so both bands are checked (the server test checks both
    // on a fixed history; here the history ends now, and a day may have no filter in danger).
    for (const danger of [true, false]) {
      const probe = stored.find((p) => p.danger === danger);
      if (probe) probes.push(probe);
    }
    // Writing the history through the simulator takes a while on PGlite.
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const lastHistoryFilter = (page: Page) =>
    page.$$eval('[data-testid=history-row]', (rows) => {
      const last = [...rows].sort((a, b) =>
        (a.getAttribute('data-iso') ?? '').localeCompare(b.getAttribute('data-iso') ?? ''),
      )[rows.length - 1];
      return last?.querySelector('[data-measure=filter]')?.getAttribute('data-value') ?? null;
    });

  it('as the dealer: the same percentage and band on every page', async () => {
    expect(probes.map((p) => p.danger)).toContain(false);
    const page = await browser.newPage();
    const base = server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await switchLanguage(page, 'en');

    for (const { id, filter, danger } of probes) {
      const shown = `${filter} %`;

      // The due list.
      await page.goto(`${base}/fleet/filters?within=all`);
      await page.waitForSelector(`[data-testid=filters-row-${id}]`);
      expect(await page.textContent(`[data-testid=filters-row-${id}]`), `due list ${id}`).toContain(shown);
      const status = await page.textContent(`[data-testid=filters-row-${id}] [data-testid=filters-status]`);
      expect(status === 'Overdue', `due list ${id}: ${status}`).toBe(danger);

      // The device's filter card and its live status table.
      await page.goto(`${base}/devices/detail/${id}`);
      await page.waitForSelector('[data-testid=filter-card-last]');
      expect(await text(page, 'filter-card-last'), `card ${id}`).toContain(shown);
      expect((await text(page, 'filter-card-status')) === 'Overdue', `card ${id}`).toBe(danger);
      await page.waitForSelector('[data-testid=status-value-filter]');
      expect(await text(page, 'status-value-filter'), `live ${id}`).toBe(String(filter));
      expect(
        await page.getAttribute('[data-testid=status-level-filter]', 'data-level'),
        `live level ${id}`,
      ).toBe(levelOf(filter));

      // The history: its latest bucket, no jump to another value.
      await page.goto(`${base}/devices/history/${id}`);
      await page.waitForSelector('[data-testid=history-data][aria-busy=false] [data-testid=history-table]');
      expect(await lastHistoryFilter(page), `history ${id}`).toBe(String(filter));
    }
    expectNoBrowserErrors(browser);
    await page.close();
  });
});

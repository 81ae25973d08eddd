import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parse } from 'papaparse';
import type { DashboardDevice, FilterForecastRow } from '@app/contracts';
import { deviceFilterDaily } from '../apps/server/src/db/schema';
import { refreshForecasts } from '../apps/server/src/modules/fleet-filters';
import { expectAccessible } from './support/accessibility';
import { useE2eEnvironment } from './support/environment';
import { apiGet } from './support/page-api';
import { expectNoBrowserErrors, signInThroughUi, switchLanguage, text } from './support/fixtures';
import { downloaded } from './support/browser';

const DAY = 86_400_000;
/** A translation key shown instead of its text. */
const UNTRANSLATED = /\bfleetFilters\.[a-zA-Z_]+(\.[a-zA-Z_0-9]+)*\b/;

const shownIds = (page: Page) =>
  page.$$eval('[data-testid^=filters-row-]', (rows) =>
    rows.map((row) => Number(row.getAttribute('data-testid')!.replace('filters-row-', ''))),
  );

describe('fleet filters (due list, CSV, device detail card)', () => {
  const env = useE2eEnvironment();

  it('as the dealer: the due list in order, the window and site filters, the CSV, the detail card, accessible', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await switchLanguage(page, 'en');
    const devices = await apiGet<DashboardDevice[]>(page, '/api/dashboard/devices');
    const placed = devices.filter((d) => d.address.state === 'selected');
    const [soon, overdue, later] = placed as [DashboardDevice, DashboardDevice, DashboardDevice];

    // Daily readings: 2 %/day to 32 % (danger in 11 days), in danger for 3 days, 1 %/day to 80 % (70 days).
    const now = Date.now();
    const rows = (deviceId: number, values: number[]) =>
      values.map((value, i) => {
        const time = new Date(now - (values.length - 1 - i) * DAY);
        return { deviceId, day: time.toISOString().slice(0, 10), filter: value, lastTime: time };
      });
    await env.server.database.db.insert(deviceFilterDaily).values([
      ...rows(
        soon.id,
        Array.from({ length: 15 }, (_, i) => 60 - 2 * i),
      ),
      ...rows(
        overdue.id,
        Array.from({ length: 10 }, (_, i) => 26 - 3 * i),
      ),
      ...rows(
        later.id,
        Array.from({ length: 15 }, (_, i) => 94 - i),
      ),
    ]);
    await refreshForecasts(env.server.database.db);

    await page.goto(`${base}/fleet/filters`);
    await page.waitForSelector('[data-testid=filters-table]');
    expect(await text(page, 'filters-title')).toBe('Filter replacement');
    expect(await shownIds(page)).toEqual([overdue.id, soon.id]);
    expect(
      await page.textContent(`[data-testid=filters-row-${overdue.id}] [data-testid=filters-status]`),
    ).toBe('Overdue');
    // Overdue: the day it entered the danger band (its seventh reading, 8 %), not a due date.
    expect(
      await page.textContent(`[data-testid=filters-row-${overdue.id}] [data-testid=filters-due]`),
    ).toMatch(/^since \d{2}\/\d{2}\/\d{4}$/);
    expect(
      await page.textContent(`[data-testid=filters-row-${soon.id}] [data-testid=filters-status]`),
    ).toMatch(/^In 1[01] days$/);
    expect(await page.textContent(`[data-testid=filters-row-${soon.id}]`)).toContain('2 % per day');
    await expectAccessible(page, 'filter due list');

    // 7 days: only the overdue one; all: every device, the ones without history last.
    await page.selectOption('[data-testid=filters-window]', '7');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^=filters-row-]').length === 1);
    expect(page.url()).toContain('within=7');
    await page.selectOption('[data-testid=filters-window]', 'all');
    await page.waitForSelector(`[data-testid=filters-row-${later.id}]`);
    const all = await shownIds(page);
    expect(all.slice(0, 3)).toEqual([overdue.id, soon.id, later.id]);
    expect(await text(page, 'filters-count')).toContain(`of ${devices.length} devices`);
    const lastRow = all[all.length - 1]!;
    expect(await page.textContent(`[data-testid=filters-row-${lastRow}] [data-testid=filters-status]`)).toBe(
      'Not enough history (no filter readings yet)',
    );
    await expectAccessible(page, 'filter due list, all devices');

    // One site.
    const site = (await apiGet<FilterForecastRow>(page, `/api/fleet/filters/devices/${soon.id}`)).site!;
    await page.selectOption('[data-testid=filters-site]', String(site.addressId));
    await page.waitForFunction(
      (expected) =>
        document.querySelectorAll('[data-testid^=filters-row-]').length > 0 &&
        new URL(location.href).searchParams.get('addressId') === expected,
      String(site.addressId),
    );
    const atSite = await apiGet<FilterForecastRow[]>(
      page,
      `/api/fleet/filters?within=all&size=100&addressId=${site.addressId}`,
    );
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid^=filters-row-]').length === n,
      Math.min(atSite.length, 20),
    );

    // The CSV of every page of the current filter.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=filters-csv]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^filter-replacement-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = parse<string[]>((await downloaded(download)).toString('utf8').replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(csv[0]).toEqual([
      'Device',
      'Serial number',
      'UID',
      'Owner',
      'Site',
      'Model',
      'Measure',
      'Last value',
      'Last reading time',
      'Wear per day',
      'Due date',
      'Status',
      'Effect on PM2.5',
    ]);
    expect(csv).toHaveLength(atSite.length + 1);
    // No purifier-effect verdict was computed here: none says "no measurable effect" (decision 051).
    expect(csv.slice(1).every((line) => line[12] === '')).toBe(true);
    const soonLine = csv.find((line) => line[2] === soon.uid)!;
    expect(soonLine[6]).toBe('Filter (%)');
    expect(soonLine[7]).toBe('32');
    expect(soonLine[9]).toBe('2');
    expect(soonLine[11]).toMatch(/^In 1[01] days$/);

    // The device detail's card, reached from the list.
    await page.click(`[data-testid=filters-row-${soon.id}] [data-testid=filters-device-link]`);
    await page.waitForSelector('[data-testid=filter-card-status]');
    expect(await text(page, 'filter-card-status')).toMatch(/^In 1[01] days$/);
    expect(await text(page, 'filter-card-rate')).toBe('2 % per day');
    const due = new Date(now + 11 * DAY);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(await text(page, 'filter-card-due')).toBe(
      `${pad(due.getDate())}/${pad(due.getMonth() + 1)}/${due.getFullYear()}`,
    );
    await expectAccessible(page, 'device detail with the filter card');

    // A device without history says so.
    const none = placed.find((d) => ![soon, overdue, later].includes(d))!;
    await page.goto(`${base}/devices/detail/${none.id}`);
    await page.waitForSelector('[data-testid=filter-card-status]');
    expect(await text(page, 'filter-card-status')).toBe('Not enough history (no filter readings yet)');

    // Italian: no untranslated key.
    await switchLanguage(page, 'it');
    await page.goto(`${base}/fleet/filters?within=all`);
    await page.waitForSelector('[data-testid=filters-table]');
    expect(await text(page, 'filters-title')).toBe('Sostituzione filtri');
    expect(await page.textContent('body')).not.toMatch(UNTRANSLATED);
    await page.close();
    expectNoBrowserErrors(env.browser);
  });
});

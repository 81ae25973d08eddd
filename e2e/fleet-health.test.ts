import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AccountHealthDto, AttentionRowDto, DashboardDevice, FleetHealthDto } from '@app/contracts';
import { deviceStatusLogs } from '../apps/server/src/db/schema';
import { expectAccessible } from './support/accessibility';
import { useE2eEnvironment } from './support/environment';
import { apiGet } from './support/page-api';
import { expectNoBrowserErrors, signInThroughUi, text } from './support/fixtures';

/** A translation key shown instead of its text. */
const UNTRANSLATED = /\bfleetHealth\.[a-zA-Z_]+(\.[a-zA-Z_0-9]+)*\b/;

const attentionScores = (page: Page) =>
  page.$$eval('[data-testid^=attention-row-]', (rows) =>
    rows.map((r) => Number(r.getAttribute('data-score'))),
  );
const attentionNames = (page: Page) =>
  page.$$eval('[data-testid^=attention-row-] [data-testid=attention-account]', (links) =>
    links.map((l) => l.textContent?.trim() ?? ''),
  );
/** Waits until the attention table shows the order asked for (its header's aria-sort). */
const sortedBy = (page: Page, property: string, direction: 'ascending' | 'descending') =>
  page.waitForFunction(
    ([p, d]) => {
      const th = document.querySelector(`[data-testid=sort-${p}]`)?.closest('th');
      const region = document.querySelector('[data-testid=attention-region]');
      return th?.getAttribute('aria-sort') === d && region?.getAttribute('aria-busy') === 'false';
    },
    [property, direction] as const,
  );

describe('fleet health', () => {
  const env = useE2eEnvironment();

  it('as the dealer: the score, its reasons, sites, the attention table, the dashboard panel and the accounts column', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');

    // One device offline for sure: an 'offline' reason to read.
    const devices = await apiGet<DashboardDevice[]>(page, '/api/dashboard/devices');
    const target = devices.find((d) => d.uid)!;
    await env.server.database.db.insert(deviceStatusLogs).values({
      deviceId: target.id,
      deviceUid: target.uid,
      logTime: new Date(),
      online: false,
      payload: '[]',
    });
    const fleet = await apiGet<FleetHealthDto>(page, '/api/fleet/health');
    expect(fleet.devices).toBe(devices.length);
    const offline = fleet.reasons.find((r) => r.code === 'offline')!;
    expect(offline.devices).toBeGreaterThanOrEqual(1);

    // The page: a big number with its level in words, every reason with its points.
    await page.goto(`${base}/fleet/health`);
    await page.waitForSelector('[data-testid=health-page][data-loaded=true]');
    await page.waitForSelector('[data-testid=health-attention]');
    expect(await text(page, 'health-title')).toBe('Salute della flotta');
    const score = page.locator('[data-testid=health-score]');
    expect(Number(await score.getAttribute('data-score'))).toBe(fleet.score);
    expect(await score.textContent()).toContain(`${fleet.score} su 100`);
    const reasons = await page.$$eval('[data-testid=health-reasons] li', (items) =>
      items.map((li) => ({
        code: li.getAttribute('data-testid')!.replace('reason-', ''),
        points: Number(li.getAttribute('data-points')),
        text: li.textContent?.trim() ?? '',
      })),
    );
    expect(reasons.map((r) => r.code)).toEqual(fleet.reasons.map((r) => r.code));
    expect(reasons.reduce((s, r) => s + r.points, 0)).toBe(100 - fleet.score);
    const n = offline.devices!;
    expect(reasons.find((r) => r.code === 'offline')!.text).toBe(
      `${n} ${n === 1 ? 'dispositivo' : 'dispositivi'} offline: −${offline.points}`,
    );
    for (const reason of reasons) expect(reason.text).toMatch(/: −\d+$/);
    // Sites: one row each.
    expect(await page.locator('[data-testid^=health-site-]').count()).toBe(fleet.sites.length);
    expect(await page.getAttribute('[data-testid=health-dashboard-link]', 'href')).toBe('/dashboard');

    // Needs attention: sortable, every account linked to its page.
    const attention = await apiGet<AttentionRowDto[]>(page, '/api/fleet/attention?size=100');
    expect(attention.length).toBeGreaterThan(1);
    expect(await attentionScores(page)).toEqual(attention.slice(0, 20).map((r) => r.score));
    const first = attention[0]!;
    expect(
      await page.getAttribute(
        `[data-testid=attention-row-${first.accountId}] [data-testid=attention-account]`,
        'href',
      ),
    ).toBe(`/accounts/${first.accountId}`);
    await page.click('[data-testid=sort-score]');
    await sortedBy(page, 'score', 'descending');
    const desc = await attentionScores(page);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await page.click('[data-testid=sort-name]');
    await sortedBy(page, 'name', 'ascending');
    const names = await attentionNames(page);
    expect(names).toEqual([...names].sort(new Intl.Collator('it', { sensitivity: 'base' }).compare));
    await page.click('[data-testid=sort-devices]');
    await sortedBy(page, 'devices', 'ascending');
    expect(await page.locator('body').textContent()).not.toMatch(UNTRANSLATED);
    await expectAccessible(page, 'fleet health page');

    // The dashboard's panel: the same score, the top reasons, links to the details and to the filters.
    await page.click('[data-testid=health-dashboard-link]');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const panel = await page.waitForSelector('[data-testid=dashboard-health]');
    expect(Number(await panel.getAttribute('data-score'))).toBe(fleet.score);
    expect(await panel.textContent()).toContain(`${fleet.score} su 100`);
    await page.waitForSelector(`[data-testid=dashboard-health-reason-${fleet.reasons[0]!.code}]`);
    expect(await page.getAttribute('[data-testid=dashboard-health-link]', 'href')).toBe('/fleet/health');
    expect(await page.getAttribute('[data-testid=dashboard-filters-link]', 'href')).toBe('/fleet/filters');
    await page.waitForSelector('[data-testid=dashboard-tabs]');
    await expectAccessible(page, 'dashboard with the health panel');

    // The accounts list: a Health column for the device-owning accounts of the page.
    await page.goto(`${base}/accounts`);
    await page.waitForSelector('[data-testid=accounts-health-column]');
    const rows = await page.$$eval('[data-testid^=account-row-]', (list) =>
      list.map((row) => ({
        login: row.getAttribute('data-testid')!.replace('account-row-', ''),
        score:
          row.querySelector('[data-testid=accounts-health-cell] [data-score]')?.getAttribute('data-score') ??
          null,
      })),
    );
    expect(rows.find((r) => r.login === 'customer')).toBeTruthy();
    await page.waitForSelector(
      '[data-testid=account-row-customer] [data-testid=accounts-health-cell] [data-score]',
    );
    const cell = page.locator(
      '[data-testid=account-row-customer] [data-testid=accounts-health-cell] [data-score]',
    );
    const shown = Number(await cell.getAttribute('data-score'));
    const customerRow = attention.find((r) => r.name === 'Poliambulatorio San Luca S.r.l.')!;
    const column = await apiGet<AccountHealthDto[]>(
      page,
      `/api/fleet/health/accounts?ids=${customerRow.accountId}`,
    );
    expect(shown).toBe(column[0]!.score);
    expect(await cell.textContent()).toMatch(/^\d+ – (buono|discreto|scarso|critico)$/);
    await expectAccessible(page, 'accounts list with the health column');

    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('turns the monthly report mail on and off from the health page', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'dealer', 'Demo-dealer1');
    await page.goto(`${env.server.baseUrl}/fleet/health`);
    const toggle = page.locator('#monthly-report-switch');
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    // By keyboard: the switch is a labelled checkbox.
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => !(document.querySelector('#monthly-report-switch') as HTMLInputElement).disabled,
    );
    expect(await apiGet<{ enabled: boolean }>(page, '/api/fleet/monthly-report')).toEqual({ enabled: true });
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await page.waitForFunction(
      () => !(document.querySelector('#monthly-report-switch') as HTMLInputElement).disabled,
    );
    expect(await apiGet<{ enabled: boolean }>(page, '/api/fleet/monthly-report')).toEqual({ enabled: false });
    await expectAccessible(page, 'health page with the monthly report switch');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

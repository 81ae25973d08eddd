import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { utcQuotaMonth, QUOTA_MIN_ELAPSED_MS } from '@app/contracts';
import { iotLogs, userAccounts, users } from '../apps/server/src/db/schema';
import { expectAccessible } from './support/accessibility';
import { useE2eEnvironment } from './support/environment';
import { apiCall, apiToken } from './support/admin-api';
import { expectedHttpError, expectNoBrowserErrors, signInThroughUi } from './support/fixtures';

/** A translation key shown instead of its text. */
const UNTRANSLATED = /\bquota\.[a-zA-Z_]+(\.[a-zA-Z_0-9]+)*\b/;

/** projected = used × this factor right now (projectMonthEnd's rate over the UTC month). */
function projectionFactor(now = Date.now()): number {
  const { monthStart, monthEnd } = utcQuotaMonth(now);
  return 1 + (monthEnd - now) / Math.max(now - monthStart, QUOTA_MIN_ELAPSED_MS);
}

const bannerText = (page: Page) => page.locator('[data-testid=quota-banner]').innerText();

describe('IoT quota guard in the browser', () => {
  const env = useE2eEnvironment();

  /** Gives an account `used` counted requests this month and a quota of `limit`. */
  async function usage(login: string, used: number, limit: number, slowdown = 1) {
    const db = env.server.database.db;
    const [account] = await db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(eq(users.login, login));
    await db
      .update(userAccounts)
      .set({ maxIotRequestPerMonth: limit, iotStatusSlowdown: slowdown })
      .where(eq(userAccounts.id, account!.id));
    const now = Date.now();
    await db.insert(iotLogs).values(
      Array.from({ length: used }, (_, i) => ({
        userAccountId: account!.id,
        operation: 'STATUS' as const,
        state: 'SUCCESS' as const,
        logTime: new Date(now - i * 1000),
      })),
    );
  }

  it('shows the banner where devices are operated: nearly used up as a status, used up as an alert with its renewal; a refused command and an unread status say why', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    // About 80 % of a 1,000 quota projected by the month's end; polling twice as slow.
    const used = Math.ceil((0.8 * 1000) / projectionFactor());
    await usage('dealer', used, 1000, 2);
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');

    await page.goto(`${base}/fleet/filters`);
    await page.waitForSelector('[data-testid=quota-banner]');
    const banner = page.locator('[data-testid=quota-banner]');
    expect(await banner.getAttribute('data-level')).toBe('warning');
    expect(await banner.getAttribute('role')).toBe('status');
    const warning = await bannerText(page);
    expect(warning).toContain('Attenzione');
    expect(warning).toMatch(/Usate \d+ delle 1\.?000 richieste/);
    expect(warning).toMatch(/(79|80|81)\s?%/);
    expect(warning).toContain('rallentato (2 volte più lento)');
    expect(warning).not.toMatch(UNTRANSLATED);
    // The fleet links are still there, the banner below them.
    await page.waitForSelector('[data-testid=fleet-nav-health]');
    await expectAccessible(page, 'fleet page with the quota warning');

    // A device whose status is read while there is quota left: its controls are live.
    const token = await apiToken(base, 'dealer', 'Demo-dealer1');
    const devices = await apiCall<{ id: number; uid: string | null }[]>(
      base,
      token,
      'GET',
      '/api/devices?size=100',
    );
    const device = devices.find((d) => d.uid)!;
    await page.goto(`${base}/devices/detail/${device.id}`);
    await page.waitForSelector('[data-testid=control-switch]:not([disabled])');
    // Nearly used up there too, in the same words.
    expect(await page.locator('[data-testid=quota-banner]').getAttribute('data-level')).toBe('warning');

    // Used up: its own state, announced at once; title and body both say used up, and until when.
    await usage('dealer', 1000 - used, 1000, 24);
    const refused = page.waitForResponse((r) => r.url().endsWith('/commands'));
    await page.click('[data-testid=control-switch]');
    expect((await refused).status()).toBe(429);
    const toast = page.locator('.Toastify__toast--error');
    await toast.waitFor();
    const toastText = await toast.innerText();
    expect(toastText).toMatch(
      /quota mensile di 1\.?000 richieste IoT .* esaurita: si rinnova il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    expect(toastText).not.toContain('Operazione non riuscita');

    await page.goto(`${base}/fleet/health`);
    await page.waitForSelector('[data-testid=quota-banner][data-level=exhausted]');
    expect(await banner.getAttribute('role')).toBe('alert');
    const exhausted = await bannerText(page);
    expect(exhausted).toContain('La quota mensile di richieste IoT è esaurita');
    expect(exhausted).toMatch(
      /rifiutati fino al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, quando la quota si rinnova/,
    );
    expect(exhausted).not.toMatch(/quasi|Critico/);
    expect(exhausted).not.toMatch(UNTRANSLATED);
    await expectAccessible(page, 'fleet page with the quota used up');

    // The device list says it too, and a status it could not read says why instead of "Sconosciuto".
    await page.goto(`${base}/devices`);
    await page.waitForSelector('[data-testid=quota-banner][data-level=exhausted]');
    await page.waitForSelector('[data-testid=device-status][data-reason=quota]');
    expect(await page.locator('[data-testid=device-status][data-reason=quota]').first().innerText()).toBe(
      'Non letto: quota IoT esaurita',
    );
    await page.goto(`${base}/devices/detail/${device.id}`);
    await page.waitForSelector('[data-testid=device-status-quota]');
    expect(await page.locator('[data-testid=device-status-quota]').innerText()).toMatch(
      /esaurita fino al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    await page.goto(`${base}/dashboard`);
    await page.waitForSelector('[data-testid=quota-banner][data-level=exhausted]');
    // Closed first: the page keeps polling, and a refused poll after the check would be counted
    // against the next test.
    await page.close();
    expectNoBrowserErrors(env.browser, [expectedHttpError(429)]);
  });

  it('lists the accounts by projected use for the administrator, sortable and accessible', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await usage('gdo', 10, 1_000_000);
    await signInThroughUi(page, base, 'admin', 'admin');
    await page.goto(`${base}/admin/report`);
    await page.waitForSelector('[data-testid=iot-quota-table]');
    const logins = () =>
      page.$$eval('[data-testid=iot-quota-row]', (rows) => rows.map((r) => r.getAttribute('data-login')));
    expect(await logins()).toEqual(['dealer', 'gdo']);
    const first = page.locator('[data-testid=iot-quota-row]').first();
    expect(await first.getAttribute('data-level')).toBe('critical');
    expect(await first.innerText()).toContain('Critico');
    expect(await first.innerText()).toContain('Esaurita');
    const header = page.locator('[data-testid=iot-quota] [data-testid=sort-projectedFraction]');
    expect(await header.locator('xpath=..').getAttribute('aria-sort')).toBe('descending');
    await page.click('[data-testid=iot-quota] [data-testid=sort-login]');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid=iot-quota] [data-testid=sort-login]')
          ?.closest('th')
          ?.getAttribute('aria-sort') === 'ascending' &&
        document.querySelector('[data-testid=iot-quota]')?.getAttribute('data-busy') === 'false',
    );
    expect(await logins()).toEqual(['dealer', 'gdo']);
    await page.click('[data-testid=iot-quota] [data-testid=sort-login]');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=iot-quota-row]')?.getAttribute('data-login') === 'gdo' &&
        document.querySelector('[data-testid=iot-quota]')?.getAttribute('data-busy') === 'false',
    );
    expect(await page.locator('[data-testid=iot-quota] caption').innerText()).toMatch(
      /Proiezione della quota/,
    );
    expect(await page.locator('[data-testid=iot-quota]').innerText()).not.toMatch(UNTRANSLATED);
    await expectAccessible(page, 'admin report with the quota projection');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

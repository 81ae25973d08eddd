import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { apiCall, apiToken } from './support/admin-api';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi, text } from './support/fixtures';

/**
 * Alerts (decision 040), as a dealer lives them: thresholds for a site, a rule, a purifier there
 * crossing them (its report pushed through the fake Tuya cloud's message service), the bell
 * telling it live, the alarm acknowledged and commented, then cleared when the air is clean again;
 * last, the same preset on the dealer's own account, for its whole subtree.
 */
describe('alerts (decision 040)', () => {
  // The job engine runs (the alarm events' readers are its jobs), the reports come pushed.
  const env = useE2eEnvironment({ jobs: true, fakeTuyaCloud: true });

  /** A purifier of the demo dealer's subtree at a site, and that site. */
  async function dealerPurifierAtSite() {
    const { rows } = (await env.server.database.db.execute(sql`
      select d.id, d.uid, d.address_id as "addressId"
      from device d
      join user_account_tree t on t.descendant_id = d.owner_id
      join user_account a on a.id = t.ancestor_id
      join jhi_user u on u.id = a.user_id and u.login = 'dealer'
      where d.uid is not null and d.address_id is not null and d.enabled
      order by d.id limit 1`)) as unknown as { rows: unknown[] };
    const device = (rows as { id: number; uid: string; addressId: number }[])[0];
    expect(device, 'a purifier of the dealer at a site').toBeDefined();
    return device!;
  }

  const report = (uid: string, pm25: number) =>
    env.server.cloud!.messages.publishStatus(uid, [{ code: 'pm25', value: pm25 }]);

  async function unread(page: Page): Promise<number> {
    const badge = await page.$('[data-testid=notification-bell-count]');
    return badge ? Number((await badge.textContent())?.trim() ?? 0) : 0;
  }

  it('a dealer sets PM2.5 thresholds for a site and a rule; a purifier there crosses them; the bell shows it live; the dealer acknowledges and comments; the alarm clears', async () => {
    const base = env.server.baseUrl;
    const device = await dealerPurifierAtSite();
    const token = await apiToken(base, 'dealer', 'Demo-dealer1');
    // Clean air to begin with, and the message service's consumer connected.
    await expect
      .poll(() => env.server.cloud!.messages.consumerCount(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    report(device.uid, 5);

    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');

    // 1. The site's thresholds, from the rules page's list of sites: the WHO 2021 / WELL preset
    // (PM2.5 warning above 15).
    await page.click('[data-testid=menu-alerts] .dropdown-toggle');
    await page.click('[data-testid=menu-alert-rules]');
    await page.waitForURL(`${base}/alert-rules`);
    await page.click(`[data-testid=site-settings-link-${device.addressId}]`);
    await page.waitForURL(`${base}/sites/${device.addressId}/settings`);
    await page.waitForSelector('[data-testid=thresholds-form]');
    await expectAccessible(page, 'site settings');
    await page.click('[data-testid=thresholds-preset-who]');
    expect(await page.inputValue('[data-testid=threshold-pm25-warning-high]')).toBe('15');
    await page.click('[data-testid=thresholds-save]');
    await page.waitForSelector('[data-testid=thresholds-saved]');
    const view = await apiCall<{ effective: { pm25: { warning: { high?: number } } } }>(
      base,
      token,
      'GET',
      `/api/addresses/${device.addressId}/thresholds`,
    );
    expect(view.effective.pm25.warning.high).toBe(15);

    // 2. A rule for the site: PM2.5 in its warning band, at once; cleared at once under it.
    await page.goBack();
    await page.waitForSelector('[data-testid=rules-manager]');
    await expectAccessible(page, 'alert rules');
    await page.click('[data-testid=rules-new]');
    await page.waitForSelector('[data-testid=rule-dialog]');
    await page.fill('[data-testid=rule-name]', 'PM2.5 alta in negozio');
    await page.selectOption('[data-testid=rule-kind]', 'parameter');
    await page.check('[data-testid=rule-scope-site]');
    await page.selectOption('[data-testid=rule-addressId]', String(device.addressId));
    await page.selectOption('[data-testid=rule-parameter]', 'pm25');
    await page.selectOption('[data-testid=rule-band]', 'warning');
    await page.fill('[data-testid=rule-forMinutes]', '0');
    await page.fill('[data-testid=rule-clearMinutes]', '0');
    await expectAccessible(page, 'alert rule form');
    await page.click('[data-testid=rule-save]');
    await page.waitForSelector('[data-testid=rule-dialog]', { state: 'detached' });
    const rules = await apiCall<{ id: number; name: string }[]>(base, token, 'GET', '/api/alert-rules');
    expect(rules.map((r) => r.name)).toContain('PM2.5 alta in negozio');

    // 3. The purifier reports 20 µg/m³: under the spec's bound (25), over the site's (15).
    const before = await unread(page);
    report(device.uid, 20);
    // The bell counts it without a reload.
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid=notification-bell-count]')?.textContent ?? 0) > n,
      before,
      { timeout: 20_000 },
    );
    const [alarm] = await apiCall<{ id: number; state: string }[]>(
      base,
      token,
      'GET',
      `/api/alarms?deviceId=${device.id}`,
    );
    expect(alarm?.state).toBe('active');

    // 4. From the bell to the alarm: acknowledged and commented.
    await page.click('[data-testid=notification-bell] .dropdown-toggle');
    await page.waitForSelector('[data-testid^=notification-bell-item-]');
    await page.click(`[data-testid^=notification-bell-item-] >> nth=0`);
    await page.waitForURL(`${base}/alarms/${alarm!.id}`);
    await page.waitForSelector('[data-testid=alarm-timeline]');
    expect(await page.getAttribute('[data-testid=alarm-state]', 'data-state')).toBe('active');
    await expectAccessible(page, 'alarm page');
    await page.click('[data-testid=alarm-acknowledge]');
    await page.waitForSelector('[data-testid=alarm-acknowledged]');
    await page.fill('[data-testid=alarm-comment-text]', 'Filtro controllato, finestra aperta.');
    await page.click('[data-testid=alarm-comment-send]');
    await page.waitForSelector('[data-testid=alarm-event-comment]');
    expect(await text(page, 'alarm-timeline')).toContain('Filtro controllato, finestra aperta.');

    // 5. Clean air again: the alarm clears on its own.
    report(device.uid, 6);
    await expect
      .poll(
        async () => (await apiCall<{ state: string }>(base, token, 'GET', `/api/alarms/${alarm!.id}`)).state,
        { timeout: 20_000 },
      )
      .toBe('cleared');
    await page.reload();
    await page.waitForSelector('[data-testid=alarm-state][data-state=cleared]');

    // The alarm list, filtered to cleared alarms, holds it.
    await page.goto(`${base}/alarms?state=cleared`);
    await page.waitForSelector(`[data-testid=alarm-row-${alarm!.id}]`);
    await expectAccessible(page, 'alarm list');
    // The notification centre lists what happened.
    await page.goto(`${base}/notifications`);
    await page.waitForSelector('[data-testid=notifications-table]');
    await expectAccessible(page, 'notification centre');
    await page.goto(`${base}/notifications/preferences`);
    await page.waitForSelector('[data-testid=preferences-form]');
    await expectAccessible(page, 'notification preferences');
    await page.goto(`${base}/webhooks`);
    await page.waitForSelector('[data-testid=webhooks-page]');
    await expectAccessible(page, 'webhooks');

    // 6. The dealer's own account, for its whole subtree: from its detail page to its thresholds,
    // the WHO 2021 / WELL preset saved on the account.
    const dealerAccount = await env.server.database.db.execute(sql`
      select a.id from user_account a join jhi_user u on u.id = a.user_id where u.login = 'dealer'`);
    const dealerId = (dealerAccount as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await page.goto(`${base}/accounts/${dealerId}`);
    await page.click('[data-testid=account-thresholds]');
    await page.waitForURL(new RegExp(`/accounts/${dealerId}/thresholds`));
    await page.waitForSelector('[data-testid=thresholds-form]');
    await page.click('[data-testid=thresholds-preset-who]');
    await page.click('[data-testid=thresholds-save]');
    await page.waitForSelector('[data-testid=thresholds-saved]');
    await expectAccessible(page, 'account thresholds');
    const accountView = await apiCall<{ overrides: { pm25?: { warning?: { high?: number } } } }>(
      base,
      token,
      'GET',
      `/api/accounts/${dealerId}/thresholds`,
    );
    expect(accountView.overrides.pm25?.warning?.high).toBe(15);
    await page.close();
    expectNoBrowserErrors(env.browser);
  });
});

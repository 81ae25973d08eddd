import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dashboardTab, type DashboardDevice, type DashboardTab } from '@app/contracts';
import { deviceStatusLogs } from '../apps/server/src/db/schema';
import { expectAccessible } from './support/accessibility';
import { dashboardSearchText } from './support/dashboard-search';
import { useE2eEnvironment } from './support/environment';
import { apiGet } from './support/page-api';
import { expectNoBrowserErrors, signInThroughUi, switchLanguage, text } from './support/fixtures';
import { setServicePermission } from './support/permissions';

/** A translation key shown instead of its text. */
const UNTRANSLATED = /\b(dashboard|deviceManagement)\.[a-zA-Z_]+(\.[a-zA-Z_0-9]+)*\b/;
const LEVEL_TABS = ['danger', 'warning', 'success'] as const;

/** The dashboard has its answer and no live read is under way. */
const dashboardSettled = (page: Page) =>
  page.waitForFunction(
    () => {
      const root = document.querySelector('[data-testid=dashboard-page]');
      return root?.getAttribute('data-loaded') === 'true' && root.getAttribute('data-reading') === 'false';
    },
    undefined,
    { timeout: 20_000 },
  );

/** The count each tab shows (data-count), for the tabs on screen. */
const tabCounts = (page: Page) =>
  page.$$eval('[data-testid^=dashboard-tab-]', (tabs) =>
    Object.fromEntries(
      tabs.map((tab) => [
        tab.getAttribute('data-testid')!.replace('dashboard-tab-', ''),
        Number(tab.getAttribute('data-count')),
      ]),
    ),
  ) as Promise<Partial<Record<DashboardTab, number>>>;

/** The rows on screen: id, status state, source of the status, owner and address text, link and buttons. */
const shownRows = (page: Page) =>
  page.$$eval('[data-testid^=dashboard-row-]', (rows) =>
    rows.map((row) => {
      const id = Number(row.getAttribute('data-testid')!.replace('dashboard-row-', ''));
      const status = row.querySelector('[data-testid=device-status]');
      return {
        id,
        state: row.querySelector('[data-testid=dashboard-no-uid]')
          ? 'no-uid'
          : (status?.getAttribute('data-state') ?? ''),
        source: row.querySelector('[data-source]')?.getAttribute('data-source') ?? null,
        time: row.querySelector('[data-testid=dashboard-status-time]')?.textContent?.trim() ?? null,
        owner: row.querySelector('[data-testid=dashboard-owner]')?.textContent?.trim() ?? '',
        ownerHref: row.querySelector('[data-testid=dashboard-owner-link]')?.getAttribute('href') ?? null,
        address: row.querySelector('[data-testid=dashboard-address]')?.textContent?.trim() ?? '',
        view: !!row.querySelector(`[data-testid=dashboard-view-${id}]`),
        history: !!row.querySelector(`[data-testid=dashboard-history-${id}]`),
      };
    }),
  );

const selectTab = async (page: Page, tab: DashboardTab) => {
  await page.click(`[data-testid=dashboard-tab-${tab}]`);
  await page.waitForSelector(`[data-testid=dashboard-tab-${tab}][aria-selected=true]`);
  await page.waitForSelector(
    '[role=tabpanel] [data-testid=dashboard-table], [role=tabpanel] [data-testid=dashboard-empty]',
  );
};

describe('fleet dashboard', () => {
  const env = useE2eEnvironment();

  /**
   * Every row of every tab for `login`, signed in after one of its service permissions changed
   * (there must be some).
   */
  const rowsWithPermission = async (
    login: string,
    password: string,
    service: string,
    flags: Parameters<typeof setServicePermission>[3],
  ) => {
    await setServicePermission(env.server, login, service, flags);
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, login, password);
    await page.goto(`${base}/dashboard`);
    await page.waitForSelector('[data-testid=dashboard-tabs]');
    await dashboardSettled(page);
    const counts = await tabCounts(page);
    const rows: Awaited<ReturnType<typeof shownRows>> = [];
    for (const tab of Object.keys(counts) as DashboardTab[]) {
      await selectTab(page, tab);
      rows.push(...(await shownRows(page)));
    }
    expect(rows.length).toBeGreaterThan(0);
    await page.close();
    return rows;
  };

  it('as the dealer: tabs with counts, rows per tab, stored then live statuses, owner links, accessible', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    const before = await apiGet<DashboardDevice[]>(page, '/api/dashboard/devices');
    const withUid = before.filter((d) => d.uid);
    expect(withUid.length).toBeGreaterThan(3);

    // A stored latest status for two devices: offline (danger) and a worn filter (warning).
    const [offline, worn] = withUid;
    const stored = new Date(Date.now() - 3 * 3_600_000);
    await env.server.database.db.insert(deviceStatusLogs).values([
      {
        deviceId: offline!.id,
        deviceUid: offline!.uid,
        logTime: stored,
        online: false,
        payload: JSON.stringify([{ code: 'switch', value: false }]),
      },
      {
        deviceId: worn!.id,
        deviceUid: worn!.uid,
        logTime: stored,
        online: true,
        payload: JSON.stringify([
          { code: 'switch', value: true },
          { code: 'filter', value: 30 },
        ]),
      },
    ]);
    const devices = await apiGet<DashboardDevice[]>(page, '/api/dashboard/devices');
    expect(devices.find((d) => d.id === offline!.id)?.lastStatus?.online).toBe(false);
    expect(dashboardTab(devices.find((d) => d.id === worn!.id)?.lastStatus)).toBe('warning');

    // The menu entry leads to the dashboard.
    await page.click('[data-testid=menu-dashboard]');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await text(page, 'dashboard-title')).toBe('Dashboard');
    await page.waitForSelector('[data-testid=dashboard-tabs]');
    await dashboardSettled(page);

    // Tabs: proper ARIA tabs, the three levels (Unknown only with devices), counts adding up to the answer.
    expect(await page.getAttribute('[data-testid=dashboard-tabs]', 'role')).toBe('tablist');
    const counts = await tabCounts(page);
    for (const tab of LEVEL_TABS) expect(counts[tab]).toBeGreaterThanOrEqual(0);
    if ('unknown' in counts) expect(counts.unknown).toBeGreaterThan(0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(devices.length);
    expect(await text(page, 'dashboard-tab-danger')).toContain('1 Pericolo');
    expect(await text(page, 'dashboard-tab-warning')).toContain('2 Attenzione');
    expect(await text(page, 'dashboard-tab-success')).toContain('3 OK');
    // The count is part of the tab's accessible name.
    expect(await text(page, 'dashboard-tab-danger')).toContain(`${counts.danger} dispositivi`);

    // Each tab shows its devices: badges of that level (or unknown / no IoT id), every device once.
    const seen = new Map<number, Awaited<ReturnType<typeof shownRows>>[number]>();
    for (const tab of Object.keys(counts) as DashboardTab[]) {
      await selectTab(page, tab);
      const rows = await shownRows(page);
      expect(rows.length, tab).toBe(Math.min(counts[tab]!, 50));
      for (const row of rows) {
        if (tab === 'unknown') expect(['unknown', 'no-uid']).toContain(row.state);
        else expect(row.state, `device ${row.id} in ${tab}`).toBe(tab);
        seen.set(row.id, row);
      }
      if (rows.length === 0) await page.waitForSelector('[data-testid=dashboard-empty]');
      await expectAccessible(page, `dashboard, tab ${tab}`);
    }
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(devices.map((d) => d.id));

    // On open the stored status is shown as it is (no provider call), with its time.
    const offlineRow = seen.get(offline!.id)!;
    expect(offlineRow.state).toBe('danger');
    expect(offlineRow.source).toBe('stored');
    expect(offlineRow.time).toMatch(/^al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(seen.get(worn!.id)).toMatchObject({ state: 'warning', source: 'stored' });
    // The devices without a stored status were read live on open.
    for (const device of devices.filter((d) => d.uid && !d.lastStatus))
      expect(['danger', 'warning', 'success', 'unknown']).toContain(seen.get(device.id)!.state);

    // Owners: a link to the account only when the caller may open it; addresses in words.
    for (const device of devices) {
      const row = seen.get(device.id)!;
      if (device.owner?.linked) expect(row.ownerHref).toBe(`/accounts/${device.owner.id}`);
      else expect(row.ownerHref).toBeNull();
      if (device.owner) expect(row.owner).toBe(device.owner.name ?? 'Consumatore privato');
      if (device.address.state === 'invalid') expect(row.address).toBe('Non valido');
      else if (device.address.state === 'none') expect(row.address).toBe('Non selezionato');
      else expect(row.address).toBe(device.address.label ?? '');
      expect(row.view).toBe(device.canView);
      expect(row.history).toBe(device.canHistory);
    }
    expect(devices.some((d) => d.owner?.linked)).toBe(true);

    // Update: every device with a uid is read live; the stored statuses give way to live ones.
    await selectTab(page, 'danger');
    await page.click('[data-testid=dashboard-update]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=dashboard-read-status]')?.textContent?.includes('letto'),
      undefined,
      { timeout: 20_000 },
    );
    await dashboardSettled(page);
    const afterCounts = await tabCounts(page);
    expect(Object.values(afterCounts).reduce((a, b) => a + b, 0)).toBe(devices.length);
    const after = new Map<number, Awaited<ReturnType<typeof shownRows>>[number]>();
    for (const tab of Object.keys(afterCounts) as DashboardTab[]) {
      await selectTab(page, tab);
      for (const row of await shownRows(page)) after.set(row.id, row);
    }
    for (const device of withUid) {
      const row = after.get(device.id)!;
      if (row.state !== 'unknown') expect(row.source, `device ${device.id}`).toBe('live');
    }
    expect(await text(page, 'dashboard-read-status')).toMatch(
      /^Stato in tempo reale letto\. Aggiornati: [\d.]+; sconosciuti: [\d.]+\.$/,
    );
    await expectAccessible(page, 'dashboard after an update');

    // Filter: only the matching rows (name, owner, serial, model, address), counted in the tabs.
    const probe = devices.find((d) => d.serialNumber)!.serialNumber!;
    const matching = devices.filter((d) => dashboardSearchText(d).includes(probe.toLowerCase())).length;
    expect(matching).toBeGreaterThan(0);
    await page.fill('[data-testid=dashboard-filter]', probe);
    await page.waitForFunction(
      (n) =>
        Array.from(document.querySelectorAll('[data-testid^=dashboard-tab-]')).reduce(
          (sum, tab) => sum + Number(tab.getAttribute('data-count')),
          0,
        ) === n,
      matching,
    );
    await page.fill('[data-testid=dashboard-filter]', '');
    await page.waitForFunction(
      (n) =>
        Array.from(document.querySelectorAll('[data-testid^=dashboard-tab-]')).reduce(
          (sum, tab) => sum + Number(tab.getAttribute('data-count')),
          0,
        ) === n,
      devices.length,
    );

    // Keyboard: the arrow keys move between the tabs.
    await selectTab(page, 'danger');
    await page.focus('[data-testid=dashboard-tab-danger]');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-testid=dashboard-tab-warning][aria-selected=true]');

    // English, and a phone: the page does not scroll sideways.
    await switchLanguage(page, 'en');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=dashboard-tab-danger]')?.textContent?.includes('1 Danger'),
    );
    expect(await text(page, 'dashboard-tab-success')).toContain('3 Success');
    expect(await page.textContent('main')).not.toMatch(UNTRANSLATED);
    await page.setViewportSize({ width: 320, height: 700 });
    await selectTab(page, 'danger');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await expectAccessible(page, 'dashboard at 320 px, English');
    await page.setViewportSize({ width: 1280, height: 900 });
    await switchLanguage(page, 'it');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('without DEVICE_MANAGEMENT update: no View button, History stays', async () => {
    const rows = await rowsWithPermission('gdo', 'Demo-gdo1', 'DEVICE_MANAGEMENT', {
      permissionRead: true,
      permissionUpdate: false,
    });
    for (const row of rows) {
      expect(row.view).toBe(false);
      expect(row.history).toBe(true);
    }
    expectNoBrowserErrors(env.browser);
  });

  it('without STATISTICS_MANAGEMENT read: no History button', async () => {
    const rows = await rowsWithPermission('gds', 'Demo-gds1', 'STATISTICS_MANAGEMENT', {
      permissionRead: false,
      permissionUpdate: false,
    });
    for (const row of rows) {
      expect(row.history).toBe(false);
      expect(row.view).toBe(true);
    }
    expectNoBrowserErrors(env.browser);
  });

  it('without DEVICE_MANAGEMENT read: no Dashboard entry, and the page makes no call the server would refuse', async () => {
    await setServicePermission(env.server, 'customer', 'DEVICE_MANAGEMENT', {
      permissionRead: false,
      permissionUpdate: false,
    });
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'customer', 'Demo-customer1');
    // The menus have loaded (the customer has no accounts entry: it creates none and has none).
    await page.waitForSelector('[data-testid=menu-addresses]');
    expect(await page.$('[data-testid=menu-dashboard]')).toBeNull();
    expect(await page.$('[data-testid=menu-devices]')).toBeNull();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await page.goto(`${base}/dashboard`);
    await page.waitForSelector('[data-testid=dashboard-not-authorized]');
    expect(await text(page, 'dashboard-not-authorized')).toBe('Non hai il permesso di vedere i dispositivi.');
    expect(refused).toEqual([]);
    expect(await page.evaluate(() => !!localStorage.getItem('jhi-authenticationToken'))).toBe(true);
    await expectAccessible(page, 'dashboard, not authorized');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('as the super user: every device, each owner linked', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'admin', 'admin');
    const devices = await apiGet<DashboardDevice[]>(page, '/api/dashboard/devices');
    await page.goto(`${base}/dashboard`);
    await page.waitForSelector('[data-testid=dashboard-tabs]');
    await dashboardSettled(page);
    const counts = await tabCounts(page);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(devices.length);
    expect(await page.getAttribute('[data-testid=dashboard-page]', 'data-total')).toBe(
      String(devices.length),
    );
    expect(devices.filter((d) => d.owner).every((d) => d.owner!.linked)).toBe(true);
    const owned = new Set(devices.filter((d) => d.owner).map((d) => d.id));
    for (const row of await shownRows(page))
      if (owned.has(row.id)) expect(row.ownerHref).toMatch(/^\/accounts\/\d+$/);
    // More than a page: the pager pages within the active tab.
    const biggest = (Object.keys(counts) as DashboardTab[]).sort((a, b) => counts[b]! - counts[a]!)[0]!;
    await selectTab(page, biggest);
    if (counts[biggest]! > 50) {
      await page.click('[data-testid=page-next]');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=item-count]')?.textContent?.startsWith('Elementi da 51'),
      );
    }
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
  it('opens the first tab with matches when the search finds nothing in the open one, and says so', async () => {
    const page = await env.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'admin', 'admin');
    const devices = await apiGet<DashboardDevice[]>(page, '/api/dashboard/devices');
    await page.goto(`${base}/dashboard`);
    await page.waitForSelector('[data-testid=dashboard-tabs]');
    await dashboardSettled(page);

    // Which tab shows which device, as the page sorts them (by live status, not only the stored one).
    const tabOf = new Map<number, DashboardTab>();
    const tabs = Object.keys(await tabCounts(page)) as DashboardTab[];
    for (const tab of tabs) {
      await selectTab(page, tab);
      for (const row of await shownRows(page)) tabOf.set(row.id, tab);
    }
    // A serial found only outside Danger: the search opens the first tab that has it.
    const probe = devices
      .filter((d) => d.serialNumber && tabOf.has(d.id))
      .map((d) => d.serialNumber!.toLowerCase())
      .find((serial) => {
        const found = devices.filter((d) => dashboardSearchText(d).includes(serial));
        return found.every((d) => tabOf.get(d.id) !== 'danger' && tabOf.has(d.id));
      });
    expect(probe, 'a serial outside the Danger tab').toBeDefined();
    const expected = tabs.find((tab) =>
      devices.some((d) => tabOf.get(d.id) === tab && dashboardSearchText(d).includes(probe!)),
    )!;
    expect(expected).not.toBe('danger');

    await selectTab(page, 'danger');
    await page.fill('[data-testid=dashboard-filter]', probe!);
    await page.waitForSelector(`[data-testid=dashboard-tab-${expected}][aria-selected=true]`);
    await page.waitForSelector('[role=tabpanel] [data-testid=dashboard-table]');
    expect((await shownRows(page)).length).toBeGreaterThan(0);
    // The status region (role=status, read out by screen readers) names both tabs.
    const expectedName = { warning: '2 Attenzione', success: '3 OK', unknown: 'Sconosciuto' }[
      expected as Exclude<DashboardTab, 'danger'>
    ];
    expect(await page.getAttribute('[data-testid=dashboard-read-status]', 'role')).toBe('status');
    expect(await text(page, 'dashboard-read-status')).toMatch(
      new RegExp(
        `^Nessun risultato in 1 Pericolo: mostrata la scheda ${expectedName}, dove la ricerca trova \\d+ dispositiv[oi]\\.$`,
      ),
    );
    // Focus stays in the search box while typing.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'dashboard-filter',
    );
    await expectAccessible(page, 'dashboard after the search opened another tab');

    // A tab the user then picks stays open, empty, and the notice goes.
    await selectTab(page, 'danger');
    await page.waitForSelector('[role=tabpanel] [data-testid=dashboard-empty]');
    expect(await text(page, 'dashboard-read-status')).toBe('');
    // A search text that matches in the open tab changes no tab.
    await page.fill('[data-testid=dashboard-filter]', '');
    await page.waitForSelector(
      '[role=tabpanel] [data-testid=dashboard-table], [role=tabpanel] [data-testid=dashboard-empty]',
    );
    expect(await page.getAttribute('[data-testid=dashboard-tab-danger]', 'aria-selected')).toBe('true');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DashboardDevice, DeviceStatusesAnswer } from '@app/contracts';
import { expectAccessible } from './support/accessibility';
import { dashboardSearchText } from './support/dashboard-search';
import { apiCall, apiToken } from './support/admin-api';
import { launchBrowser, type Browser } from './support/browser';
import { expectNoBrowserErrors, signInThroughUi, text } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';

/**
 * The screens follow the reports the server pushes (decision 032). The purifier is
 * switched through the API, as another person or a timer would, never by the page; the page must
 * change without a reload and without its Update button.
 */

/** A main-frame navigation counter and a marker in the page's window: both prove no reload happened. */
async function watchNavigations(page: Page) {
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = 'same document';
  });
  return async () => {
    expect(navigations).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
      'same document',
    );
  };
}

/** The tabs that hold devices, then the one showing the row of `id` selected; its name. */
async function openRowTab(page: Page, id: number): Promise<string> {
  const tabs = await page.$$eval('[data-testid^=dashboard-tab-]', (els) =>
    els
      .filter((el) => Number(el.getAttribute('data-count')) > 0)
      .map((el) => el.getAttribute('data-testid')!.replace('dashboard-tab-', '')),
  );
  for (const tab of tabs) {
    await page.click(`[data-testid=dashboard-tab-${tab}]`);
    await page.waitForSelector(`[data-testid=dashboard-tab-${tab}][aria-selected=true]`);
    if (await page.$(`[data-testid=dashboard-row-${id}]`)) return tab;
  }
  throw new Error(`device ${id} is in no tab`);
}

/**
 * Waits until the row of `id` shows `power`: a report may also move the row to another tab (its
 * level changed), where it is looked for.
 */
async function waitForRowPower(page: Page, id: number, power: 'on' | 'off') {
  await page.waitForFunction(
    ([id, power]) => {
      const row = document.querySelector(`[data-testid=dashboard-row-${id}]`);
      return !row || row.querySelector('[data-testid=device-power]')?.getAttribute('data-power') === power;
    },
    [id, power] as const,
    { timeout: 15_000 },
  );
  if (!(await page.$(`[data-testid=dashboard-row-${id}]`))) await openRowTab(page, id);
  expect(
    await page.getAttribute(`[data-testid=dashboard-row-${id}] [data-testid=device-power]`, 'data-power'),
  ).toBe(power);
}

/** The row's power, status level, where its status comes from and its relative time. */
const rowState = (page: Page, id: number) =>
  page.$eval(`[data-testid=dashboard-row-${id}]`, (row) => ({
    power: row.querySelector('[data-testid=device-power]')?.getAttribute('data-power') ?? null,
    powerClass: row.querySelector('[data-testid=device-power]')?.className ?? '',
    level: row.querySelector('[data-testid=device-status]')?.getAttribute('data-state') ?? null,
    source: row.querySelector('[data-source]')?.getAttribute('data-source') ?? null,
    ago: row.querySelector('[data-testid=dashboard-status-ago]')?.textContent?.trim() ?? null,
  }));

describe('live device screens', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  /** A demo dealer's purifier that is online, with a serial and a power switch. */
  let device: DashboardDevice & { uid: string; serialNumber: string };
  /** The dashboard's rows its serial filters to. */
  let matchingSerial: number;

  const switchTo = (on: boolean) =>
    apiCall(server.baseUrl, token, 'POST', `/api/devicesIot/${encodeURIComponent(device.uid)}/commands`, [
      { code: 'switch', value: on },
    ]);

  beforeAll(async () => {
    // IOT_PROVIDER=tuya against the fake cloud: the report comes through the message service's
    // websocket, as Tuya pushes it.
    [server, browser] = await Promise.all([
      startServer({ liveStatus: true, fakeTuyaCloud: true }),
      launchBrowser(),
    ]);
    token = await apiToken(server.baseUrl, 'dealer', 'Demo-dealer1');
    const devices = await apiCall<DashboardDevice[]>(server.baseUrl, token, 'GET', '/api/dashboard/devices');
    const candidates = devices.filter((d) => d.uid && d.serialNumber && d.canView);
    const live = await apiCall<DeviceStatusesAnswer>(
      server.baseUrl,
      token,
      'POST',
      '/api/devicesIot',
      candidates.slice(0, 30).map((d) => d.uid),
    );
    const usable = live.result.devices.find(
      (s) => s.online && typeof s.status.find((p) => p.code === 'switch')?.value === 'boolean',
    );
    expect(usable, 'an online demo purifier with a power switch').toBeDefined();
    device = candidates.find((d) => d.uid === usable!.id) as typeof device;
    // The dashboard's filter searches name, owner, serial, model and address.
    const serial = device.serialNumber.toLowerCase();
    matchingSerial = devices.filter((d) => dashboardSearchText(d).includes(serial)).length;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('dashboard, as the demo dealer: a purifier switched on through the API turns its row on, without a reload', async () => {
    // Off before the page opens (the simulator applies a command at once).
    await switchTo(false);
    const page = await browser.newPage();
    const base = server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await page.goto(`${base}/dashboard`);
    await page.waitForSelector('[data-testid=dashboard-tabs]');
    await page.waitForSelector('[data-testid=dashboard-page][data-loaded=true][data-reading=false]');
    // Only the purifier's rows: its full serial in the filter (others whose text holds it stay too).
    await page.fill('[data-testid=dashboard-filter]', device.serialNumber);
    await page.waitForFunction(
      (n) =>
        Array.from(document.querySelectorAll('[data-testid^=dashboard-tab-]')).reduce(
          (sum, tab) => sum + Number(tab.getAttribute('data-count')),
          0,
        ) === n,
      matchingSerial,
    );
    await openRowTab(page, device.id);
    // Listening: the connection is up, so the feed's subscription is made.
    await page.waitForSelector('[data-testid=live-indicator][data-live=true]');
    expect(await text(page, 'live-indicator')).toContain('Aggiornamento automatico attivo');
    const before = await rowState(page, device.id);
    expect(before.power).not.toBe('on');
    const noReload = await watchNavigations(page);

    await switchTo(true);
    await waitForRowPower(page, device.id, 'on');
    const after = await rowState(page, device.id);
    expect(after).toMatchObject({ power: 'on', source: 'push', ago: 'ora' });
    expect(after.powerClass).toContain('bg-success');
    expect(await text(page, `dashboard-row-${device.id}`)).toContain('Acceso');
    // The level badge and the tab agree with the pushed status.
    const tab = await page.$eval('[role=tab][aria-selected=true]', (el) =>
      el.getAttribute('data-testid')!.replace('dashboard-tab-', ''),
    );
    expect(after.level).toBe(tab);
    // Nobody pressed Update: no live read ran, and the page is the same document.
    expect(await page.getAttribute('[data-testid=dashboard-page]', 'data-read')).not.toMatch(/^update/);
    await noReload();
    await expectAccessible(page, 'dashboard after a pushed report');

    // Switched off again: the row follows.
    await switchTo(false);
    await waitForRowPower(page, device.id, 'off');
    await noReload();
    expectNoBrowserErrors(browser);
    await page.close();
  });

  it('device detail: the status follows a command sent through the API, and the change is said politely', async () => {
    await switchTo(false);
    const page = await browser.newPage();
    const base = server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await page.goto(`${base}/devices/detail/${device.id}`);
    await page.waitForSelector('[data-testid=status-value-switch]');
    await page.waitForSelector('[data-testid=live-indicator][data-live=true]');
    expect(await text(page, 'status-value-switch')).toBe('No');
    expect(await page.getAttribute('[data-testid=status-time]', 'data-source')).toBe('live');
    expect(await text(page, 'device-live-announcement')).toBe('');
    expect(await page.getAttribute('[data-testid=device-live-announcement]', 'role')).toBe('status');
    const noReload = await watchNavigations(page);

    await switchTo(true);
    await page.waitForFunction(
      () => document.querySelector('[data-testid=status-value-switch]')?.textContent === 'Sì',
      undefined,
      { timeout: 15_000 },
    );
    expect(await page.getAttribute('[data-testid=status-time]', 'data-source')).toBe('push');
    expect(await text(page, 'status-ago')).toBe('ora');
    expect(await text(page, 'device-live-announcement')).toBe('Il dispositivo è stato acceso.');
    expect(await text(page, 'control-state-switch')).toBe('Acceso');
    await noReload();
    await expectAccessible(page, 'device detail after a pushed report');
    expectNoBrowserErrors(browser);
    await page.close();
  });

  it('device list: the row of a purifier switched through the API follows, with the time of its report', async () => {
    await switchTo(false);
    const page = await browser.newPage();
    const base = server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await page.goto(`${base}/devices?tag=${encodeURIComponent(device.name ?? '')}`);
    await page.waitForSelector('[data-testid=devices-list][data-settled=true]');
    const row = `[data-testid=device-row-${device.id}]`;
    await page.waitForSelector(`${row} [data-testid=device-power][data-power=off]`);
    expect(await page.getAttribute(`${row} [data-source]`, 'data-source')).toBe('live');
    await page.waitForSelector('[data-testid=live-indicator][data-live=true]');
    const noReload = await watchNavigations(page);

    await switchTo(true);
    await page.waitForSelector(`${row} [data-testid=device-power][data-power=on]`, { timeout: 15_000 });
    expect(await page.getAttribute(`${row} [data-source]`, 'data-source')).toBe('push');
    expect(await page.textContent(`${row} [data-testid=device-status-ago]`)).toBe('ora');
    expect(await page.getAttribute(`${row} [data-testid=device-status-ago]`, 'datetime')).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    );
    await noReload();
    expectNoBrowserErrors(browser);
    await page.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eEnvironment } from './support/environment';
import { apiGet } from './support/page-api';
import { expectAccessible } from './support/accessibility';
import { downloaded } from './support/browser';
import {
  expectedHttpError,
  expectNoBrowserErrors,
  signInThroughUi,
  switchLanguage,
  text,
} from './support/fixtures';

/** A laptop window, where the list must fit, and a phone, where each device is a card. */
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** A translation key shown instead of its text. */
const UNTRANSLATED = /\bdeviceManagement\.[a-zA-Z_]+(\.[a-zA-Z_0-9]+)*\b/;

interface ApiDevice {
  id: number;
  name: string | null;
  ownerId: number | null;
  ownerLogin: string | null;
  addressId: number | null;
}

/** The list has loaded: its table or the 'No Devices found' warning. */
const listLoaded = (page: Page) =>
  page.waitForSelector('[data-testid=devices-table], [data-testid=devices-empty]');

/** The list shows the rows of the query in the address bar (no reload under way). */
const listSettled = (page: Page) =>
  page.waitForFunction(
    () => {
      const list = document.querySelector('[data-testid=devices-list]');
      return (
        list?.getAttribute('data-settled') === 'true' &&
        list.getAttribute('data-search') === window.location.search
      );
    },
    undefined,
    { timeout: 10_000 },
  );

const cells = (page: Page, testId: string) =>
  page.$$eval(`[data-testid=devices-table] tbody [data-testid=${testId}]`, (tds) =>
    tds.map((td) => td.textContent?.trim() ?? ''),
  );

const rowIds = (page: Page) =>
  page.$$eval('[data-testid^=device-row-]', (rows) =>
    rows.map((r) => Number(r.getAttribute('data-testid')!.replace('device-row-', ''))),
  );

describe('devices list and form', () => {
  const env = useE2eEnvironment();

  it('lists, sorts, filters, selects and exports the dealer devices, with live status badges', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await page.goto(`${base}/devices`);
    await listLoaded(page);
    expect(await text(page, 'devices-title')).toBe('Dispositivi');
    expect(await page.getAttribute('[data-testid=devices-table]', 'aria-busy')).toBeNull();
    expect(await page.textContent('[data-testid=devices-table] caption')).toContain('Dispositivi');

    // The live status: a badge per device once the statuses are in, its level in words.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid=device-status]').length > 0 &&
        document.querySelectorAll('[data-testid=device-status][data-state=waiting]').length === 0,
      undefined,
      { timeout: 15_000 },
    );
    const badges = await page.$$eval('[data-testid=device-status]', (els) =>
      els.map((e) => ({ state: e.getAttribute('data-state'), text: e.textContent?.trim() ?? '' })),
    );
    expect(badges.some((b) => ['danger', 'warning', 'success'].includes(b.state ?? ''))).toBe(true);
    for (const badge of badges) expect(badge.text).toMatch(/^(Pericolo|Attenzione|OK) · .+|^Sconosciuto$/);
    // Addresses are named by their place, not by their id.
    const places = (await cells(page, 'device-address')).filter(Boolean);
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).not.toMatch(/^#/);
    await expectAccessible(page, 'devices list');

    // Sort by name: the address bar and the order change; a second click reverses it.
    await page.click('[data-testid=sort-name]');
    await page.waitForURL(/sort=name,asc/);
    await listSettled(page);
    const ascending = await cells(page, 'device-name');
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending[0]!.toLowerCase() <= ascending.at(-1)!.toLowerCase()).toBe(true);
    expect(await page.getAttribute('[data-testid=sort-name]', 'data-direction')).toBe('asc');
    await page.click('[data-testid=sort-name]');
    await page.waitForURL(/sort=name,desc/);
    await listSettled(page);
    const descending = await cells(page, 'device-name');
    expect(descending[0]!.toLowerCase() >= descending.at(-1)!.toLowerCase()).toBe(true);
    expect(descending[0]).not.toBe(ascending[0]);

    // Filter by model: every row is of that model.
    const model = await page.$eval(
      '#device-filter-model option:nth-child(2)',
      (o) => [(o as HTMLOptionElement).value, o.textContent ?? ''] as const,
    );
    await page.selectOption('#device-filter-model', model[0]);
    await page.waitForURL(new RegExp(`model=${model[0]}`));
    await listSettled(page);
    await listLoaded(page);
    const models = await cells(page, 'device-model');
    expect(models.length).toBeGreaterThan(0);
    expect(new Set(models)).toEqual(new Set([model[1]]));
    await page.click('[data-testid=device-filter-clear]');
    await page.waitForURL((url) => !url.search.includes('model='));
    await listSettled(page);

    // Select two rows and export them as CSV: header in Italian, one line per device.
    const ids = await rowIds(page);
    const names = await cells(page, 'device-name');
    await page.check(`[data-testid=device-select-${ids[0]}]`);
    await page.check(`[data-testid=device-select-${ids[1]}]`);
    expect(await text(page, 'devices-selection-count')).toBe('2 selezionati');
    await page.click('[data-testid=devices-csv-menu]');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=devices-csv-selected]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dispositivi-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloaded(download)).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    // Italian spreadsheets split on ';' (the comma is their decimal mark).
    expect(lines[0]).toBe(
      'Nome;Numero di serie;ID IoT;Modello;Proprietario;Indirizzo;Luogo;In linea;Stato;Parametro evidenziato',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(names[0]!);
    expect(lines[2]).toContain(names[1]!);

    // All matching: the whole list is selected.
    await page.click('[data-testid=device-select-all-matching]');
    const total = (await apiGet<ApiDevice[]>(page, '/api/devices?size=1000')).length;
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid=devices-selection-count]')?.textContent?.startsWith(`${n} `),
      total,
    );
    expect(await page.textContent('main')).not.toMatch(UNTRANSLATED);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('creates, edits and deletes a device for a customer through the form and the dialog', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await page.goto(`${base}/devices`);
    await listLoaded(page);
    const devices = await apiGet<ApiDevice[]>(page, '/api/devices?size=1000');
    const ofCustomer = devices.find((d) => d.ownerLogin === 'customer' && d.addressId !== null)!;
    expect(ofCustomer).toBeDefined();

    // Without an owner the form says so, with a way back.
    await page.goto(`${base}/devices/new`);
    await page.waitForSelector('[data-testid=device-owner-missing]');
    await page.waitForSelector('[data-testid=device-form-back]');
    expect(await page.$('[data-testid=device-form]')).toBeNull();

    await page.goto(`${base}/devices/new?owner=${ofCustomer.ownerId}&addrId=${ofCustomer.addressId}`);
    await page.waitForSelector('[data-testid=device-form]');
    expect(await page.inputValue('#device-addressId')).toBe(String(ofCustomer.addressId));
    expect(await page.$$eval('#device-addressId option', (o) => o.length)).toBeGreaterThan(2);
    expect(await page.inputValue('[data-testid=device-owner]')).toContain('Poliambulatorio');
    await expectAccessible(page, 'device form');
    await page.fill('#device-name', 'Purificatore E2E');
    await page.fill('#device-serialNumber', 'E2E-0001');
    await page.selectOption('#device-modelId', { index: 1 });
    await page.fill('#device-place', 'Corridoio');
    await page.check('#device-maintenanceContract');
    // Dates are typed as the lists show them (decision 018); text that is no date is refused, not emptied.
    await page.fill('#device-installationDate', '31/13/2025');
    await page.click('#device-save');
    await page.waitForSelector('#device-installationDate[aria-invalid=true]');
    expect(await page.getAttribute('#device-installationDate', 'aria-describedby')).toBe(
      'device-installationDate-error',
    );
    expect(await page.inputValue('#device-installationDate')).toBe('31/13/2025');
    await page.fill('#device-installationDate', '14/03/2025');
    await page.click('#device-save');
    await page.waitForURL((url) => url.pathname === '/devices');
    await listLoaded(page);

    await page.fill('#device-filter-name', 'Purificatore E2E');
    await page.press('#device-filter-name', 'Enter');
    await page.waitForURL(/tag=Purificatore/);
    await listSettled(page);
    const [id] = await rowIds(page);
    expect(await rowIds(page)).toHaveLength(1);
    expect(await cells(page, 'device-owner')).toEqual(['customer']);
    expect(await cells(page, 'device-place')).toEqual(['Corridoio']);

    // Edit: the form comes back to the filtered list.
    await page.click(`[data-testid=device-edit-${id}]`);
    await page.waitForSelector('[data-testid=device-form]');
    expect(await page.inputValue('#device-installationDate')).toBe('14/03/2025');
    expect(await page.isChecked('#device-maintenanceContract')).toBe(true);
    await page.fill('#device-place', 'Sala attesa');
    await page.click('#device-save');
    await page.waitForURL(/\/devices\?tag=Purificatore/);
    await listSettled(page);
    await page.waitForFunction(
      () => document.querySelector('[data-testid=device-place]')?.textContent === 'Sala attesa',
    );

    // Delete through the dialog.
    await page.click(`[data-testid=device-delete-${id}]`);
    await page.waitForSelector('[data-testid=delete-dialog]');
    expect(await text(page, 'delete-question-text')).toContain(String(id));
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector('[data-testid=devices-empty]');
    expect(await text(page, 'devices-empty')).toBe('Nessun dispositivo trovato');
    expect(await page.$('[data-testid=delete-dialog]')).toBeNull();
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('shows the refusal of an owner outside the caller scope on the form', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await page.goto(`${base}/devices/new?owner=999999`);
    await page.waitForSelector('[data-testid=device-form]');
    await page.fill('#device-name', 'Fuori ambito');
    await page.click('#device-save');
    await page.waitForSelector('[data-testid=device-form-error]');
    expect(await text(page, 'device-form-error')).toBe('Il proprietario è fuori dagli account che gestisci.');
    expect(page.url()).toContain('/devices/new');
    expectNoBrowserErrors(env.browser, [expectedHttpError(404), expectedHttpError(400)]);
    await page.close();
  });

  it('shows a customer only its own devices', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'customer', 'Demo-customer1');
    await page.goto(`${base}/devices`);
    await listLoaded(page);
    const owners = await cells(page, 'device-owner');
    expect(owners.length).toBeGreaterThan(0);
    expect(new Set(owners)).toEqual(new Set(['customer']));
    expect(await page.textContent('main')).not.toMatch(UNTRANSLATED);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it("lists one account's devices with ?owner and exports all matching rows with English headers", async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await page.goto(`${base}/devices`);
    await listLoaded(page);
    const own = await apiGet<{ uuid: string }>(page, '/api/user-accounts/current');
    const children = await apiGet<{ uuid: string; user: { login: string } | null }[]>(
      page,
      `/api/user-accounts/uuid/parent/${own.uuid}?size=100`,
    );
    const customer = children.find((c) => c.user?.login === 'customer')!;
    await page.goto(`${base}/devices?owner=${customer.uuid}`);
    await listLoaded(page);
    await listSettled(page);
    expect(new Set(await cells(page, 'device-owner'))).toEqual(new Set(['customer']));
    expect(await text(page, 'devices-owner')).toBe('Dispositivi di customer');
    const shown = (await rowIds(page)).length;

    await switchLanguage(page, 'en');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=devices-title]')?.textContent === 'Devices',
    );
    await page.click('[data-testid=devices-csv-menu]');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=devices-csv-all]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^devices-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await downloaded(download))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Name,Serial number,IoT ID,Model,Owner,Address,Place,Online,Status,Highlighted parameter',
    );
    expect(lines).toHaveLength(shown + 1);
    for (const line of lines.slice(1)) expect(line).toContain(',customer,');
    await switchLanguage(page, 'it');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
  it('fits a 1366 px window with every row action in view, and keeps the selection bar in view', async () => {
    const page = await env.browser.newPage();
    await page.setViewportSize(LAPTOP);
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'admin', 'admin');
    await page.goto(`${base}/devices`);
    await listLoaded(page);
    await listSettled(page);
    const ids = await rowIds(page);
    expect(ids.length).toBeGreaterThan(5);

    // No sideways scrolling, in the page or in the table's own box, and each row's four actions in view.
    const overflow = await page.evaluate(() => {
      const box = document.querySelector('[data-testid=devices-table]')!.closest('.table-responsive');
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: box ? box.scrollWidth - box.clientWidth : 0,
      };
    });
    expect(overflow).toEqual({ page: 0, table: 0 });
    for (const id of ids) {
      for (const action of ['detail', 'history', 'edit', 'delete']) {
        const box = await page.locator(`[data-testid=device-${action}-${id}]`).boundingBox();
        expect(box, `${action} of ${id}`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${action} of ${id}`).toBeLessThanOrEqual(LAPTOP.width);
      }
    }
    // The address sits under the name: each row's address is in its name cell.
    const nameCell = page.locator(`[data-testid=device-row-${ids[0]}] td`, {
      has: page.locator('[data-testid=device-name]'),
    });
    expect(await nameCell.locator('[data-testid=device-address]').count()).toBe(1);

    // The selection bar is not sticky while nothing is selected; with a row selected it stays at the
    // top of the viewport however far the list scrolls.
    const barTop = () =>
      page.$eval('[data-testid=devices-toolbar]', (bar) => ({
        top: Math.round(bar.getBoundingClientRect().top),
        bottom: Math.round(bar.getBoundingClientRect().bottom),
        sticky: getComputedStyle(bar).position === 'sticky',
      }));
    expect((await barTop()).sticky).toBe(false);
    await page.check(`[data-testid=device-select-${ids[0]}]`);
    expect(await text(page, 'devices-selection-count')).toMatch(/^1\b/);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 200);
    const stuck = await barTop();
    expect(stuck.sticky).toBe(true);
    expect(stuck.top).toBeGreaterThanOrEqual(0);
    expect(stuck.bottom).toBeLessThanOrEqual(LAPTOP.height);
    // Right under the sticky header.
    const headerBottom = await page.$eval('.app-header', (h) => Math.round(h.getBoundingClientRect().bottom));
    expect(Math.abs(stuck.top - headerBottom)).toBeLessThanOrEqual(1);
    // Its buttons answer there, above the rows that scroll under it.
    const clear = await page.locator('[data-testid=device-clear-selection]').boundingBox();
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid]')?.getAttribute('data-testid'),
      [clear!.x + clear!.width / 2, clear!.y + clear!.height / 2],
    );
    expect(topmost).toBe('device-clear-selection');
    await expectAccessible(page, 'devices list at 1366 px with a selection');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('shows each device on a phone as a card: name, serial, status, address and its actions', async () => {
    const page = await env.browser.newPage();
    await page.setViewportSize(PHONE);
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'admin', 'admin');
    await page.goto(`${base}/devices`);
    await listLoaded(page);
    await listSettled(page);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=device-status][data-state=waiting]').length === 0,
      undefined,
      { timeout: 15_000 },
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const devices = await apiGet<ApiDevice[]>(page, '/api/devices?size=100');
    const ids = await rowIds(page);
    const withAddress = ids.find((id) => devices.find((d) => d.id === id)?.addressId !== null)!;
    expect(withAddress).toBeDefined();
    const row = page.locator(`[data-testid=device-row-${withAddress}]`);
    // Every part of the summary is on screen, inside the width of the phone.
    for (const part of [
      '[data-testid=device-name]',
      '[data-testid=device-serial]',
      '[data-testid=device-status]',
      '[data-testid=device-address]',
      `[data-testid=device-detail-${withAddress}]`,
      `[data-testid=device-history-${withAddress}]`,
      `[data-testid=device-edit-${withAddress}]`,
      `[data-testid=device-delete-${withAddress}]`,
    ]) {
      const target = row.locator(part).first();
      await target.scrollIntoViewIfNeeded();
      expect(await target.isVisible(), part).toBe(true);
      const box = (await target.boundingBox())!;
      expect(box.x, part).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, part).toBeLessThanOrEqual(PHONE.width);
    }
    expect((await row.locator('[data-testid=device-address]').textContent())?.trim()).not.toBe('');
    // The actions work from the card.
    await row.locator(`[data-testid=device-detail-${withAddress}]`).click();
    await page.waitForURL(`**/devices/detail/${withAddress}`);
    await page.goBack();
    await listLoaded(page);
    await expectAccessible(page, 'devices list on a phone');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

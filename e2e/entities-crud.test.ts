import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_DEVICES } from '../apps/server/src/db/seed/demo-fleet';
import { useE2eEnvironment } from './support/environment';
import {
  expectedHttpError,
  expectNoBrowserErrors,
  signInThroughUi,
  switchLanguage,
  text,
} from './support/fixtures';

/** The demo fleet the dev seed writes: the generic device list pages over it. */
const DEVICES = DEMO_DEVICES.length;

const search = (page: Page) => decodeURIComponent(new URL(page.url()).search);
const pathname = (page: Page) => new URL(page.url()).pathname;

/** The list has finished loading (no call under way): its table, or the 'No ... found' warning. */
async function listLoaded(page: Page) {
  await page.waitForSelector('[data-testid^=entity-list-][data-busy=false]');
  await page.waitForSelector('[data-testid=entity-table], [data-testid=entity-empty]');
}

/** Waits until the address bar shows this list with this query (page and sort kept) and its rows have loaded. */
async function waitForPlace(page: Page, path: string, query: string) {
  await page.waitForFunction(
    ([p, q]) => window.location.pathname === p && decodeURIComponent(window.location.search) === q,
    [path, query],
  );
  await page.waitForSelector(`[data-testid^=entity-list-][data-query="${query}"][data-busy=false]`);
}

/** The ids of the rows shown, top to bottom. */
const rowIds = (page: Page) =>
  page.$$eval('[data-testid^=entity-row-]', (rows) =>
    rows.map((r) => Number(r.getAttribute('data-testid')!.replace('entity-row-', ''))),
  );

/** The id of the row whose text contains `needle`. */
async function rowIdWith(page: Page, needle: string): Promise<number> {
  await page.waitForSelector(`[data-testid^=entity-row-]:has-text("${needle}")`);
  const testId = await page.getAttribute(`[data-testid^=entity-row-]:has-text("${needle}")`, 'data-testid');
  return Number(testId!.replace('entity-row-', ''));
}

/** Types into a relation select and picks the option whose label contains `label` (is `label`, if exact). */
async function chooseRelation(page: Page, id: string, typed: string, label: string, exact = false) {
  await page.click(`#${id}`);
  await page.fill(`#${id}`, typed);
  const option = `[data-testid^=${id}-option-]${exact ? `:text-is("${label}")` : `:has-text("${label}")`}`;
  await page.waitForSelector(option);
  await page.click(option);
  await page.waitForFunction(
    (input) => document.querySelector<HTMLInputElement>(`#${input}`)?.dataset.value !== '',
    id,
  );
}

/** The success toast of a create/update/delete (from the X-purifierApp-alert header). */
async function toastText(page: Page, needle: string) {
  const toast = `.Toastify__toast--success:has-text("${needle}")`;
  await page.waitForSelector(toast);
  return (await page.textContent(toast)) ?? '';
}

describe('generic entity screens: create, edit, sort, page, delete', () => {
  const env = useE2eEnvironment();

  it('nation (unpaginated): sorts, creates, edits, shows and deletes, keeping the sort', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
    await page.click('#entities-menu');
    await page.click('[data-testid=entities-menu-nation]');
    await listLoaded(page);
    expect(search(page)).toBe('');
    expect((await rowIds(page)).length).toBe(249);
    expect(await page.isVisible('[data-testid=pagination]')).toBe(false);

    // Sorting toggles asc/desc on the same column and lives in the address bar.
    await page.click('[data-testid=sort-name]');
    await waitForPlace(page, '/nation', '?sort=name,asc');
    await page.click('[data-testid=sort-name]');
    await waitForPlace(page, '/nation', '?sort=name,desc');
    await page.waitForSelector('[data-testid=sort-name][data-direction=desc]');
    await listLoaded(page);
    // The rows come back in descending name order (the first ones of 249).
    await page.waitForFunction(() => {
      const names = Array.from(document.querySelectorAll('[data-testid^=entity-row-] td:nth-child(3)'))
        .slice(0, 5)
        .map((c) => c.textContent ?? '');
      return names.length === 5 && names.every((n, i) => i === 0 || names[i - 1]!.localeCompare(n) > 0);
    });

    // Create: the form keeps the list's query and goes back to it.
    await page.click('[data-testid=entity-create]');
    await page.waitForSelector('[data-testid=entity-form]');
    expect(pathname(page)).toBe('/nation/new');
    expect(await page.isVisible('#nation-id')).toBe(false);
    await page.fill('#nation-code', 'QZ');
    await page.fill('#nation-name', 'Quizlandia');
    await page.click('[data-testid=entity-save]');
    await waitForPlace(page, '/nation', '?sort=name,desc');
    expect(await toastText(page, 'Nazione creata')).toMatch(/Nazione creata con identificativo \d+/);
    const id = await rowIdWith(page, 'Quizlandia');
    expect((await rowIds(page)).length).toBe(250);

    // Edit: read-only id, the record's values, back with the query.
    await page.click(`[data-testid=edit-${id}]`);
    await page.waitForSelector('[data-testid=entity-form]');
    expect(search(page)).toBe('?sort=name,desc');
    expect(await page.getAttribute('#nation-id', 'readonly')).not.toBeNull();
    expect(await page.inputValue('#nation-id')).toBe(String(id));
    expect(await page.inputValue('#nation-name')).toBe('Quizlandia');
    await page.fill('#nation-name', 'Quizlandia Nuova');
    // The save button stays disabled while the call is under way.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/nations/${id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.click('[data-testid=entity-save]');
    await page.waitForSelector('[data-testid=entity-save][disabled]');
    release();
    await waitForPlace(page, '/nation', '?sort=name,desc');
    await page.unroute(`**/api/nations/${id}`);
    await rowIdWith(page, 'Quizlandia Nuova');

    // Detail: read-only, Back returns to the kept list.
    await page.click(`[data-testid=view-${id}]`);
    await page.waitForSelector('[data-testid=entity-detail]');
    expect(await text(page, 'detail-name')).toBe('Quizlandia Nuova');
    expect(await text(page, 'detail-code')).toBe('QZ');
    await page.click('[data-testid=entity-back]');
    await waitForPlace(page, '/nation', '?sort=name,desc');

    // Delete: the dialog over the list; Cancel keeps the record, Delete removes it.
    await switchLanguage(page, 'en');
    await page.click(`[data-testid=delete-${id}]`);
    await page.waitForSelector('[data-testid=delete-dialog]');
    expect(pathname(page)).toBe(`/nation/${id}/delete`);
    expect(await page.isVisible('[data-testid=entity-table]')).toBe(true);
    // The question names the record beside its id.
    expect(await text(page, 'delete-question')).toBe(
      `Are you sure you want to delete this Nation ${id} (Quizlandia Nuova)?`,
    );
    expect(await page.textContent('.modal-title')).toBe('Confirm delete operation');
    await page.click('[data-testid=delete-cancel]');
    await waitForPlace(page, '/nation', '?sort=name,desc');
    await page.waitForSelector('[data-testid=delete-dialog]', { state: 'detached' });
    await page.click(`[data-testid=delete-${id}]`);
    await page.click('[data-testid=delete-confirm]');
    await waitForPlace(page, '/nation', '?sort=name,desc');
    expect(await toastText(page, 'is deleted')).toContain(`A Nation is deleted with identifier ${id}`);
    await page.waitForSelector(`[data-testid=entity-row-${id}]`, { state: 'detached' });
    expect((await rowIds(page)).length).toBe(249);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('device (paginated): pages, sorts, restores both from the address bar, links related records, creates, edits and deletes', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
    await switchLanguage(page, 'en');
    await page.goto(`${env.server.baseUrl}/device`);
    await listLoaded(page);
    await waitForPlace(page, '/device', '?page=1&sort=id,asc');
    expect(await text(page, 'item-count')).toBe(`Showing 1 - 20 of ${DEVICES} items`);
    expect(await rowIds(page)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await page.isVisible('[data-testid=page-2]')).toBe(true);
    expect(await page.isVisible('[data-testid=page-3]')).toBe(false);

    await page.click('[data-testid=page-2]');
    await waitForPlace(page, '/device', '?page=2&sort=id,asc');
    await page.waitForSelector('[data-testid=entity-row-21]');
    expect(await text(page, 'item-count')).toBe(`Showing 21 - ${DEVICES} of ${DEVICES} items`);
    expect((await rowIds(page)).length).toBe(DEVICES - 20);

    // A new sort starts at page 1; the same header again flips the direction.
    await page.click('[data-testid=sort-name]');
    await waitForPlace(page, '/device', '?page=1&sort=name,asc');
    await page.click('[data-testid=sort-name]');
    await waitForPlace(page, '/device', '?page=1&sort=name,desc');
    await page.click('[data-testid=page-next]');
    await waitForPlace(page, '/device', '?page=2&sort=name,desc');
    await page.waitForSelector('[data-testid=sort-name][data-direction=desc]');
    const secondPage = await rowIds(page);
    expect(secondPage.length).toBe(DEVICES - 20);

    // Reloading restores page and sort.
    await page.reload();
    await listLoaded(page);
    expect(search(page)).toBe('?page=2&sort=name,desc');
    await page.waitForSelector('li.active > [data-testid=page-2]');
    expect(await rowIds(page)).toEqual(secondPage);

    // A page past the end, or a sort the server refuses, falls back to a list that exists.
    await page.goto(`${env.server.baseUrl}/device?page=9&sort=name,desc`);
    await waitForPlace(page, '/device', '?page=1&sort=name,desc');
    await listLoaded(page);
    await page.goto(`${env.server.baseUrl}/device?page=1&sort=nosuchfield,asc`);
    await waitForPlace(page, '/device', '?page=1&sort=id,asc');
    await listLoaded(page);
    await page.goto(`${env.server.baseUrl}/device?page=2&sort=name,desc`);
    await listLoaded(page);

    // Related records link to their detail pages.
    const first = secondPage[0]!;
    const row = `[data-testid=entity-row-${first}]`;
    expect(await page.getAttribute(`${row} [data-testid=link-modelId-${first}]`, 'href')).toMatch(
      /^\/device-model\/\d+$/,
    );
    expect(await page.getAttribute(`${row} [data-testid=link-ownerId-${first}]`, 'href')).toMatch(
      /^\/user-account\/\d+$/,
    );
    expect(await page.getAttribute(`${row} [data-testid=link-cityId-${first}]`, 'href')).toMatch(
      /^\/tab-city\/\d+$/,
    );
    await page.click(`${row} [data-testid=link-cityId-${first}]`);
    await page.waitForSelector('[data-testid=entity-detail]');
    expect(pathname(page)).toMatch(/^\/tab-city\/\d+$/);
    await page.goBack();
    await listLoaded(page);

    // Edit from page 2: the links carry page and sort, and saving returns there.
    await page.click(`[data-testid=edit-${first}]`);
    await page.waitForSelector('[data-testid=entity-form]');
    expect(search(page)).toBe('?page=2&sort=name,desc');
    await page.fill('#device-place', 'Terzo piano');
    await page.click('[data-testid=entity-save]');
    await waitForPlace(page, '/device', '?page=2&sort=name,desc');
    expect(await toastText(page, 'is updated')).toContain(`A Device is updated with identifier ${first}`);
    await page.waitForSelector(`${row}:has-text("Terzo piano")`);

    // Create with relation selects searched on the server.
    await page.click('[data-testid=entity-create]');
    await page.waitForSelector('[data-testid=entity-form]');
    await page.fill('#device-name', 'E2E purifier');
    await page.fill('#device-uid', 'e2e-uid-0001');
    // Dates are typed as the lists show them.
    await page.fill('#device-purchase_date', '14/03/2025');
    await chooseRelation(page, 'device-modelId', 'AP-554', 'AP-554');
    await chooseRelation(page, 'device-cityId', 'Scandi', 'Scandiano');
    await page.click('[data-testid=entity-save]');
    await waitForPlace(page, '/device', '?page=2&sort=name,desc');
    await page.goto(`${env.server.baseUrl}/device?page=2&sort=id,asc`);
    await listLoaded(page);
    expect(await text(page, 'item-count')).toBe(`Showing 21 - ${DEVICES + 1} of ${DEVICES + 1} items`);
    const created = await rowIdWith(page, 'E2E purifier');
    const createdRow = `[data-testid=entity-row-${created}]`;
    expect(await page.textContent(createdRow)).toContain('14/03/2025');
    expect(await page.textContent(`${createdRow} [data-testid=link-cityId-${created}]`)).toBe('Scandiano');

    // Clearing a relation in the edit form drops it.
    await page.click(`[data-testid=edit-${created}]`);
    await page.waitForSelector('[data-testid=entity-form]');
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('#device-cityId')?.value === 'Scandiano',
    );
    await page.click('[data-testid=device-cityId-clear]');
    await page.click('[data-testid=entity-save]');
    await waitForPlace(page, '/device', '?page=2&sort=id,asc');
    await page.waitForSelector(`${createdRow} [data-testid=link-cityId-${created}]`, { state: 'detached' });

    // Deleting the only row of the last page goes back one page.
    await page.goto(`${env.server.baseUrl}/device?page=2&sort=id,asc`);
    await listLoaded(page);
    await page.click(`[data-testid=delete-${created}]`);
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector(`${createdRow}`, { state: 'detached' });
    expect(await text(page, 'item-count')).toBe(`Showing 21 - ${DEVICES} of ${DEVICES} items`);
    expectNoBrowserErrors(env.browser, [expectedHttpError(400)]);
    await page.close();
  });

  it('user-account: enum select, datetime in local time, relation labels; create, edit and delete', async () => {
    const page = await env.browser.newPage();
    // Rome is UTC+2 in summer: what is typed as local time goes out as UTC.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Europe/Rome' });
    const sent: Array<{ method: string; body: Record<string, unknown> }> = [];
    page.on('request', (request) => {
      if (/\/api\/user-accounts/.test(request.url()) && ['POST', 'PUT'].includes(request.method()))
        sent.push({ method: request.method(), body: request.postDataJSON() as Record<string, unknown> });
    });
    await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
    // Italian (the default): an earlier test made English the admin's language.
    await switchLanguage(page, 'it');
    await page.goto(`${env.server.baseUrl}/user-account`);
    await listLoaded(page);
    await waitForPlace(page, '/user-account', '?page=1&sort=id,asc');
    const before = (await rowIds(page)).length;
    expect(before).toBeGreaterThanOrEqual(10);

    await page.click('[data-testid=entity-create]');
    await page.waitForSelector('[data-testid=entity-form]');
    expect(await page.inputValue('#user-account-state')).toBe('ACTIVE');
    expect(await page.inputValue('#user-account-maxIotRequestPerMonth')).toBe('1000000');
    // A new datetime defaults to now, shown in local time as DD/MM/YYYY HH:mm.
    const shown = await page.inputValue('#user-account-iotStatusTime');
    const offBy = await page.evaluate((value) => {
      const [, dd, mm, yyyy, hh, min] = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/
        .exec(value)!
        .map(Number);
      return Math.abs(new Date(yyyy!, mm! - 1, dd, hh, min).getTime() - Date.now());
    }, shown);
    expect(offBy).toBeLessThan(2 * 60_000);
    await page.fill('#user-account-iotStatusTime', '30/06/2025 22:15');
    await page.selectOption('#user-account-state', 'UNCONFIRMED');
    await chooseRelation(page, 'user-account-userId', 'user@example', 'Utente Demo');
    await chooseRelation(page, 'user-account-typeId', 'Cust', 'Customer');
    await chooseRelation(page, 'user-account-parentId', 'dealer', 'dealer', true);
    await page.fill('#user-account-iotStatusFrequency', '600');
    await page.click('[data-testid=entity-save]');
    await waitForPlace(page, '/user-account', '?page=1&sort=id,asc');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid^=entity-row-]').length === n,
      before + 1,
    );
    const id = Math.max(...(await rowIds(page)));
    const row = `[data-testid=entity-row-${id}]`;
    // The payload: typed values, the datetime in UTC, no id, no generated uuid, no empty relation.
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toMatchObject({
      state: 'UNCONFIRMED',
      iotStatusTime: '2025-06-30T20:15:00.000Z',
      iotStatusFrequency: 600,
      maxIotRequestPerMonth: 1000000,
    });
    expect(Object.keys(sent[0]!.body)).not.toEqual(expect.arrayContaining(['id']));
    expect(sent[0]!.body).not.toHaveProperty('uuid');
    expect(sent[0]!.body).not.toHaveProperty('comPartnerAccountId');
    expect(typeof sent[0]!.body.userId).toBe('number');
    expect(await page.textContent(row)).toContain('Non confermato');
    expect(await page.textContent(row)).toContain('30/06/25 22:15');
    expect(await page.textContent(`${row} [data-testid=link-userId-${id}]`)).toBe('user');
    expect(await page.getAttribute(`${row} [data-testid=link-userId-${id}]`, 'href')).toBe(
      '/admin/user-management/user',
    );

    // The datetime comes back in local time; the id is read-only; the uuid is shown, never edited.
    await page.click(`[data-testid=edit-${id}]`);
    await page.waitForSelector('[data-testid=entity-form]');
    expect(await page.inputValue('#user-account-iotStatusTime')).toBe('30/06/2025 22:15');
    expect(await page.inputValue('#user-account-uuid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.getAttribute('#user-account-uuid', 'readonly')).not.toBeNull();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('#user-account-userId')?.value.includes('Utente Demo') ??
        false,
    );
    await page.selectOption('#user-account-state', 'ACTIVE');
    await page.click('[data-testid=entity-save]');
    await waitForPlace(page, '/user-account', '?page=1&sort=id,asc');
    // The update is the record merged with the form: same id, the unchanged datetime still in UTC.
    expect(sent[1]?.method).toBe('PUT');
    expect(sent[1]?.body).toMatchObject({ id, state: 'ACTIVE', iotStatusTime: '2025-06-30T20:15:00.000Z' });
    expect(sent[1]!.body).not.toHaveProperty('uuid');
    expect(sent[1]!.body).not.toHaveProperty('userLogin');
    await page.waitForSelector(`${row}:has-text("Attivo")`);

    await page.click(`[data-testid=delete-${id}]`);
    expect(await text(page, 'delete-question')).toBe(
      `Sei sicuro di voler eliminare l'account utente ${id} (user)?`,
    );
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector(row, { state: 'detached' });
    expect((await rowIds(page)).length).toBe(before);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('tab-service-user-permission: required relations, checkboxes, links to users and services', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
    // Italian (the default): an earlier test made English the admin's language.
    await switchLanguage(page, 'it');
    await page.goto(`${env.server.baseUrl}/tab-service-user-permission`);
    await listLoaded(page);
    await page.click('[data-testid=entity-create]');
    await page.waitForSelector('[data-testid=entity-form]');

    // Nothing is sent while required fields are missing.
    await page.click('[data-testid=entity-save]');
    for (const field of ['userId', 'createdById', 'tabServiceId']) {
      await page.waitForSelector(`[data-testid=tab-service-user-permission-${field}-error]`);
      expect(await text(page, `tab-service-user-permission-${field}-error`)).toBe(
        'Questo campo è obbligatorio.',
      );
    }
    expect(await page.isVisible('[data-testid=tab-service-user-permission-relatedPresetId-error]')).toBe(
      false,
    );
    await switchLanguage(page, 'en');
    expect(await text(page, 'tab-service-user-permission-userId-error')).toBe('This field is required.');
    expect(pathname(page)).toBe('/tab-service-user-permission/new');

    await chooseRelation(page, 'tab-service-user-permission-userId', 'dealer', 'dealer', true);
    await chooseRelation(page, 'tab-service-user-permission-createdById', 'admin', 'admin', true);
    await page.click('#tab-service-user-permission-tabServiceId');
    const firstService = '[data-testid^=tab-service-user-permission-tabServiceId-option-]';
    await page.waitForSelector(firstService);
    const serviceName = ((await page.textContent(firstService)) ?? '').trim();
    await page.click(firstService);
    await page.check('#tab-service-user-permission-permissionRead');
    await page.check('#tab-service-user-permission-permissionReadAllowed');
    await page.click('[data-testid=entity-save]');
    expect(await toastText(page, 'is created')).toMatch(
      /A new User Service Permission is created with identifier \d+/,
    );
    await listLoaded(page);
    await page.click('[data-testid=sort-id]');
    await waitForPlace(page, '/tab-service-user-permission', '?page=1&sort=id,desc');
    const id = (await rowIds(page))[0]!;
    const row = `[data-testid=entity-row-${id}]`;
    expect(await page.getAttribute(`${row} [data-testid=link-userId-${id}]`, 'href')).toBe(
      '/admin/user-management/dealer',
    );
    expect(await page.getAttribute(`${row} [data-testid=link-tabServiceId-${id}]`, 'href')).toMatch(
      /^\/tab-service\/\d+$/,
    );
    expect(await page.textContent(`${row} [data-testid=link-tabServiceId-${id}]`)).toBe(serviceName);

    await page.click(`[data-testid=edit-${id}]`);
    await page.waitForSelector('[data-testid=entity-form]');
    expect(await page.isChecked('#tab-service-user-permission-permissionRead')).toBe(true);
    await page.uncheck('#tab-service-user-permission-permissionRead');
    await page.check('#tab-service-user-permission-permissionUpdate');
    await page.click('[data-testid=entity-save]');
    await waitForPlace(page, '/tab-service-user-permission', '?page=1&sort=id,desc');
    await page.click(`[data-testid=view-${id}]`);
    await page.waitForSelector('[data-testid=entity-detail]');
    expect(await text(page, 'detail-permissionRead')).toBe('No');
    expect(await text(page, 'detail-permissionUpdate')).toBe('Yes');
    await page.click('[data-testid=entity-back]');
    await waitForPlace(page, '/tab-service-user-permission', '?page=1&sort=id,desc');

    await page.click(`[data-testid=delete-${id}]`);
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector(row, { state: 'detached' });
    expect(search(page)).toBe('?page=1&sort=id,desc');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('tab-city: read-only list of 7,896 cities, 5 page buttons at most, edit link leads to a read-only notice', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
    await switchLanguage(page, 'it');
    await page.goto(`${env.server.baseUrl}/tab-city?page=200&sort=id,asc`);
    await listLoaded(page);
    expect(await text(page, 'item-count')).toBe('Elementi da 3981 a 4000 di 7896');
    const pages = await page.$$eval('[data-testid^=page-]', (items) =>
      items.map((i) => i.getAttribute('data-testid')).filter((id) => /^page-\d+$/.test(id ?? '')),
    );
    expect(pages).toEqual(['page-198', 'page-199', 'page-200', 'page-201', 'page-202']);
    expect(await page.isVisible('[data-testid=entity-create]')).toBe(false);
    expect(await page.$$('[data-testid^=edit-]')).toHaveLength(0);
    expect(await page.$$('[data-testid^=delete-]')).toHaveLength(0);

    const id = (await rowIds(page))[0]!;
    await page.click(`[data-testid=view-${id}]`);
    await page.waitForSelector('[data-testid=entity-detail]');
    await page.click('[data-testid=entity-edit]');
    await page.waitForSelector('[data-testid=entity-read-only]');
    expect(pathname(page)).toBe(`/tab-city/${id}/edit`);
    await page.click('[data-testid=entity-read-only-detail]');
    await page.waitForSelector('[data-testid=entity-detail]');
    expect(pathname(page)).toBe(`/tab-city/${id}`);
    await page.click('[data-testid=entity-back]');
    await waitForPlace(page, '/tab-city', '?page=200&sort=id,asc');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

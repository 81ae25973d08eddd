import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { apiCall, apiToken } from './support/admin-api';
import { confirmBulkJob, previewBulkTimers } from './support/bulk-timers';
import { useE2eEnvironment } from './support/environment';
import { expectedHttpError, expectNoBrowserErrors, signInThroughUi, text } from './support/fixtures';

interface Device {
  id: number;
  uid: string | null;
  modelName: string | null;
}

const detailLoaded = (page: Page) =>
  page.waitForSelector(
    '[data-testid=device-detail], [data-testid=device-unknown], [data-testid=device-not-authorized]',
  );

/** The timer rows (one per group) whose instructions show `time`. */
const rowsWithTime = (page: Page, time: string) =>
  page.$$eval(
    '[data-testid^=timer-group-]',
    (rows, wanted) =>
      rows.filter((r) => r.textContent?.includes(wanted)).map((r) => r.getAttribute('data-testid')!),
    time,
  );

describe('device detail', () => {
  const env = useE2eEnvironment();

  it('shows the live status, sends a command, adds and deletes a timer; unknown ids say so', async () => {
    const base = env.server.baseUrl;
    const dealerToken = await apiToken(base, 'dealer', 'Demo-dealer1');
    const devices = await apiCall<Device[]>(base, dealerToken, 'GET', '/api/devices?size=100');
    const device = devices.find((d) => d.uid && d.modelName?.includes('555')) ?? devices.find((d) => d.uid);
    expect(device, 'the demo dealer has a device with an IoT uid').toBeDefined();

    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await page.goto(`${base}/devices/detail/${device!.id}`);
    await detailLoaded(page);
    expect(await page.isVisible('[data-testid=device-detail]')).toBe(true);
    expect(await page.getAttribute('[role=tablist] [role=tab][aria-selected=true]', 'id')).toContain(
      'functions',
    );

    // Live status with its badges (text, not colour alone), then the switch command.
    await page.waitForSelector('[data-testid=device-condition]');
    expect(await text(page, 'device-condition')).not.toBe('');
    await page.waitForSelector('[data-testid=control-switch]:not([disabled])');
    // The raw value rides in data-value; the cell shows it translated (Sì / No).
    const before = await page.getAttribute('[data-testid=status-value-switch]', 'data-value');
    expect(['Sì', 'No']).toContain(await text(page, 'status-value-switch'));
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/commands') && r.request().method() === 'POST',
    );
    await page.waitForSelector('[data-testid=status-row-switch]');
    await expectAccessible(page, 'device detail, functions');
    await page.click('[data-testid=control-switch]');
    expect((await answer).status()).toBe(200);
    const expected = before === 'true' ? 'false' : 'true';
    await page.waitForFunction(
      (value) =>
        document.querySelector('[data-testid=status-value-switch]')?.getAttribute('data-value') === value,
      expected,
      { timeout: 10_000 },
    );

    // Timers: add a working-day timer, see it listed, delete its group behind the confirmation.
    await page.click('[data-testid=device-tab-timers]');
    await page.waitForSelector('[data-testid=timers-list], [data-testid=timers-empty]');
    await expectAccessible(page, 'device detail, timers');
    await page.click('[data-testid=timer-add]');
    await page.waitForSelector('[data-testid=timer-form-dialog]');
    await page.fill('#timer-startTime', '10:00');
    await page.fill('#timer-endTime', '09:00');
    await page.click('[data-testid=timer-preset-NEVER]');
    await page.click('#timer-save');
    await page.waitForSelector('[data-testid=timer-endTime-error]');
    await page.waitForSelector('[data-testid=timer-days-error]');
    expect(await page.getAttribute('#timer-endTime', 'aria-describedby')).toBe('timer-endTime-error');
    await expectAccessible(page, 'timer form with errors');

    await page.fill('#timer-startTime', '07:35');
    await page.fill('#timer-endTime', '19:05');
    await page.click('[data-testid=timer-preset-WORKING_DAYS]');
    await page.click('#timer-save');
    await page.waitForSelector('[data-testid=timer-form-dialog]', { state: 'detached' });
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid^=timer-group-]')).some((r) =>
        r.textContent?.includes('07:35'),
      ),
    );
    const [row] = await rowsWithTime(page, '07:35');
    expect(row).toBeDefined();
    const groupId = row!.replace('timer-group-', '');
    await page.click(`[data-testid=timer-delete-group-${groupId}]`);
    await page.waitForSelector('[data-testid=confirm-dialog]');
    await page.click('[data-testid=confirm-ok]');
    await page.waitForSelector(`[data-testid=timer-group-${groupId}]`, { state: 'detached' });
    expect(await rowsWithTime(page, '07:35')).toEqual([]);

    // A missing id and a device of another owner are both 'Unknown device'.
    const adminToken = await apiToken(base, 'admin', 'admin');
    const all = await apiCall<Device[]>(base, adminToken, 'GET', '/api/devices?size=500');
    const mine = new Set(devices.map((d) => d.id));
    const foreign = all.find((d) => !mine.has(d.id));
    for (const id of [999_999, ...(foreign ? [foreign.id] : [])]) {
      await page.goto(`${base}/devices/detail/${id}`);
      await detailLoaded(page);
      expect(await text(page, 'device-unknown')).toBe('Dispositivo sconosciuto');
    }
    expectNoBrowserErrors(env.browser, [expectedHttpError(404)]);
    await page.close();
  });
});

describe('bulk timers from the device list', () => {
  // The dialog submits a job the server runs (decision 038): the job engine runs here.
  const env = useE2eEnvironment({ jobs: true });

  it('programs timers on ten devices from the list: preview, confirm one job, follow it to 100 %', async () => {
    const base = env.server.baseUrl;
    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await previewBulkTimers(page, base, 10, { start: '06:10', end: '06:50' });
    expect(await page.$$('[data-testid^=bulk-preview-row-]')).toHaveLength(10);
    expect(await text(page, 'bulk-group')).toMatch(/\d/);
    expect(await page.isDisabled('[data-testid=bulk-confirm]')).toBe(false);
    await expectAccessible(page, 'bulk timers preview');
    const answer = await confirmBulkJob(page);
    expect(answer.status(), await answer.text()).toBe(201);
    const job = (await answer.json()) as { id: number; counts: { total: number } };
    expect(job.counts.total).toBe(10);
    const bar = '[role=progressbar][data-testid=bulk-progress]';
    await page.waitForSelector(bar);
    expect(await page.getAttribute(bar, 'aria-label')).toBe('Avanzamento della programmazione');
    expect(await page.getAttribute('[data-testid=bulk-job-link]', 'href')).toBe(`/bulk-jobs/${job.id}`);
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('aria-valuenow') === '100',
      bar,
      { timeout: 30_000 },
    );
    await page.waitForSelector('[data-testid=bulk-download]:not([disabled])');
    expect(await page.$$('[data-testid^=bulk-result-]')).toHaveLength(10);
    await expectAccessible(page, 'bulk timers outcome');
    const failures = await page.$$eval('[data-testid^=bulk-result-][data-ok=false]', (rows) =>
      rows.map((r) => r.textContent),
    );
    expect(failures).toEqual([]);
    const download = page.waitForEvent('download');
    await page.click('[data-testid=bulk-download]');
    expect((await download).suggestedFilename()).toBe('bulk-timers.csv');
    await page.click('[data-testid=bulk-close]');
    await page.waitForSelector('[data-testid=bulk-timers-dialog]', { state: 'detached' });
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

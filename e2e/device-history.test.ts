import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parse } from 'papaparse';
import { defaultReportPeriod } from '@app/contracts';
import { deviceStatusLogs } from '../apps/server/src/db/schema';
import { expectAccessible } from './support/accessibility';
import { useE2eEnvironment } from './support/environment';
import { apiGet } from './support/page-api';
import { expectNoBrowserErrors, signInThroughUi, switchLanguage, text } from './support/fixtures';
import { setServicePermission } from './support/permissions';
import { downloaded } from './support/browser';

const run = promisify(execFile);

/** A translation key shown instead of its text. */
const UNTRANSLATED = /\bdeviceManagement\.[a-zA-Z_]+(\.[a-zA-Z_0-9]+)*\b/;
const HOUR = 3_600_000;
/** The line colour of each chart (device-history-page.tsx). */
const COLOURS = {
  pm25: '#6f42c1',
  temp: '#d63384',
  humidity: '#0d6efd',
  filter: '#198754',
  online: '#fd7e14',
};
const DAY = 24 * HOUR;

interface ApiDevice {
  id: number;
  uid: string | null;
  name: string | null;
}

interface Bucket {
  logTime: string;
  online: boolean;
  payload: string | null;
}

/** The values stored at hour `i` (deterministic, so the screen can be checked against them). */
const statusAt = (i: number) => [
  { code: 'pm25', value: (i * 7) % 60 },
  { code: 'temp', value: 18 + (i % 12) / 4 },
  { code: 'humidity', value: 40 + (i % 20) },
  { code: 'filter', value: 90 - Math.floor(i / 48) },
  { code: 'switch', value: true },
];

/** The table alternative's rows: ISO time, connection text and the raw values. */
const tableRows = (page: Page) =>
  page.$$eval('[data-testid=history-row]', (rows) =>
    rows.map((row) => ({
      iso: row.getAttribute('data-iso')!,
      values: Array.from(row.querySelectorAll('td[data-measure]')).map(
        (td) => td.getAttribute('data-value') ?? '',
      ),
    })),
  );

/** The value of a datetime-local input for an instant, in the browser's time zone. */
const browserLocal = (page: Page, iso: string) =>
  page.evaluate((value) => {
    const d = new Date(value);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, iso);

/** The history page has its data (charts and table, or 'no data') and no reload under way. */
const historySettled = (page: Page) =>
  page.waitForSelector(
    '[data-testid=history-data][aria-busy=false] [data-testid=history-table], [data-testid=history-data][aria-busy=false] [data-testid=history-empty]',
  );

describe('device history and PDF report', () => {
  const env = useE2eEnvironment();

  it('draws the history of a dealer device, follows the range, and downloads exactly the rows shown as CSV', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    const devices = await apiGet<ApiDevice[]>(page, '/api/devices?size=100');
    const device = devices.find((d) => d.uid)!;
    expect(device).toBeTruthy();

    // 40 days of hourly statuses up to the last whole hour, one offline hour in 17.
    const last = Math.floor(Date.now() / HOUR) * HOUR;
    const count = 40 * 24;
    await env.server.database.db.insert(deviceStatusLogs).values(
      Array.from({ length: count }, (_, i) => ({
        deviceId: device.id,
        deviceUid: device.uid,
        logTime: new Date(last - (count - 1 - i) * HOUR),
        online: i % 17 !== 0,
        payload: JSON.stringify(statusAt(i)),
      })),
    );

    await page.goto(`${base}/devices/history/${device.id}`);
    await page.waitForSelector('[data-testid=device-history-title]');
    expect(await text(page, 'device-history-title')).toContain(device.name ?? device.uid!);
    await historySettled(page);
    // Default: the last month, 2-hour buckets; five charts drawn as SVG.
    expect(await text(page, 'history-interval')).toContain('120');
    // Each chart's line is an SVG path stroked in the series' colour.
    for (const [chart, colour] of Object.entries(COLOURS))
      await page.waitForSelector(`[data-testid=history-chart-${chart}] svg path[stroke="${colour}"]`, {
        state: 'attached',
      });
    const defaultRows = await tableRows(page);
    expect(defaultRows.length).toBeGreaterThan(300);
    expect(await page.getAttribute('[data-testid=history-chart-pm25]', 'aria-label')).toMatch(/PM2\.5/);
    expect(await page.textContent('main')).not.toMatch(UNTRANSLATED);
    await expectAccessible(page, 'device history');

    // A five-day range: the URL carries it, the buckets become hourly and match the API's answer.
    const from = new Date(last - 5 * DAY);
    const to = new Date(last);
    await page.fill('#history-to', await browserLocal(page, to.toISOString()));
    await page.waitForURL((url) => url.searchParams.get('to') === to.toISOString());
    await page.fill('#history-from', await browserLocal(page, from.toISOString()));
    await page.waitForURL((url) => url.searchParams.get('from') === from.toISOString());
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=history-interval]')?.textContent?.includes('60'),
    );
    await historySettled(page);
    const shown = await tableRows(page);
    const expected = await apiGet<Bucket[]>(
      page,
      `/api/device-status-logs/uuid/${device.uid}?start=${from.toISOString()}&end=${to.toISOString()}&secondsInterval=3600`,
    );
    expect(shown.map((r) => r.iso)).toEqual(expected.map((b) => b.logTime));
    expect(shown).toHaveLength(5 * 24);
    const valuesOf = (bucket: Bucket) => {
      const points = JSON.parse(bucket.payload!) as { code: string; value: number }[];
      return ['pm25', 'temp', 'humidity', 'filter'].map((code) =>
        String(points.find((p) => p.code === code)!.value),
      );
    };
    expect(shown.map((r) => r.values)).toEqual(expected.map(valuesOf));

    // The table can be shown to everyone, and the screen reader always has it.
    expect(await page.getAttribute('[data-testid=history-table-toggle]', 'aria-expanded')).toBe('false');
    await page.click('[data-testid=history-table-toggle]');
    expect(await page.getAttribute('[data-testid=history-table-toggle]', 'aria-expanded')).toBe('true');
    expect(await page.isVisible('[data-testid=history-table]')).toBe(true);
    await expectAccessible(page, 'device history with its table');

    // On a phone: the charts follow the container's width, nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForFunction(() => {
      const svg = document.querySelector('[data-testid=history-chart-pm25] svg');
      return !!svg && svg.getBoundingClientRect().width <= 375;
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The CSV holds exactly those rows: Italian headers, local and ISO times, the same values.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=history-csv]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^history-.+\.csv$/);
    // An Italian interface writes `;` between cells (Italian spreadsheets split on it) after a BOM.
    const csvFile = (await downloaded(download)).toString('utf8');
    expect(csvFile.startsWith('\uFEFF')).toBe(true);
    const csv = parse<string[]>(csvFile.slice(1), { delimiter: ';' }).data;
    expect(csv[0]).toEqual([
      'Data e ora',
      'Data e ora (ISO, UTC)',
      'Connessione',
      'PM2.5 (µg/m³)',
      'Temperatura (°C)',
      'Umidità (%)',
      'Filtro (%)',
    ]);
    const body = csv.slice(1).filter((row) => row.length > 1);
    expect(body.map((row) => row[1])).toEqual(expected.map((b) => b.logTime));
    expect(body.map((row) => row.slice(3))).toEqual(expected.map(valuesOf));
    expect(body.map((row) => row[2])).toEqual(expected.map((b) => (b.online ? 'In linea' : 'Non in linea')));

    // The date correction: a start after the end moves the end one month after the start.
    const lateFrom = new Date(last + 2 * DAY);
    await page.fill('#history-from', await browserLocal(page, lateFrom.toISOString()));
    await page.waitForURL((url) => url.searchParams.get('from') === lateFrom.toISOString());
    const corrected = new URL(page.url()).searchParams;
    const span = Date.parse(corrected.get('to')!) - Date.parse(corrected.get('from')!);
    expect(span).toBeGreaterThanOrEqual(28 * DAY);
    expect(span).toBeLessThanOrEqual(31 * DAY + HOUR);
    await page.waitForSelector('[data-testid=history-note] .alert');
    await historySettled(page);

    // English: titles, headers and the interval note translated.
    await switchLanguage(page, 'en');
    await page.goto(`${base}/devices/history/${device.id}`);
    await historySettled(page);
    expect(await text(page, 'device-history-title')).toMatch(/^History of /);
    expect(await page.textContent('[data-testid=history-table] thead')).toContain('Temperature (°C)');
    await switchLanguage(page, 'it');

    // An unknown device.
    await page.goto(`${base}/devices/history/999999`);
    await page.waitForSelector('[data-testid=device-history-unknown]');
    expect(await text(page, 'device-history-unknown')).toBe('Dispositivo sconosciuto');
    expectNoBrowserErrors(env.browser, [/status of 404/]);
    await page.close();
  });

  it('says which measures the model does not report instead of drawing empty charts', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    const device = (await apiGet<ApiDevice[]>(page, '/api/devices?size=100')).filter((d) => d.uid).at(-1)!;
    // Two days of a device that reports PM2.5 and its filter, but no temperature or humidity.
    const last = Math.floor(Date.now() / HOUR) * HOUR;
    await env.server.database.db.insert(deviceStatusLogs).values(
      Array.from({ length: 48 }, (_, i) => ({
        deviceId: device.id,
        deviceUid: device.uid,
        logTime: new Date(last - (47 - i) * HOUR),
        online: true,
        payload: JSON.stringify([
          { code: 'pm25', value: 10 + (i % 5) },
          { code: 'filter', value: 80 },
          { code: 'switch', value: true },
        ]),
      })),
    );
    await page.goto(`${base}/devices/history/${device.id}`);
    await historySettled(page);
    await page.waitForSelector(`[data-testid=history-chart-pm25] svg path[stroke="${COLOURS.pm25}"]`, {
      state: 'attached',
    });
    for (const missing of ['temp', 'humidity']) {
      expect(await page.isVisible(`[data-testid=history-not-measured-${missing}]`), missing).toBe(true);
      expect(await page.$(`[data-testid=history-chart-${missing}]`), missing).toBeNull();
    }
    expect(await text(page, 'history-not-measured-temp')).toMatch(/non lo misura|does not measure/);
    await expectAccessible(page, 'device history, measures not reported');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('exports the PDF report of the selected devices from the list', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    await page.goto(`${base}/devices`);
    await page.waitForSelector('[data-testid=devices-table]');
    const ids = await page.$$eval('[data-testid^=device-row-]', (rows) =>
      rows.map((r) => Number(r.getAttribute('data-testid')!.replace('device-row-', ''))),
    );
    await page.check(`[data-testid=device-select-${ids[0]}]`);
    await page.click('[data-testid=devices-export-report]');
    await page.waitForSelector('[data-testid=report-export-modal]');
    const dialog = page.locator('[role=dialog]');
    expect(await dialog.getAttribute('aria-labelledby')).toBe('report-export-title');
    expect(await text(page, 'report-device-count')).toBe('Dispositivi selezionati: 1');
    // Defaults: the previous calendar month (Rome).
    const period = defaultReportPeriod();
    expect(await page.inputValue('#report-start')).toBe(await browserLocal(page, period.start));
    expect(await page.inputValue('#report-end')).toBe(await browserLocal(page, period.end));

    // An empty cost: 'Please fill in all fields.', tied to the field.
    await page.click('[data-testid=report-download]');
    expect(await text(page, 'report-missing')).toBe('Compila tutti i campi.');
    expect(await page.getAttribute('#report-cost', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('#report-cost', 'aria-describedby')).toContain('report-missing');

    // More than a month: the one-month limit under the end.
    await page.fill('#report-cost', '0,25');
    const tooLate = new Date(Date.parse(period.start) + 40 * DAY).toISOString();
    await page.fill('#report-end', await browserLocal(page, tooLate));
    await page.click('[data-testid=report-download]');
    expect(await text(page, 'report-end-error')).toBe("L'intervallo massimo del report è di un mese.");
    expect(await page.getAttribute('#report-end', 'aria-describedby')).toContain('report-end-error');
    await expectAccessible(page, 'report export dialog with errors');

    // A valid period: the PDF is downloaded as charts.pdf and its first page is drawn.
    await page.fill('#report-end', await browserLocal(page, period.end));
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.click('[data-testid=report-download]'),
    ]);
    expect(download.suggestedFilename()).toBe('charts.pdf');
    const pdf = await downloaded(download);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = await mkdtemp(path.join(tmpdir(), 'report-pdf-'));
    try {
      const file = path.join(dir, 'report.pdf');
      await writeFile(file, pdf);
      await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
      const png = (await readdir(dir)).find((f) => f.endsWith('.png'))!;
      const ink = await page.evaluate(
        async (dataUrl) => {
          const image = new Image();
          image.src = dataUrl;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          const { data } = context.getImageData(0, 0, image.width, image.height);
          let dark = 0;
          for (let i = 0; i < data.length; i += 4)
            if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) dark++;
          return dark;
        },
        `data:image/png;base64,${(await readFile(path.join(dir, png))).toString('base64')}`,
      );
      expect(ink).toBeGreaterThan(500);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(await page.isVisible('[data-testid=report-error]')).toBe(false);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('checks the statistics permission first: without it, a notice and no call the server would refuse', async () => {
    await setServicePermission(env.server, 'dealer', 'STATISTICS_MANAGEMENT', {
      permissionRead: false,
      permissionUpdate: false,
    });

    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    const [device] = await apiGet<ApiDevice[]>(page, '/api/devices?size=1');
    await page.goto(`${base}/devices/history/${device!.id}`);
    await page.waitForSelector('[data-testid=device-history-not-authorized]');
    expect(await text(page, 'device-history-not-authorized')).toBe(
      'Non hai il permesso di vedere lo storico dei dispositivi.',
    );
    // Still signed in: no 403 was provoked.
    expect(refused).toEqual([]);
    expect(await page.evaluate(() => !!localStorage.getItem('jhi-authenticationToken'))).toBe(true);
    expectNoBrowserErrors(env.browser);
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { confirmBulkJob, previewBulkTimers } from './support/bulk-timers';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi, text } from './support/fixtures';

/** How many devices the job programs. */
const DEVICES = 12;

describe('bulk jobs (decision 038)', () => {
  // The server runs the job: the job engine runs here.
  const env = useE2eEnvironment({ jobs: true });

  it('a job submitted from the bulk timers dialog runs on the server after the dialog is closed; its page shows every device done and gives the CSV', async () => {
    const base = env.server.baseUrl;
    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    // The dialog: the timer form, the preview, one job submitted; closed right away.
    await previewBulkTimers(page, base, DEVICES, { start: '05:20', end: '05:40' });
    const programmed = DEVICES - (await page.$$('[data-testid=bulk-preview] .badge.bg-warning')).length;
    expect(programmed).toBe(DEVICES);
    const created = await confirmBulkJob(page);
    expect(created.status(), await created.text()).toBe(201);
    const job = (await created.json()) as { id: number };
    await page.waitForSelector('[data-testid=bulk-job-link]');
    await page.click('[data-testid=bulk-close]');
    await page.waitForSelector('[data-testid=bulk-timers-dialog]', { state: 'detached' });

    // The jobs list, from the menu: the job is there and leads to its page.
    await page.click('[data-testid=menu-bulk-jobs]');
    await page.waitForSelector(`[data-testid=bulk-jobs-table] [data-testid=bulk-job-row-${job.id}]`);
    expect(await text(page, 'bulk-jobs-title')).toBe('Operazioni massive');
    await expectAccessible(page, 'bulk jobs list');
    await page.click(`[data-testid=bulk-job-open-${job.id}]`);
    await page.waitForURL(`${base}/bulk-jobs/${job.id}`);

    // The job page follows it until it is done: every device done.
    await page.waitForSelector('[data-testid=bulk-job-status][data-status=DONE]', { timeout: 60_000 });
    expect(await text(page, 'bulk-job-status')).toBe('Completato');
    expect(await page.$$('[data-testid^=bulk-job-item-]')).toHaveLength(DEVICES);
    expect(await page.$$('[data-testid^=bulk-job-item-][data-status=DONE]')).toHaveLength(DEVICES);
    expect(await page.getAttribute('[data-testid=bulk-job-progress]', 'aria-valuenow')).toBe('100');
    // Nothing failed: no move is offered for a job done without failures.
    for (const move of ['pause', 'resume', 'cancel', 'retry'])
      expect(await page.$(`[data-testid=bulk-job-${move}]`)).toBeNull();
    await expectAccessible(page, 'bulk job page');

    // The CSV: a header and one row per device, in Italian (';').
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=bulk-job-download]'),
    ]);
    expect(download.suggestedFilename()).toBe(`lavoro-${job.id}.csv`);
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Dispositivo;UID;Esito;Motivo;Ora');
    expect(lines).toHaveLength(DEVICES + 1);
    for (const line of lines.slice(1)) expect(line.split(';')[2]).toBe('Riuscito');

    // Back in the list, the job is done too.
    await page.click('[data-testid=bulk-job-back]');
    await page.waitForSelector(`[data-testid=bulk-job-row-${job.id}][data-status=DONE]`);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

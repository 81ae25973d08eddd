import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { apiCall, apiToken } from './support/admin-api';
import { confirmBulkJob, previewBulkTimers } from './support/bulk-timers';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi, text } from './support/fixtures';
import { downloaded } from './support/browser';

/** How many devices the job programs. */
const DEVICES = 12;
/** How long the live case's job waits before it starts (its page is open meanwhile). */
const WAIT_MS = 8000;

describe('bulk jobs (decision 038)', () => {
  // The server runs the job: the job engine runs here.
  const env = useE2eEnvironment({ jobs: true });

  it('a job submitted from the bulk timers dialog runs on the server after the page is closed; its page shows every device done and gives the CSV', async () => {
    const base = env.server.baseUrl;
    const submitter = await env.browser.newPage();
    await signInThroughUi(submitter, base, 'dealer', 'Demo-dealer1');
    // The dialog: the timer form, the preview, one job submitted; the page closed right away.
    await previewBulkTimers(submitter, base, DEVICES, { start: '05:20', end: '05:40' });
    const programmed = DEVICES - (await submitter.$$('[data-testid=bulk-preview] .badge.bg-warning')).length;
    expect(programmed).toBe(DEVICES);
    const created = await confirmBulkJob(submitter);
    expect(created.status(), await created.text()).toBe(201);
    const job = (await created.json()) as { id: number };
    await submitter.close();

    // Back later, on another page: the job went on without the browser.
    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');

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
    const lines = (await downloaded(download))
      .toString('utf8')
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

  it('the job page follows a job live to DONE without polling: it reads the job only when told the counts moved', async () => {
    const base = env.server.baseUrl;
    const token = await apiToken(base, 'dealer', 'Demo-dealer1');
    const devices = (
      await apiCall<Array<{ uid: string | null }>>(base, token, 'GET', '/api/devices?size=100')
    )
      .map((d) => d.uid)
      .filter((uid): uid is string => uid !== null)
      .slice(0, DEVICES);
    // Deferred a few seconds: the page is open while the job waits, then follows it run.
    const job = await apiCall<{ id: number }>(base, token, 'POST', '/api/bulk-jobs', {
      action: { kind: 'deleteTimers', category: 'E2E_LIVE_NONE' },
      devices,
      options: { startAt: new Date(Date.now() + WAIT_MS).toISOString() },
    });
    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    const reads: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/bulk-jobs/${job.id}`)
        reads.push(Date.now());
    });
    await page.goto(`${base}/bulk-jobs/${job.id}`);
    await page.waitForSelector('[data-testid=bulk-job-status][data-status=QUEUED]');
    // While the job waits nothing moves: the first read, the one when the live subscription starts,
    // and the one the start's message asks for — polling would have read it every second.
    await page.waitForSelector('[data-testid=bulk-job-status]:not([data-status=QUEUED])', {
      timeout: 60_000,
    });
    const startedAt = Date.now();
    expect(reads.length).toBeLessThanOrEqual(3);
    await page.waitForSelector('[data-testid=bulk-job-status][data-status=DONE]', { timeout: 60_000 });
    const ranMs = Date.now() - startedAt;
    // Then the devices' outcomes are read again at most every 2 s while the counts move.
    expect(reads.length).toBeLessThanOrEqual(3 + Math.ceil(ranMs / 2000) + 1);
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid^=bulk-job-item-]:not([data-status=PENDING])').length === n,
      devices.length,
    );
    expect(await page.getAttribute('[data-testid=bulk-job-progress]', 'aria-valuenow')).toBe('100');
    expect(await text(page, 'bulk-job-announcement')).toContain('Completato');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueueDetail } from '@app/contracts';
import { JobEngine } from '../apps/server/src/jobs/job-engine';
import { expectAccessible } from './support/accessibility';
import { apiCall, apiToken } from './support/admin-api';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi, text } from './support/fixtures';

/** A queue of this test's own whose jobs fail their first run and succeed the next. */
const QUEUE = 'e2e-flaky';
const PHONE = { width: 390, height: 844 };
const log = pino({ level: 'silent' }) as FastifyBaseLogger;

/** Waits for the page's data, then says whether it scrolls sideways (decision 018). */
async function sidewaysOverflow(page: Page): Promise<string | null> {
  await page.waitForFunction(() => !document.querySelector('.spinner-border, [aria-busy=true]'));
  return page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth > root.clientWidth ? `${root.scrollWidth} > ${root.clientWidth}` : null;
  });
}

describe("the administrator's Jobs page (decision 037)", () => {
  // The job engine runs as in production: the recurring queues exist and run.
  const env = useE2eEnvironment({ jobs: true });
  let worker: JobEngine;
  const runs = new Map<number, number>();

  beforeAll(async () => {
    // Another instance's worker on the same database, for a queue whose first runs fail.
    worker = new JobEngine(env.server.database, log);
    worker.queue<{ n: number }>({
      name: QUEUE,
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireSeconds: 60,
      run: async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        if (runs.get(n) === 1) throw new Error(`run ${n} fails the first time`);
      },
    });
    await worker.start();
  });
  afterAll(async () => worker?.stop());

  it('shows the queues, runs a failed job again and cancels a waiting one, accessibly and on a phone', async () => {
    const base = env.server.baseUrl;
    const admin = await apiToken(base, 'admin', 'admin');
    const jobs = (state: string) =>
      apiCall<JobQueueDetail>(base, admin, 'GET', `/management/jobs/${QUEUE}?state=${state}`);
    const failedId = (await worker.send(QUEUE, { n: 1 }))!;
    const waitingId = (await worker.send(QUEUE, { n: 2 }, { startAfter: 3_600 }))!;
    for (let i = 0; !(await jobs('failed')).jobs.some((job) => job.id === failedId); i++) {
      if (i > 200) throw new Error('the job did not fail');
      await new Promise((r) => setTimeout(r, 100));
    }

    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'admin', 'admin');
    // From the administration menu.
    await page.click('[data-testid=admin-menu]');
    await page.click('[data-testid=admin-menu-jobs]');
    await page.waitForSelector('[data-testid=jobs-title]');
    expect(await text(page, 'jobs-title')).toBe('Lavori in background');
    await page.waitForSelector('[data-testid=job-queue-row-device-status-poll]');
    await page.waitForSelector('[data-testid=job-queue-row-monthly-report]');
    // The failed job is said in words in its queue's row, not by colour alone.
    const flaky = `[data-testid=job-queue-row-${QUEUE}]`;
    await page.waitForSelector(`${flaky}[data-failed="1"]`);
    expect(await page.textContent(`${flaky} [data-testid=failed-highlight]`)).toContain('1 falliti');
    await expectAccessible(page, 'jobs page, queues');

    // A recurring queue's jobs: its runs.
    await page.click('[data-testid=job-queue-open-device-status-poll]');
    await page.waitForURL(/queue=device-status-poll/);
    await page.waitForSelector('[data-testid=queue-jobs-table] tbody tr');
    expect(await page.getAttribute('[data-testid=job-queue-open-device-status-poll]', 'aria-current')).toBe(
      'true',
    );

    // The flaky queue, failed jobs only: the error, then Run again with its confirmation.
    await page.click(`[data-testid=job-queue-open-${QUEUE}]`);
    await page.selectOption('[data-testid=job-state-filter]', 'failed');
    await page.waitForURL(/state=failed/);
    const failedRow = `[data-testid=job-row-${failedId}]`;
    await page.waitForSelector(`${failedRow}[data-state=failed]`);
    expect(await text(page, `job-error-${failedId}`)).toBe('run 1 fails the first time');
    await expectAccessible(page, 'jobs page, failed jobs');
    await page.click(`[data-testid=job-retry-${failedId}]`);
    await page.waitForSelector('[data-testid=delete-dialog]');
    expect(await page.textContent('#delete-dialog-title')).toBe('Rieseguire il lavoro?');
    await expectAccessible(page, 'jobs page, retry dialog');
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector('[data-testid=job-action-outcome]');
    // It runs again, succeeds, and the page (read again every 10 s) shows it completed.
    await page.selectOption('[data-testid=job-state-filter]', '');
    await page.waitForSelector(`${failedRow}[data-state=completed]`, { timeout: 20_000 });
    expect(runs.get(1)).toBe(2);
    await page.waitForSelector(`${flaky}[data-failed="0"]`, { timeout: 20_000 });

    // The waiting job, deferred an hour: cancelled after the confirmation, it never runs.
    const waitingRow = `[data-testid=job-row-${waitingId}]`;
    await page.waitForSelector(`${waitingRow}[data-state=created]`);
    await page.click(`[data-testid=job-cancel-${waitingId}]`);
    await page.waitForSelector('[data-testid=delete-dialog]');
    // Escape is Back: nothing happens.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=delete-dialog]', { state: 'detached' });
    expect(await page.getAttribute(waitingRow, 'data-state')).toBe('created');
    await page.click(`[data-testid=job-cancel-${waitingId}]`);
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector(`${waitingRow}[data-state=cancelled]`);
    expect((await jobs('cancelled')).jobs.map((job) => job.id)).toEqual([waitingId]);
    expect(runs.has(2)).toBe(false);

    // A recurring job's waiting run: cancelling it skips that run, the next one is queued.
    await page.click('[data-testid=job-queue-open-session-sweep]');
    await page.selectOption('[data-testid=job-state-filter]', 'waiting');
    const waitingRun = '[data-testid=queue-jobs-table] tbody tr[data-state=created]';
    const skipped = (await page.getAttribute(waitingRun, 'data-testid'))!.replace('job-row-', '');
    await page.click(`[data-testid=job-cancel-${skipped}]`);
    expect(await page.textContent('[data-testid=delete-question]')).toContain('saltata');
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector(`[data-testid=job-row-${skipped}]`, { state: 'detached' });
    const next = await page.waitForSelector(waitingRun);
    expect(await next.getAttribute('data-testid')).not.toBe(`job-row-${skipped}`);

    // On a phone: no sideways scroll, the queues and jobs become cards, the actions stay usable.
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/admin/jobs?queue=${QUEUE}`);
    await page.waitForSelector(`${waitingRow}[data-state=cancelled]`);
    expect(await sidewaysOverflow(page)).toBeNull();
    expect(await page.isVisible(`[data-testid=job-queue-open-${QUEUE}]`)).toBe(true);
    await expectAccessible(page, 'jobs page on a phone');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

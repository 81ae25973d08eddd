import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Selects the first `count` devices of the dealer's device list and fills the bulk timers dialog
 * (a weekend plan from `start` to `end`) up to its preview; the dialog is left on the preview.
 */
export async function previewBulkTimers(
  page: Page,
  base: string,
  count: number,
  { start, end }: { start: string; end: string },
): Promise<void> {
  await page.goto(`${base}/devices`);
  await page.waitForSelector('[data-testid=devices-table]');
  const boxes = await page.$$eval('[data-testid^=device-select-]', (inputs) =>
    inputs.map((i) => i.getAttribute('data-testid')!).filter((id) => /^device-select-\d+$/.test(id)),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(count);
  for (const box of boxes.slice(0, count)) await page.check(`[data-testid=${box}]`);
  await page.click('[data-testid=devices-program-timers]');
  await page.waitForSelector('[data-testid=bulk-timers-dialog] #bulk-timer-startTime');
  await page.fill('#bulk-timer-startTime', start);
  await page.fill('#bulk-timer-endTime', end);
  await page.click('[data-testid=bulk-timer-preset-WEEKEND]');
  await page.click('#bulk-timer-save');
  await page.waitForSelector('[data-testid=bulk-preview]');
}

/** Confirms the previewed plan and answers the submitted job's POST. */
export async function confirmBulkJob(page: Page) {
  const submitted = page.waitForResponse(
    (r) => r.url().endsWith('/api/bulk-jobs') && r.request().method() === 'POST',
  );
  await page.click('[data-testid=bulk-confirm]');
  return submitted;
}

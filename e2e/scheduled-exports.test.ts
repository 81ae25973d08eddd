import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi, switchLanguage, text } from './support/fixtures';
import { apiGet } from './support/page-api';

/**
 * Scheduled exports (decision 048): the demo dealer reaches the page from the account menu, makes a
 * weekly and a monthly schedule with the keyboard, sees the frequency in words, gets a server
 * refusal beside its field, edits, pauses and resumes, deletes after confirmation. Both languages,
 * axe, and a 375 px phone.
 */
const DEALER = ['dealer', 'Demo-dealer1'] as const;
const PHONE = { width: 375, height: 812 };

async function openExports(page: Page) {
  await page.click('#account-menu');
  await page.click('[data-testid=menu-scheduled-exports]');
  await page.waitForSelector('[data-testid=scheduled-export-form]');
  await page.waitForFunction(
    () => !document.querySelector('[data-testid=scheduled-exports-page] .spinner-border'),
  );
}

const rowIdNamed = (page: Page, name: string) =>
  page.evaluate((wanted) => {
    const row = Array.from(document.querySelectorAll('[data-testid^=scheduled-export-row-]')).find(
      (r) => r.querySelector('th')?.textContent === wanted,
    );
    return row?.getAttribute('data-testid')?.replace('scheduled-export-row-', '') ?? null;
  }, name);

describe('scheduled exports page', () => {
  const env = useE2eEnvironment();

  it('creates weekly and monthly schedules with the keyboard, said in words; axe clean', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, ...DEALER);
    await openExports(page);
    expect(await text(page, 'scheduled-exports-title')).toBe('Esportazioni programmate');
    await expectAccessible(page, '/scheduled-exports (empty form)');

    // Empty name: said beside the field.
    await page.click('[data-testid=scheduled-export-form-submit]');
    await page.waitForSelector('#scheduled-export-form-name-error');
    expect(await page.getAttribute('[data-testid=scheduled-export-form-name]', 'aria-invalid')).toBe('true');

    await page.focus('[data-testid=scheduled-export-form-name]');
    await page.keyboard.type('Dispositivi del lunedì');
    await page.selectOption('[data-testid=scheduled-export-form-weekday]', '1');
    await page.selectOption('[data-testid=scheduled-export-form-hour]', '7');
    await page.focus('[data-testid=scheduled-export-form-submit]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=scheduled-exports-message]')?.textContent?.includes('salvata'),
    );
    const weekly = await rowIdNamed(page, 'Dispositivi del lunedì');
    expect(weekly).not.toBeNull();
    expect(await text(page, `scheduled-export-when-${weekly}`)).toBe('ogni lunedì alle 07:00');
    // The form is empty again for the next one.
    expect(await page.inputValue('[data-testid=scheduled-export-form-name]')).toBe('');

    await page.fill('[data-testid=scheduled-export-form-name]', 'Elenco mensile');
    await page.selectOption('[data-testid=scheduled-export-form-kind]', 'devices');
    await page.selectOption('[data-testid=scheduled-export-form-frequency]', 'monthly');
    await page.fill('[data-testid=scheduled-export-form-dayOfMonth]', '1');
    await page.selectOption('[data-testid=scheduled-export-form-hour]', '6');
    await page.check('[data-testid=scheduled-export-form-delivery-link]');
    await page.click('[data-testid=scheduled-export-form-submit]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid^=scheduled-export-row-]').length === 2,
    );
    const monthly = await rowIdNamed(page, 'Elenco mensile');
    expect(await text(page, `scheduled-export-when-${monthly}`)).toBe('il giorno 1 di ogni mese alle 06:00');
    expect(await text(page, `scheduled-export-row-${monthly}`)).toContain('Link per scaricare');
    await expectAccessible(page, '/scheduled-exports (list)');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('refuses a day of month above 28 beside its field, changing nothing', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/scheduled-exports`);
    await page.waitForSelector('[data-testid=scheduled-export-form]');
    await page.fill('[data-testid=scheduled-export-form-name]', 'Fine mese');
    await page.selectOption('[data-testid=scheduled-export-form-frequency]', 'monthly');
    await page.fill('[data-testid=scheduled-export-form-dayOfMonth]', '31');
    await page.click('[data-testid=scheduled-export-form-submit]');
    await page.waitForSelector('#scheduled-export-form-dayOfMonth-error');
    expect(await page.getAttribute('[data-testid=scheduled-export-form-dayOfMonth]', 'aria-invalid')).toBe(
      'true',
    );
    expect(await rowIdNamed(page, 'Fine mese')).toBeNull();

    // The history asks for device ids; none given is said beside that field.
    await page.fill('[data-testid=scheduled-export-form-dayOfMonth]', '28');
    await page.selectOption('[data-testid=scheduled-export-form-kind]', 'device-history');
    await page.click('[data-testid=scheduled-export-form-submit]');
    await page.waitForSelector('#scheduled-export-form-deviceIds-error');
    expect(await rowIdNamed(page, 'Fine mese')).toBeNull();
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('edits, pauses and resumes, and deletes after confirmation', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/scheduled-exports`);
    await page.waitForSelector('[data-testid=scheduled-exports-table]');
    const id = await rowIdNamed(page, 'Dispositivi del lunedì');
    expect(await page.getAttribute(`[data-testid=scheduled-export-pause-${id}]`, 'aria-label')).toBe(
      "Sospendi l'esportazione Dispositivi del lunedì",
    );

    await page.click(`[data-testid=scheduled-export-edit-${id}]`);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid=scheduled-export-form-name]') as HTMLInputElement)?.value ===
        'Dispositivi del lunedì',
    );
    await page.selectOption('[data-testid=scheduled-export-form-frequency]', 'daily');
    await page.click('[data-testid=scheduled-export-form-submit]');
    await page.waitForFunction(
      (rowId) =>
        document.querySelector(`[data-testid=scheduled-export-when-${rowId}]`)?.textContent ===
        'ogni giorno alle 07:00',
      id,
    );

    await page.click(`[data-testid=scheduled-export-pause-${id}]`);
    await page.waitForFunction(
      (rowId) =>
        document.querySelector(`[data-testid=scheduled-export-state-${rowId}]`)?.textContent === 'In pausa',
      id,
    );
    await page.click(`[data-testid=scheduled-export-pause-${id}]`);
    await page.waitForFunction(
      (rowId) =>
        document.querySelector(`[data-testid=scheduled-export-state-${rowId}]`)?.textContent === 'Attiva',
      id,
    );

    await page.click(`[data-testid=scheduled-export-delete-${id}]`);
    await page.waitForSelector('[data-testid=scheduled-export-delete-dialog]');
    await expectAccessible(page, '/scheduled-exports (delete dialog)');
    await page.click('[data-testid=scheduled-export-delete-cancel]');
    expect(await rowIdNamed(page, 'Dispositivi del lunedì')).toBe(id);
    await page.click(`[data-testid=scheduled-export-delete-${id}]`);
    await page.click('[data-testid=scheduled-export-delete-confirm]');
    await page.waitForFunction(
      (rowId) => !document.querySelector(`[data-testid=scheduled-export-row-${rowId}]`),
      id,
    );
    expect(await text(page, 'scheduled-exports-message')).toBe(
      'Esportazione Dispositivi del lunedì eliminata.',
    );
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it("chooses the history's devices by name among the dealer's own, and shows their names when editing", async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/scheduled-exports`);
    await page.waitForSelector('[data-testid=scheduled-export-form]');
    const [device] = await apiGet<{ id: number; name: string }[]>(page, '/api/devices?size=1&sort=id,asc');
    if (!device) throw new Error('the demo dealer has no device');
    await page.fill('[data-testid=scheduled-export-form-name]', 'Storico scelto');
    await page.selectOption('[data-testid=scheduled-export-form-kind]', 'device-history');
    await page.fill('[data-testid=scheduled-export-form-deviceIds]', device.name);
    const match = `[data-testid=scheduled-export-form-deviceIds-match-${device.id}]`;
    await page.waitForSelector(match);
    await page.focus(match);
    await page.keyboard.press('Space');
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid=scheduled-export-form-deviceIds-count]')
        ?.textContent?.startsWith('1 dispositivo scelto'),
    );
    await expectAccessible(page, '/scheduled-exports (device picker)');
    await page.click('[data-testid=scheduled-export-form-submit]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=scheduled-exports-message]')?.textContent?.includes('salvata'),
    );
    const id = await rowIdNamed(page, 'Storico scelto');
    const saved = await apiGet<{ id: number; source: { deviceIds?: number[] } }[]>(
      page,
      '/api/scheduled-exports',
    );
    expect(saved.find((s) => String(s.id) === id)?.source.deviceIds).toEqual([device.id]);

    // Editing shows the chosen device by its name (the schedule stores its id), and removes it.
    await page.click(`[data-testid=scheduled-export-edit-${id}]`);
    await page.waitForFunction(
      (name) =>
        document
          .querySelector('[data-testid=scheduled-export-form-deviceIds-chosen]')
          ?.textContent?.includes(name),
      device.name,
    );
    await page.click(`[data-testid=scheduled-export-form-deviceIds-remove-${device.id}]`);
    expect(await text(page, 'scheduled-export-form-deviceIds-count')).toBe('Nessun dispositivo scelto.');
    await page.click('[data-testid=scheduled-export-form-cancel]');
    await page.click(`[data-testid=scheduled-export-delete-${id}]`);
    await page.click('[data-testid=scheduled-export-delete-confirm]');
    await page.waitForFunction(
      (row) => !document.querySelector(`[data-testid=scheduled-export-row-${row}]`),
      id,
    );
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('in English, and on a 375 px phone without sideways scroll', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/scheduled-exports`);
    await page.waitForSelector('[data-testid=scheduled-exports-table]');
    await switchLanguage(page, 'en');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=scheduled-exports-title]')?.textContent?.trim() ===
        'Scheduled exports',
    );
    const id = await rowIdNamed(page, 'Elenco mensile');
    expect(await text(page, `scheduled-export-when-${id}`)).toBe('on day 1 of every month at 06:00');
    await page.setViewportSize(PHONE);
    await page.waitForFunction((width) => window.innerWidth === width, PHONE.width);
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return root.scrollWidth > root.clientWidth ? `${root.scrollWidth} > ${root.clientWidth}` : null;
    });
    expect(overflow).toBeNull();
    await expectAccessible(page, '/scheduled-exports (phone, English)');
    await page.setViewportSize({ width: 1280, height: 800 });
    await switchLanguage(page, 'it');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

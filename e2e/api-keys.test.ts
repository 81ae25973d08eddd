import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi, switchLanguage, text } from './support/fixtures';

/**
 * API keys (decision 046): the demo dealer makes a key from the account menu, sees its secret once,
 * a machine uses it, the dealer revokes it and the machine is refused at once. Both languages,
 * keyboard, axe, and a 375 px phone.
 */
const DEALER = ['dealer', 'Demo-dealer1'] as const;
const PHONE = { width: 375, height: 812 };

/** GET api/devices with the key, from outside the page (a machine), answering its status. */
async function machineStatus(page: Page, baseUrl: string, secret: string): Promise<number> {
  const response = await page.request.get(`${baseUrl}/api/devices`, { headers: { 'X-API-Key': secret } });
  return response.status();
}

async function openKeys(page: Page) {
  await page.click('#account-menu');
  await page.click('[data-testid=menu-api-keys]');
  await page.waitForSelector('[data-testid=api-key-form]');
  await page.waitForFunction(() => !document.querySelector('[data-testid=api-keys-page] .spinner-border'));
}

describe('API keys page', () => {
  const env = useE2eEnvironment();

  it('makes a key with the keyboard, shows its secret once, and the key works; axe clean', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, ...DEALER);
    await openKeys(page);
    expect(await text(page, 'api-keys-title')).toBe('Chiavi API');
    await expectAccessible(page, '/api-keys (empty form)');

    // Empty form: the errors are said beside the fields.
    await page.click('[data-testid=api-key-form-submit]');
    await page.waitForSelector('#api-key-form-name-error');
    expect(await page.getAttribute('[data-testid=api-key-form-name]', 'aria-invalid')).toBe('true');

    await page.focus('[data-testid=api-key-form-name]');
    await page.keyboard.type('Gestione edificio');
    await page.focus('[data-testid=api-key-grant-DEVICE_MANAGEMENT-read]');
    await page.keyboard.press('Space');
    await page.focus('[data-testid=api-key-form-submit]');
    await page.keyboard.press('Enter');

    await page.waitForSelector('[data-testid=api-key-secret]');
    const secret = await page.inputValue('[data-testid=api-key-secret-value]');
    expect(secret).toMatch(/^pk_\d+_[A-Za-z0-9_-]{43}$/);
    expect(await text(page, 'api-key-secret')).toContain('solo questa volta');
    await expectAccessible(page, '/api-keys (secret shown)');
    expect(await machineStatus(page, env.server.baseUrl, secret)).toBe(200);

    await page.click('[data-testid=api-key-secret-done]');
    await page.waitForSelector('[data-testid=api-key-form]');
    // The secret is gone from the page; the list shows the key by its prefix.
    expect(await page.content()).not.toContain(secret);
    const row = await page.waitForSelector('[data-testid^=api-key-row-]');
    expect(await row.textContent()).toContain('Gestione edificio');
    expect(await row.textContent()).toContain('Dispositivi: Leggere');
    await expectAccessible(page, '/api-keys (list)');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('revokes after confirmation; the machine is refused at once', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/api-keys`);
    await page.waitForSelector('[data-testid=api-key-form]');
    // A fresh key to revoke.
    await page.fill('[data-testid=api-key-form-name]', 'Da revocare');
    await page.check('[data-testid=api-key-grant-DEVICE_MANAGEMENT-read]');
    await page.click('[data-testid=api-key-form-submit]');
    const secret = await (await page.waitForSelector('[data-testid=api-key-secret-value]')).inputValue();
    await page.click('[data-testid=api-key-secret-done]');
    const id = secret.split('_')[1];
    await page.waitForSelector(`[data-testid=api-key-revoke-${id}]`);
    expect(await page.getAttribute(`[data-testid=api-key-revoke-${id}]`, 'aria-label')).toBe(
      'Revoca la chiave Da revocare',
    );

    await page.click(`[data-testid=api-key-revoke-${id}]`);
    await page.waitForSelector('[data-testid=api-key-revoke-dialog]');
    await expectAccessible(page, '/api-keys (revoke dialog)');
    await page.click('[data-testid=api-key-revoke-cancel]');
    expect(await machineStatus(page, env.server.baseUrl, secret)).toBe(200);

    await page.click(`[data-testid=api-key-revoke-${id}]`);
    await page.click('[data-testid=api-key-revoke-confirm]');
    await page.waitForFunction(
      (keyId) => !document.querySelector(`[data-testid=api-key-revoke-${keyId}]`),
      id,
    );
    expect(await text(page, `api-key-row-${id}`)).toContain('Revocata');
    expect(await text(page, 'api-keys-message')).toBe('Chiave Da revocare revocata: non funziona più.');
    expect(await machineStatus(page, env.server.baseUrl, secret)).toBe(401);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('in English, and on a 375 px phone without sideways scroll', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/api-keys`);
    await page.waitForSelector('[data-testid=api-keys-table]');
    await switchLanguage(page, 'en');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=api-keys-title]')?.textContent?.trim() === 'API keys',
    );
    expect(await text(page, 'api-key-form')).toContain('What the key may do');
    // The language menu folds into the navbar's toggle on a phone: switch first, then narrow.
    await page.setViewportSize(PHONE);
    await page.waitForFunction((width) => window.innerWidth === width, PHONE.width);
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return root.scrollWidth > root.clientWidth ? `${root.scrollWidth} > ${root.clientWidth}` : null;
    });
    expect(overflow).toBeNull();
    await expectAccessible(page, '/api-keys (phone, English)');
    await page.setViewportSize({ width: 1280, height: 800 });
    await switchLanguage(page, 'it');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('the super user is told keys belong to a business account', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
    await page.goto(`${env.server.baseUrl}/api-keys`);
    await page.waitForSelector('[data-testid=api-keys-not-authorized]');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment';
import { expectedHttpError, expectNoBrowserErrors, signInThroughUi, text } from './support/fixtures';

describe('self-service: account settings and password', () => {
  const env = useE2eEnvironment();

  it('saves the settings, and the chosen language is kept', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'gdo', 'Demo-gdo1');
    await page.goto(`${env.server.baseUrl}/account/settings`);
    await page.waitForSelector('[data-testid=settings-form]');
    await page.fill('#firstName', 'Gianna');
    await page.fill('#lastName', 'Neri');
    await page.selectOption('#langKey', 'en');
    await page.click('[data-testid=settings-submit]');
    await page.waitForSelector('[data-testid=settings-success]');

    await page.reload();
    await page.waitForSelector('[data-testid=settings-form]');
    expect(await page.inputValue('#firstName')).toBe('Gianna');
    expect(await page.inputValue('#lastName')).toBe('Neri');
    expect(await page.inputValue('#langKey')).toBe('en');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('changes the password, refusing a wrong current one', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'gds', 'Demo-gds1');
    await page.goto(`${env.server.baseUrl}/account/password`);
    await page.waitForSelector('[data-testid=password-form]');
    // The signed-in menus load after the page (decision 017-web-delivery): let them settle first, so
    // the page's own requests are not in flight when the password change ends the old token.
    await page.waitForSelector('[data-testid=menu-devices]');
    await page.waitForLoadState('networkidle');

    await page.fill('#currentPassword', 'not-it');
    await page.fill('#newPassword', 'New-gds-pass1');
    await page.fill('#confirmPassword', 'New-gds-pass1');
    await page.click('[data-testid=password-submit]');
    await page.waitForSelector('[data-testid=password-error]');

    await page.fill('#currentPassword', 'Demo-gds1');
    await page.click('[data-testid=password-submit]');
    await page.waitForSelector('[data-testid=password-success]');

    await page.goto(`${env.server.baseUrl}/logout`);
    await signInThroughUi(page, env.server.baseUrl, 'gds', 'New-gds-pass1');
    expect(await text(page, 'home-logged-message')).toContain('gds');
    expectNoBrowserErrors(env.browser, [expectedHttpError(400)]);
    await page.close();
  });
});

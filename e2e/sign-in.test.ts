import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment';
import {
  expectedHttpError,
  expectNoBrowserErrors,
  signInThroughUi,
  switchLanguage,
  text,
} from './support/fixtures';

describe('sign in and out', () => {
  const env = useE2eEnvironment();

  it('refuses wrong credentials with the spec message', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/login`);
    await page.click('[data-testid=login-submit]');
    expect(await text(page, 'username-error')).toBeTruthy();
    expect(await text(page, 'password-error')).toBeTruthy();
    await page.fill('#username', 'admin');
    await page.fill('#password', 'wrong');
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=login-error]');
    await switchLanguage(page, 'en');
    expect(await text(page, 'login-error')).toBe(
      'Failed to sign in! Please check your credentials and try again.',
    );
    expectNoBrowserErrors(env.browser, [expectedHttpError(401)]);
    await page.close();
  });

  it('signs in as admin, returns to the page asked for, and signs out', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/account/settings`);
    await page.waitForSelector('[data-testid=login-title]');
    await page.fill('#username', 'admin');
    await page.fill('#password', 'admin');
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=settings-title]');
    expect(new URL(page.url()).pathname).toBe('/account/settings');
    // Remember me (the default) keeps the token in localStorage.
    expect(await page.evaluate(() => localStorage.getItem('jhi-authenticationToken'))).toBeTruthy();

    await page.goto(`${env.server.baseUrl}/`);
    await page.waitForSelector('[data-testid=home-logged-message]');
    expect(await text(page, 'home-logged-message')).toContain('admin');

    await page.goto(`${env.server.baseUrl}/logout`);
    await page.waitForSelector('[data-testid=home-title]');
    expect(await page.evaluate(() => localStorage.getItem('jhi-authenticationToken'))).toBeNull();
    await page.waitForSelector('[data-testid=home-logged-message]', { state: 'detached' });
    await page.reload();
    await page.waitForSelector('[data-testid=home-title]');
    expect(await page.$('[data-testid=home-logged-message]')).toBeNull();
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('keeps the token for the session only without remember me', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'user', 'user', false);
    expect(await page.evaluate(() => sessionStorage.getItem('jhi-authenticationToken'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('jhi-authenticationToken'))).toBeNull();
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

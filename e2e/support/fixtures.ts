import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Browser } from './browser';
import { pageGet } from './page-api';

/** Chromium reports every 4xx answer as a console error; tests that provoke one allow it by status. */
export const expectedHttpError = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

/** Fails the test on any console or page error, except those a test explicitly expects. */
export function expectNoBrowserErrors(browser: Browser, allowed: RegExp[] = []) {
  const unexpected = browser.errors.filter((e) => !allowed.some((re) => re.test(e)));
  browser.errors.length = 0;
  const refused = browser.refused.splice(0);
  expect(unexpected, `answers of 400 or more: ${refused.join('; ') || 'none'}`).toEqual([]);
}

/** Signs out whoever a previous test left signed in (remember me keeps the token in localStorage). */
export async function signOut(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/logout`);
  await page.waitForSelector('[data-testid=home-title]');
  await page.waitForFunction(
    () =>
      !localStorage.getItem('jhi-authenticationToken') && !sessionStorage.getItem('jhi-authenticationToken'),
  );
}

export async function signInThroughUi(
  page: Page,
  baseUrl: string,
  login: string,
  password: string,
  rememberMe = true,
) {
  await signOut(page, baseUrl);
  await page.goto(`${baseUrl}/login`);
  await page.fill('#username', login);
  await page.fill('#password', password);
  if (!rememberMe) await page.uncheck('#rememberMe');
  await page.click('[data-testid=login-submit]');
  await page.waitForSelector('[data-testid=home-logged-message]');
}

/**
 * Picks a language in the menu. Signed in, the choice becomes the account's language too
 * (POST api/account, decision 018): that call is awaited, so the next sign-in finds it.
 */
export async function switchLanguage(page: Page, language: 'it' | 'en') {
  // The account's language as the server has it (null when signed out): the app saves a different one.
  const account = await pageGet(page, '/api/account');
  const accountLanguage = account?.status === 200 ? (account.body as { langKey: string }).langKey : null;
  const saved =
    accountLanguage && accountLanguage !== language
      ? page
          .waitForResponse(
            (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/account',
            {
              timeout: 3000,
            },
          )
          .catch(() => null)
      : null;
  await page.click('#language-menu');
  await page.click(`[data-testid=language-${language}]`);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await saved;
}

export const text = async (page: Page, testId: string) =>
  (await page.textContent(`[data-testid=${testId}]`))?.trim() ?? '';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { apiToken } from './support/admin-api';
import { launchBrowser, type Browser } from './support/browser';
import { useE2eEnvironment } from './support/environment';
import {
  expectedHttpError,
  expectNoBrowserErrors,
  signInThroughUi,
  switchLanguage,
  text,
} from './support/fixtures';
import { pageGet } from './support/page-api';

/**
 * The sessions a person can see (/account/sessions, decision 012) and end. The demo dealer signs
 * in from two browsers (two sessions): the first lists both and ends the other, whose token is
 * refused from its next call; a sign-out ends the session on the server too.
 */
const DEALER = ['dealer', 'Demo-dealer1'] as const;
const PHONE = { width: 375, height: 812 };

const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      localStorage.getItem('jhi-authenticationToken') ?? sessionStorage.getItem('jhi-authenticationToken'),
  );

/** The status of GET api/account with `token`, asked outside the page (no console error for a 401). */
async function accountStatus(page: Page, baseUrl: string, token: string): Promise<number> {
  const response = await page.request.get(`${baseUrl}/api/account`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

async function openSessions(page: Page, baseUrl: string, rows: number) {
  await page.goto(`${baseUrl}/account/sessions`);
  await page.waitForSelector('[data-testid=sessions-page] [data-testid=session-row]');
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid=session-row]').length === count,
    rows,
  );
}

const rowsOf = (page: Page) =>
  page.$$eval('[data-testid=session-row]', (rows) =>
    rows.map((row) => ({
      id: row.getAttribute('data-session-id'),
      current: row.getAttribute('data-current'),
      device: row.querySelector('[data-testid=session-device]')?.textContent?.trim(),
      badge: row.querySelector('[data-testid=session-current]')?.textContent?.trim() ?? null,
      end: row.querySelector('[data-testid=session-end]')?.getAttribute('aria-label') ?? null,
    })),
  );

describe('account sessions: see where you are signed in, end a session', () => {
  const env = useE2eEnvironment();
  /** A second browser: its own storage, so its sign-in is a second session of the dealer. */
  let second: Browser;
  let secondPage: Page;

  beforeAll(async () => {
    second = await launchBrowser();
  });
  afterAll(async () => {
    await second?.close();
  });

  it('lists both sessions of the dealer, the current one first and marked, and passes axe', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, ...DEALER);
    secondPage = await second.newPage();
    await signInThroughUi(secondPage, env.server.baseUrl, ...DEALER);

    // Through the account menu, next to Settings and Password.
    await page.click('#account-menu');
    await page.click('[data-testid=menu-sessions]');
    await page.waitForSelector('[data-testid=session-row]');
    await openSessions(page, env.server.baseUrl, 2);

    const rows = await rowsOf(page);
    expect(rows.map((r) => r.current)).toEqual(['true', 'false']);
    expect(rows[0]).toMatchObject({ device: 'Chrome su Linux', badge: 'Questo dispositivo', end: null });
    expect(rows[1]).toMatchObject({
      device: 'Chrome su Linux',
      badge: null,
      end: 'Termina la sessione di Chrome su Linux',
    });
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]!.id).not.toBe(rows[1]!.id);
    expect(await page.isEnabled('[data-testid=sessions-end-others]')).toBe(true);
    expect(await text(page, 'sessions-password-note')).toContain('password');
    // The table is a table: a caption and column headers.
    expect(await page.textContent('[data-testid=sessions-table] caption')).toBeTruthy();
    expect(await page.$$eval('[data-testid=sessions-table] th[scope=col]', (ths) => ths.length)).toBe(5);

    await expectAccessible(page, '/account/sessions');
    expectNoBrowserErrors(env.browser);
    expectNoBrowserErrors(second);
    await page.close();
  });

  it('ends the other session: its next call gets 401 and it lands on the sign-in page; this one stays', async () => {
    const page = await env.browser.newPage();
    await openSessions(page, env.server.baseUrl, 2);
    const otherToken = await storedToken(secondPage);
    expect(otherToken).toBeTruthy();
    await secondPage.goto(`${env.server.baseUrl}/account/settings`);
    await secondPage.waitForSelector('[data-testid=settings-form]');
    await secondPage.waitForLoadState('networkidle');
    const refusedCall = (r: Response) => new URL(r.url()).pathname.startsWith('/api/') && r.status() === 401;
    // The other browser hears it by itself: the server closes its live connection (1008), and the
    // tab asks for its session, which is refused.
    const ownCall = secondPage.waitForResponse(refusedCall, { timeout: 15_000 });

    await page.click('[data-testid=session-row][data-current=false] [data-testid=session-end]');
    await page.waitForSelector('[data-testid=sessions-status] .alert');
    expect(await text(page, 'sessions-status')).toBe('La sessione di Chrome su Linux è terminata.');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=session-row]').length === 1);
    expect((await rowsOf(page)).map((r) => r.current)).toEqual(['true']);
    expect(await page.isDisabled('[data-testid=sessions-end-others]')).toBe(true);
    // The ended row's button had focus: it went to the page's heading, not to nowhere.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');

    const refused = await ownCall;
    expect(new URL(refused.url()).pathname).toBe('/api/account');
    await secondPage.waitForSelector('[data-testid=login-submit]');
    expect(new URL(secondPage.url()).pathname).toBe('/login');
    expect(await storedToken(secondPage)).toBeNull();
    expect(await accountStatus(page, env.server.baseUrl, otherToken!)).toBe(401);

    // This browser is still signed in.
    expect((await pageGet(page, '/api/account'))?.status).toBe(200);
    await page.reload();
    await openSessions(page, env.server.baseUrl, 1);

    expectNoBrowserErrors(env.browser);
    // The live connection closed by the server is not retried with the ended session's token: the
    // one 401 is the session check that signs the tab out.
    expectNoBrowserErrors(second, [expectedHttpError(401)]);
    await page.close();
  });

  it('ends every other session at once, and names a client it cannot describe by its User-Agent', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(secondPage, env.server.baseUrl, ...DEALER);
    const secondToken = (await storedToken(secondPage))!;
    // A third session from a script (Node's fetch: User-Agent 'node').
    const scriptToken = await apiToken(env.server.baseUrl, ...DEALER);

    await openSessions(page, env.server.baseUrl, 3);
    const rows = await rowsOf(page);
    expect(rows[0]!.current).toBe('true');
    expect(rows.map((r) => r.device).sort()).toEqual(['Chrome su Linux', 'Chrome su Linux', 'node']);
    expect(rows.find((r) => r.device === 'node')?.end).toBe('Termina la sessione di node');

    await page.click('[data-testid=sessions-end-others]');
    await page.waitForSelector('[data-testid=sessions-status] .alert');
    expect(await text(page, 'sessions-status')).toBe('Tutte le altre sessioni sono terminate.');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=session-row]').length === 1);
    expect(await page.isDisabled('[data-testid=sessions-end-others]')).toBe(true);
    expect(await text(page, 'sessions-no-others')).toBe('Non ci sono altre sessioni aperte.');

    expect(await accountStatus(page, env.server.baseUrl, secondToken)).toBe(401);
    expect(await accountStatus(page, env.server.baseUrl, scriptToken)).toBe(401);
    expect((await pageGet(page, '/api/account'))?.status).toBe(200);

    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('on a 375 px phone: one card per session and no sideways scroll', async () => {
    await signInThroughUi(secondPage, env.server.baseUrl, ...DEALER);
    const page = await env.browser.newPage();
    await page.setViewportSize(PHONE);
    await openSessions(page, env.server.baseUrl, 2);
    await page.waitForFunction(() => !document.querySelector('.spinner-border, [aria-busy=true]'));

    const layout = await page.evaluate(() => {
      const root = document.documentElement;
      const row = document.querySelector<HTMLElement>('[data-testid=session-row]')!;
      const cell = row.querySelector('td[data-label]')!;
      return {
        overflow: root.scrollWidth > root.clientWidth ? `${root.scrollWidth} > ${root.clientWidth}` : null,
        rowDisplay: getComputedStyle(row).display,
        label: getComputedStyle(cell, '::before').content,
        rowRight: row.getBoundingClientRect().right,
        // The caption spans the cards rather than shrinking to a word per line.
        captionWide:
          document.querySelector('[data-testid=sessions-table] caption')!.getBoundingClientRect().width >=
          row.getBoundingClientRect().width - 1,
        width: window.innerWidth,
      };
    });
    expect(layout.overflow).toBeNull();
    expect(layout.rowDisplay).toBe('block');
    expect(layout.label).toBe('"Indirizzo"');
    expect(layout.rowRight).toBeLessThanOrEqual(layout.width);
    expect(layout.captionWide).toBe(true);
    expect(await page.isVisible('[data-testid=sessions-end-others]')).toBe(true);
    await expectAccessible(page, '/account/sessions (375 px)');

    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('speaks English after the language is switched', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/`);
    await switchLanguage(page, 'en');
    await openSessions(page, env.server.baseUrl, 2);

    expect(await text(page, 'sessions-title')).toBe('Active sessions');
    const rows = await rowsOf(page);
    expect(rows[0]).toMatchObject({ device: 'Chrome on Linux', badge: 'This device' });
    expect(rows[1]!.end).toBe('End the session of Chrome on Linux');
    expect(await text(page, 'sessions-end-others')).toBe('End all other sessions');
    expect(await page.textContent('[data-testid=sessions-table] caption')).toBe(
      'The open sessions of your account, the current one first',
    );
    await page.click('#account-menu');
    expect(await text(page, 'menu-sessions')).toBe('Sessions');
    await page.keyboard.press('Escape');

    await switchLanguage(page, 'it');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=sessions-title]')?.textContent === 'Sessioni attive',
    );
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('a password change keeps this session and ends the other one', async () => {
    const page = await env.browser.newPage();
    const otherToken = (await storedToken(secondPage))!;
    expect(await accountStatus(page, env.server.baseUrl, otherToken)).toBe(200);
    await page.goto(`${env.server.baseUrl}/account/password`);
    await page.waitForSelector('[data-testid=password-form]');
    await page.waitForLoadState('networkidle');
    await page.fill('#currentPassword', DEALER[1]);
    await page.fill('#newPassword', 'New-dealer-pass1');
    await page.fill('#confirmPassword', 'New-dealer-pass1');
    await page.click('[data-testid=password-submit]');
    await page.waitForSelector('[data-testid=password-success]');

    expect((await pageGet(page, '/api/account'))?.status).toBe(200);
    expect(await accountStatus(page, env.server.baseUrl, otherToken)).toBe(401);
    await openSessions(page, env.server.baseUrl, 1);

    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('signing out through the menu ends the session on the server: the old token gets 401', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/account/sessions`);
    await page.waitForSelector('[data-testid=session-row]');
    const token = (await storedToken(page))!;
    expect(await accountStatus(page, env.server.baseUrl, token)).toBe(200);

    await page.click('#account-menu');
    await page.click('[data-testid=menu-logout]');
    await page.waitForSelector('[data-testid=home-title]');
    expect(await storedToken(page)).toBeNull();
    await expect.poll(() => accountStatus(page, env.server.baseUrl, token)).toBe(401);

    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { useE2eEnvironment } from './support/environment';
import { expectedHttpError, expectNoBrowserErrors, signInThroughUi, signOut, text } from './support/fixtures';
import { apiGet } from './support/page-api';

/**
 * The live air screen (decision 050): the demo dealer makes a share link on its site's page and
 * copies it; the link opens signed out, without menu, in the browser's language (Italian) with a
 * switch to English, axe clean on a 375 px phone; once revoked the page says the link no longer works.
 */
const DEALER = ['dealer', 'Demo-dealer1'] as const;
const PHONE = { width: 375, height: 812 };

async function openSite(page: Page, baseUrl: string, addressId: number) {
  await page.goto(`${baseUrl}/sites/${addressId}/settings`);
  await page.waitForSelector('[data-testid=air-share-panel]');
  await page.waitForFunction(() => !document.querySelector('[data-testid=air-share-panel] .spinner-border'));
}

describe('air screen share links', () => {
  const env = useE2eEnvironment();

  it('creates a link, opens it signed out (phone, English, axe), revokes it', async () => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    await signInThroughUi(page, base, ...DEALER);
    const devices = await apiGet<{ addressId: number | null }[]>(page, '/api/devices?size=1000');
    const addressId = devices.find((d) => d.addressId !== null)?.addressId;
    if (!addressId) throw new Error('the demo dealer has no device at a site');

    await openSite(page, base, addressId);
    await expectAccessible(page, '/sites/:id/settings (share links)');
    await page.fill('[data-testid=air-share-expiry]', '7');
    await page.click('[data-testid=air-share-create]');
    await page.waitForSelector('[data-testid=air-share-new-url]');
    const url = await page.inputValue('[data-testid=air-share-new-url]');
    expect(url).toMatch(new RegExp(`^${base}/air/[A-Za-z0-9_-]{43}$`));
    await page.waitForSelector('[data-testid=air-share-row][data-state=active]');
    await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.click('[data-testid=air-share-copy]');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Signed out: the screen opens by itself, no menu, in the browser's language.
    await signOut(page, base);
    await page.goto(url);
    await page.waitForSelector('[data-testid=air-screen-now]');
    expect(await text(page, 'air-screen-title')).toContain("Qualità dell'aria");
    expect(await page.$('#account-menu')).toBeNull();
    expect(await page.$('nav')).toBeNull();
    expect(await page.getAttribute('meta[name=robots]', 'content')).toBe('noindex');
    const band = await page.getAttribute('[data-testid=air-screen-now]', 'data-band');
    expect(['good', 'fair', 'poor', 'bad', 'none']).toContain(band);
    expect(await text(page, 'air-screen-band')).not.toBe('');
    expect(await page.$$eval('[data-testid=air-screen-table] tbody tr', (rows) => rows.length)).toBe(24);
    await expectAccessible(page, '/air/:token (Italian)');

    await page.click('[data-testid=air-screen-lang-en]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await text(page, 'air-screen-title')).toContain('Air quality');
    await page.setViewportSize(PHONE);
    await page.waitForFunction((width) => window.innerWidth === width, PHONE.width);
    // The chart redraws at the new width on its resize observer: the page settles without overflow.
    await page
      .waitForFunction(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        null,
        {
          timeout: 10_000,
        },
      )
      .catch(() => undefined);
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return root.scrollWidth > root.clientWidth ? `${root.scrollWidth} > ${root.clientWidth}` : null;
    });
    expect(overflow).toBeNull();
    await expectAccessible(page, '/air/:token (phone, English)');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The manager revokes it after a confirmation; the screen then says the link no longer works.
    await signInThroughUi(page, base, ...DEALER);
    await openSite(page, base, addressId);
    await page.click('[data-testid=air-share-row][data-state=active] [data-testid=air-share-revoke]');
    await page.waitForSelector('[data-testid=delete-dialog]');
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector('[data-testid=air-share-row][data-state=revoked]');
    await signOut(page, base);
    await page.goto(url);
    await page.waitForSelector('[data-testid=air-screen-gone]');
    expect(await text(page, 'air-screen-gone')).toContain('no longer works');
    await expectAccessible(page, '/air/:token (revoked)');
    expectNoBrowserErrors(env.browser, [expectedHttpError(404)]);
    await page.close();
  });
});

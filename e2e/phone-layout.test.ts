import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi } from './support/fixtures';

/**
 * Decision 018: on a phone (390 x 844) no page scrolls sideways. Wide tables scroll inside their own
 * box or become cards (accounts, addresses); the navigation collapses behind its toggle and stays
 * usable. React Router logs no warning on any of these pages.
 */
const PHONE = { width: 390, height: 844 };

/** The widest pages of the admin: entity lists and forms, the accounts area, administration. */
const ADMIN_PAGES = [
  '/',
  '/accounts',
  '/accounts/address',
  '/com-partner',
  '/com-partner/new',
  '/device',
  '/device-factory-serial',
  '/user-account',
  '/tab-service-user-permission',
  '/tab-city',
  '/iot-log',
  '/admin/user-management',
  '/admin/tracker',
  '/admin/report',
  '/admin/metrics',
  '/admin/health',
  '/admin/configuration',
  '/admin/audits',
  '/admin/system',
  '/admin/logs',
  '/account/settings',
];

/** The dealer's: its customers, its addresses, a customer's detail with addresses, permissions. */
const DEALER_PAGES = ['/', '/accounts', '/accounts/address', '/account/settings', '/account/password'];

async function phonePage(env: ReturnType<typeof useE2eEnvironment>, login: string, password: string) {
  const page = await env.browser.newPage();
  await page.setViewportSize(PHONE);
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await signInThroughUi(page, env.server.baseUrl, login, password);
  return { page, warnings };
}

/** Waits for the page's data (no spinner, no busy list) and says whether it scrolls sideways. */
async function sidewaysOverflow(page: Page, path: string) {
  await page.waitForSelector('main h1');
  await page.waitForFunction(() => !document.querySelector('.spinner-border, [aria-busy=true]'));
  return page.evaluate((where) => {
    const root = document.documentElement;
    return root.scrollWidth > root.clientWidth ? `${where}: ${root.scrollWidth} > ${root.clientWidth}` : null;
  }, path);
}

async function visit(page: Page, baseUrl: string, paths: string[]) {
  const overflowing: string[] = [];
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    const overflow = await sidewaysOverflow(page, path);
    if (overflow) overflowing.push(overflow);
  }
  return overflowing;
}

const routerWarnings = (warnings: string[]) =>
  warnings.filter((w) => /react router|matched leaf route|future flag|v7_/i.test(w));

describe('phone layout (390 x 844)', () => {
  const env = useE2eEnvironment();

  it('as admin: no page scrolls sideways and the collapsed menu opens the entity screens', async () => {
    const { page, warnings } = await phonePage(env, 'admin', 'admin');
    expect(await visit(page, env.server.baseUrl, ADMIN_PAGES)).toEqual([]);

    // The navigation collapses behind its toggle and still leads everywhere.
    await page.goto(`${env.server.baseUrl}/`);
    expect(await page.isVisible('[data-testid=menu-home]')).toBe(false);
    await page.click('.navbar-toggler');
    await page.click('#entities-menu');
    await page.click('[data-testid=entities-menu-device]');
    await page.waitForSelector('[data-testid=entity-table]');
    expect(new URL(page.url()).pathname).toBe('/device');
    // The menu closed by itself, and the wide table scrolls inside its own box.
    await page.waitForSelector('[data-testid=menu-home]', { state: 'hidden' });
    const box = await page.$eval('[data-testid=entity-table]', (table) => {
      const wrapper = table.parentElement!;
      return {
        scrolls: wrapper.scrollWidth > wrapper.clientWidth,
        overflow: getComputedStyle(wrapper).overflowX,
      };
    });
    expect(box).toEqual({ scrolls: true, overflow: 'auto' });
    expect(await sidewaysOverflow(page, '/device')).toBeNull();

    expect(routerWarnings(warnings)).toEqual([]);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('as the demo dealer: customers and addresses become cards, and nothing scrolls sideways', async () => {
    const { page, warnings } = await phonePage(env, 'dealer', 'Demo-dealer1');
    expect(await visit(page, env.server.baseUrl, DEALER_PAGES)).toEqual([]);

    // The customers list: one card per account, each value under its column's name, actions inside.
    await page.goto(`${env.server.baseUrl}/accounts`);
    await page.waitForSelector('[data-testid=account-row-customer]');
    const card = await page.$eval('[data-testid=account-row-customer]', (row) => ({
      display: getComputedStyle(row).display,
      label: getComputedStyle(row.querySelector('td[data-label]')!, '::before').content,
      actionsInside:
        row.querySelector('[data-testid=account-edit-customer]')!.getBoundingClientRect().right <=
        document.documentElement.clientWidth,
    }));
    expect(card).toEqual({ display: 'block', label: '"Ragione sociale"', actionsInside: true });

    // A customer's detail, with its address list, and the permission sheet.
    await page.click('[data-testid=account-edit-customer]');
    await page.waitForSelector('[data-testid^=address-row-]');
    expect(await sidewaysOverflow(page, 'customer detail')).toBeNull();
    const detail = new URL(page.url()).pathname;
    expect(await visit(page, env.server.baseUrl, [`${detail}/permissions`])).toEqual([]);

    // The collapsed menu opens the customers list titled as its entry.
    await page.goto(`${env.server.baseUrl}/`);
    await page.click('.navbar-toggler');
    await page.click('[data-testid=menu-accounts]');
    await page.waitForSelector('[data-testid=accounts-table]');
    expect((await page.textContent('[data-testid=accounts-title]'))?.trim()).toBe('Clienti');
    expect(await sidewaysOverflow(page, '/accounts from the menu')).toBeNull();

    expect(routerWarnings(warnings)).toEqual([]);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

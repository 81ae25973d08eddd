import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { iotLogs } from '../apps/server/src/db/schema';
import { apiCall, apiToken } from './support/admin-api';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi, signOut } from './support/fixtures';

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
  '/admin/jobs',
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

/**
 * Reflow (WCAG 1.4.10): at 320 CSS pixels wide, and at 640 (a 1280-wide window zoomed to 200 %),
 * the public pages, an entity list, administration pages and the accounts list do not scroll
 * sideways either, and the header's brand and menu button stay in view.
 */
const REFLOW = [
  { name: '320 px wide', size: { width: 320, height: 640 } },
  { name: '1280 px at 200 % zoom (640 px)', size: { width: 640, height: 450 } },
];
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/account/register',
  '/account/reset/request',
  '/privacy',
  '/terms-and-conditions',
  '/accessibility',
  '/consumer',
];
const SIGNED_IN_PAGES = [
  '/',
  '/device',
  '/com-partner/new',
  '/admin/user-management',
  '/admin/metrics',
  '/admin/report',
  '/admin/system',
  '/accounts',
  '/account/settings',
  '/dashboard',
  '/bulk-jobs',
];

/** Waits for the page's data (no spinner, no busy list) and says whether it scrolls sideways. */
async function sidewaysOverflow(page: Page, path: string) {
  await page.waitForSelector('main h1, main h2');
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

/**
 * Visits each page and says where it scrolls sideways (`scrollWidth` beyond the window's
 * `innerWidth` or the root's client width) or the header's brand or menu button is cut off at the
 * window's edge.
 */
async function reflow(page: Page, baseUrl: string, paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    const overflow = await sidewaysOverflow(page, path);
    const problem =
      overflow ??
      (await page.evaluate((where) => {
        const width = window.innerWidth;
        if (document.documentElement.scrollWidth > width)
          return `${where}: scrollWidth ${document.documentElement.scrollWidth} > ${width}`;
        for (const selector of ['[data-testid=brand]', '.navbar-toggler']) {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          if (!box || box.width === 0 || box.left < 0 || box.right > width)
            return `${where}: ${selector} not within 0..${width} (${box?.left}..${box?.right})`;
        }
        return null;
      }, path));
    if (problem) problems.push(problem);
  }
  return problems;
}

const routerWarnings = (warnings: string[]) =>
  warnings.filter((w) => /react router|matched leaf route|future flag|v7_/i.test(w));

describe('phone layout (390 x 844) and reflow (320 px, 200 % zoom)', () => {
  const env = useE2eEnvironment();

  // IoT calls this month, so the report draws its chart (and its table alternative, which must
  // not widen the page either).
  beforeAll(async () => {
    const admin = await apiToken(env.server.baseUrl, 'admin', 'admin');
    const accounts = await apiCall<Array<{ id: number; userLogin: string }>>(
      env.server.baseUrl,
      admin,
      'GET',
      '/api/user-accounts?size=50',
    );
    const customer = accounts.find((a) => a.userLogin === 'customer')!.id;
    const month = new Date().toISOString().slice(0, 7);
    await env.server.database.db.insert(iotLogs).values(
      (['SUCCESS', 'SUCCESS', 'ERROR'] as const).map((state) => ({
        userAccountId: customer,
        state,
        operation: 'STATUS' as const,
        logTime: new Date(`${month}-01T12:00:00Z`),
      })),
    );
  });

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

  describe.each(REFLOW)('reflow at $name', ({ size }) => {
    it('signed out: the public pages fit the width', async () => {
      const page = await env.browser.newPage();
      await page.setViewportSize(size);
      await signOut(page, env.server.baseUrl);
      expect(await reflow(page, env.server.baseUrl, PUBLIC_PAGES)).toEqual([]);
      expectNoBrowserErrors(env.browser);
      await page.close();
    });

    it('as admin: entity screens, administration, the accounts list and the open menu fit the width', async () => {
      const page = await env.browser.newPage();
      await page.setViewportSize(size);
      await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
      expect(await reflow(page, env.server.baseUrl, SIGNED_IN_PAGES)).toEqual([]);

      // The collapsed menu, opened with its longest list (the entities), stays within the width.
      await page.goto(`${env.server.baseUrl}/`);
      await page.click('.navbar-toggler');
      await page.click('#entities-menu');
      await page.waitForSelector('[data-testid=entities-menu-device]');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'open menu',
      ).toBe(true);
      expectNoBrowserErrors(env.browser);
      await page.close();
    });
  });
});

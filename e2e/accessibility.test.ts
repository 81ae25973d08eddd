import { ENTITIES } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/accessibility';
import { apiCall, apiToken } from './support/admin-api';
import { useE2eEnvironment } from './support/environment';
import { signInThroughUi, signOut, switchLanguage } from './support/fixtures';

type Row = Record<string, unknown>;
const LANGUAGES = ['it', 'en'] as const;
const DEMO_PASSWORD = (login: string) =>
  login === 'admin' ? 'admin' : login === 'user' ? 'user' : `Demo-${login}1`;

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/account/register',
  '/account/reset/request',
  '/account/reset/finish/some-key',
  '/account/activate',
  '/privacy',
  '/terms-and-conditions',
  '/accessibility',
  '/consumer',
  '/not-a-page',
];

/**
 * Waits until the page shows its content: a heading or a dialog, no loading spinner, no placeholder,
 * and the fonts laid out (contrast is measured on what is drawn).
 */
async function settle(page: Page) {
  await page.waitForSelector('main h1, main h2, [role=dialog], [role=alertdialog]', { timeout: 15_000 });
  await page.waitForFunction(
    () => !document.querySelector('.spinner-border, .spinner-grow, .placeholder, [aria-busy=true]'),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}

/**
 * WCAG 2.1 A/AA, checked by axe-core on every route of the product, in both languages, signed out
 * and as each kind of user (decision 021): no serious or critical violation anywhere.
 */
describe('accessibility of every page (axe-core, WCAG 2.1 AA)', () => {
  // The job engine runs: the tour shows a bulk job, which can only be submitted to a running engine.
  const env = useE2eEnvironment({ jobs: true });
  const pagesOf: Record<string, string[]> = {};

  beforeAll(async () => {
    const base = env.server.baseUrl;
    const admin = await apiToken(base, 'admin', 'admin');
    const get = <T = Row[]>(token: string, path: string) => apiCall<T>(base, token, 'GET', path);
    const accounts = await get(admin, '/api/user-accounts?size=1000');
    const accountOf = (login: string) => accounts.find((a) => a.userLogin === login)!;
    const device = (await get(admin, '/api/devices?size=1'))[0]!;

    const entityPages = ENTITIES.flatMap((d) => [`/${d.name}`, ...(d.readOnly ? [] : [`/${d.name}/new`])]);
    pagesOf.admin = [
      '/',
      '/account/settings',
      '/account/password',
      ...entityPages,
      `/device/${device.id}`,
      `/device/${device.id}/edit`,
      `/device/${device.id}/delete`,
      '/tab-city/1',
      '/admin/user-management',
      '/admin/user-management/new',
      '/admin/user-management/dealer',
      '/admin/user-management/dealer/edit',
      '/admin/user-management/dealer/delete',
      '/admin/tracker',
      '/admin/report',
      '/admin/metrics',
      '/admin/health',
      '/admin/configuration',
      '/admin/audits',
      '/admin/system',
      '/admin/logs',
      '/admin/docs',
      '/accounts',
      `/accounts/${accountOf('backoffice').id}`,
      '/devices',
      '/dashboard',
      '/bulk-jobs',
    ];

    const backoffice = accountOf('backoffice');
    const chainAdmin = accountOf('admindealer');
    pagesOf.backoffice = [
      '/accounts',
      `/accounts/new?type=ADMIN_DEALER&parent=${backoffice.uuid}`,
      `/accounts/${chainAdmin.id}`,
      `/accounts/${chainAdmin.id}/permissions`,
      `/accounts/${chainAdmin.id}/delete`,
      '/dashboard',
    ];

    const dealerToken = await apiToken(base, 'dealer', DEMO_PASSWORD('dealer'));
    const dealer = await get<Row>(dealerToken, '/api/user-accounts/current');
    const customer = accountOf('customer');
    const customerAddresses = await get(
      admin,
      `/api/com-partner-addrs/com-partner-account/${customer.comPartnerAccountId}?page=0&size=100`,
    );
    const dealerAddresses = await get(
      dealerToken,
      `/api/com-partner-addrs/com-partner-account/${(dealer.comPartnerAccount as Row).id}?page=0&size=100`,
    );
    const dealerDevice = (await get(dealerToken, '/api/devices?size=1&sort=id,asc'))[0]!;
    // A bulk job to show: it deletes the timers of a category no device has (it changes nothing).
    const bulkJob = await apiCall<Row>(base, dealerToken, 'POST', '/api/bulk-jobs', {
      action: { kind: 'deleteTimers', category: 'A11Y_TOUR_NONE' },
      devices: [(await get(dealerToken, '/api/devices?size=100')).find((d) => d.uid)!.uid],
    });
    pagesOf.dealer = [
      '/',
      '/accounts',
      `/accounts/new?type=CUSTOMER&parent=${dealer.uuid}`,
      `/accounts/${customer.id}`,
      `/accounts/${customer.id}/permissions`,
      `/accounts/${customer.id}/addr/${customerAddresses[0]!.id}/permissions/`,
      `/accounts/${customer.id}/edit-address`,
      `/accounts/${customer.id}/edit-address?id=${customerAddresses[0]!.id}`,
      '/accounts/address',
      `/accounts/address/edit-address?id=${dealerAddresses[0]!.id}`,
      `/accounts/address/devices?addressId=${dealerAddresses[0]!.id}`,
      '/account/settings',
      '/devices',
      `/devices?owner=${customer.uuid}`,
      `/devices/new?owner=${customer.id}&addrId=${customerAddresses[0]!.id}`,
      `/devices/${dealerDevice.id}`,
      `/devices/detail/${dealerDevice.id}`,
      `/devices/history/${dealerDevice.id}`,
      `/devices/${dealerDevice.id}/delete`,
      '/dashboard',
      '/bulk-jobs',
      `/bulk-jobs/${bulkJob.id as number}`,
    ];
    pagesOf.gdo = ['/', '/accounts', '/accounts/address', '/dashboard'];
    pagesOf.customer = [
      '/',
      '/dashboard',
      '/accounts/address',
      `/accounts/address/devices?addressId=${customerAddresses[0]!.id}`,
    ];
    pagesOf.user = ['/', '/account/settings', '/account/password'];
  });

  /** Opens each page and collects every serious or critical violation, so one run shows them all. */
  async function audit(page: Page, paths: string[], who: string, language: string): Promise<string[]> {
    const reports: string[] = [];
    for (const path of paths) {
      await page.goto(`${env.server.baseUrl}${path}`);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe(language);
      const violations = await axeViolations(page);
      if (violations.length) reports.push(describeViolations(`${who} ${language} ${path}`, violations));
    }
    return reports;
  }

  /** The whole report in the failure, not a truncated diff: the rule, the elements and the page. */
  const failOn = (reports: string[]) => {
    if (reports.length) throw new Error(`accessibility violations\n${reports.join('\n')}`);
  };

  it.each(LANGUAGES)('public pages, signed out, in %s', async (language) => {
    const page = await env.browser.newPage();
    await signOut(page, env.server.baseUrl);
    await switchLanguage(page, language);
    failOn(await audit(page, PUBLIC_PAGES, 'signed out', language));
    await page.close();
  });

  it.each(
    LANGUAGES.flatMap((language) =>
      ['admin', 'backoffice', 'dealer', 'gdo', 'customer', 'user'].map((who) => [who, language] as const),
    ),
  )(
    'every page of %s in %s',
    async (who, language) => {
      const page = await env.browser.newPage();
      await signInThroughUi(page, env.server.baseUrl, who, DEMO_PASSWORD(who));
      await switchLanguage(page, language);
      failOn(await audit(page, pagesOf[who]!, who, language));
      await page.close();
      // The super user's tour is some 60 pages: more than the default minute on a loaded 2-core machine.
    },
    180_000,
  );

  /** What only shows after an action: form errors, a failed sign-in, an open menu, a toast. */
  it.each(LANGUAGES)('states after an action, in %s', async (language) => {
    const page = await env.browser.newPage();
    const base = env.server.baseUrl;
    const reports: string[] = [];
    const check = async (where: string) => {
      const violations = await axeViolations(page);
      if (violations.length) reports.push(describeViolations(`${language} ${where}`, violations));
    };
    await signOut(page, base);
    await switchLanguage(page, language);
    await page.goto(`${base}/login`);
    await page.click('[data-testid=login-submit]');
    await check('login: empty fields');
    await page.fill('#username', 'admin');
    await page.fill('#password', 'wrong-password');
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=login-error]');
    await check('login: wrong password');
    await page.goto(`${base}/register`);
    await settle(page);
    await page.click('button[type=submit]');
    await check('register: empty fields');

    await signInThroughUi(page, base, 'admin', 'admin');
    await switchLanguage(page, language);
    await page.goto(`${base}/tab-service/new`);
    await settle(page);
    await page.click('#entity-save');
    await page.waitForSelector('.invalid-feedback, [aria-invalid=true]');
    await check('entity form: required fields missing');
    await page.click('#language-menu');
    await page.waitForSelector('[data-testid=language-en]');
    await check('language menu open');
    await page.keyboard.press('Escape');
    const saved = page.waitForSelector('.Toastify__toast');
    await page.fill('[data-testid=tab-service-code]', 'A11Y');
    await page.fill('[data-testid=tab-service-name]', 'Accessibility check');
    await page.click('#entity-save');
    await saved;
    await check('toast after a save');
    failOn(reports);
    await page.close();
  });
});

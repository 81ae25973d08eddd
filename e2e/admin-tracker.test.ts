import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, type Browser } from './support/browser';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi } from './support/fixtures';

const row = (login: string, page?: string) =>
  `[data-testid=tracker-row][data-user=${login}]${page ? `[data-page="${page}"]` : ''}`;

describe('live tracker', () => {
  const env = useE2eEnvironment();
  // Two more browsers with their own profiles: two other people, each with their own session.
  let dealerBrowser: Browser;
  let gdoBrowser: Browser;
  beforeAll(async () => {
    [dealerBrowser, gdoBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([dealerBrowser?.close(), gdoBrowser?.close()]);
  });

  it('shows the admin where two other signed-in users are, as they move and when they leave', async () => {
    const base = env.server.baseUrl;
    const adminPage = await env.browser.newPage();
    await signInThroughUi(adminPage, base, 'admin', 'admin');
    await adminPage.goto(`${base}/admin/tracker`);
    await adminPage.waitForSelector('[data-testid=tracker-status][data-connected=true]');
    await adminPage.waitForSelector(row('admin', '/admin/tracker'));

    const dealer = await dealerBrowser.newPage();
    await signInThroughUi(dealer, base, 'dealer', 'Demo-dealer1');
    await adminPage.waitForSelector(row('dealer', '/'));
    const gdo = await gdoBrowser.newPage();
    await signInThroughUi(gdo, base, 'gdo', 'Demo-gdo1');
    await adminPage.waitForSelector(row('gdo', '/'));

    // Client-side navigation and full page loads are both reported.
    await dealer.click('#account-menu');
    await dealer.click('[data-testid=menu-settings]');
    await adminPage.waitForSelector(row('dealer', '/account/settings'));
    await gdo.goto(`${base}/privacy`);
    await adminPage.waitForSelector(row('gdo', '/privacy'));

    await dealer.goto(`${base}/logout`);
    await dealer.waitForSelector('[data-testid=home-title]');
    await adminPage.waitForSelector(row('dealer'), { state: 'detached' });
    await adminPage.waitForSelector(row('gdo', '/privacy'));

    expectNoBrowserErrors(env.browser);
    expectNoBrowserErrors(dealerBrowser);
    expectNoBrowserErrors(gdoBrowser);
    await Promise.all([adminPage.close(), dealer.close(), gdo.close()]);
  });
});

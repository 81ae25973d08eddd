import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { DEMO_STOCK } from '../apps/server/src/db/seed/demo-fleet';
import { useE2eEnvironment } from './support/environment';
import { expectAccessible } from './support/accessibility';
import {
  expectedHttpError,
  expectNoBrowserErrors,
  signInThroughUi,
  signOut,
  switchLanguage,
  text,
} from './support/fixtures';

/** A phone (decision 021: the pages hold at 320 px; this is a common phone). */
const PHONE = { width: 375, height: 740 };
const CONSUMER_TOKEN_KEY = 'purifier-consumer-token';
const BACK_OFFICE_TOKEN_KEY = 'jhi-authenticationToken';

/** Free factory serials (no device yet) and the demo dealer's unsold stock. */
const FREE_554 = 'AP554-26-91001';
const FREE_555 = 'AP555-26-91002';
const DEALER_STOCK_556 = 'AP556-26-90003';
/** The IoT id printed on that purifier's label: a shop's stock is claimed only with it. */
const DEALER_STOCK_556_UID = DEMO_STOCK.find((d) => d.serialNumber === DEALER_STOCK_556)!.uid;
/** The one message of every refused serial (Italian, the default language). */
const SERIAL_REFUSED = 'Non è stato possibile registrare questo purificatore';

const linkIn = (body: string | undefined, path: string) => {
  const match = (body ?? '').match(new RegExp(`https?://\\S*${path}\\S*`));
  if (!match) throw new Error(`no ${path} link in ${body}`);
  return match[0];
};

const expectNoSideScroll = async (page: Page, where: string) => {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `horizontal scroll on ${where}`).toBeLessThanOrEqual(client);
};

const focusedTestId = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? '',
  );

const storedTokens = (page: Page) =>
  page.evaluate(
    ([consumerKey, backOfficeKey]) => ({
      consumer: sessionStorage.getItem(consumerKey!),
      backOffice: localStorage.getItem(backOfficeKey!) ?? sessionStorage.getItem(backOfficeKey!),
    }),
    [CONSUMER_TOKEN_KEY, BACK_OFFICE_TOKEN_KEY],
  );

/** Every API call the page makes, with the Authorization header it carried. */
function recordCalls(page: Page) {
  const calls: Array<{ method: string; path: string; search: string; authorization: string | undefined }> =
    [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/management/'))
      calls.push({
        method: request.method(),
        path: url.pathname,
        search: url.search,
        authorization: request.headers().authorization,
      });
  });
  return calls;
}

async function phonePage(env: { browser: { newPage(): Promise<Page> } }) {
  const page = await env.browser.newPage();
  await page.setViewportSize(PHONE);
  return page;
}

/** Step 1 through the screen: the e-mail, the privacy checkbox, Send; then 'Registration done'. */
async function registerThroughUi(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/consumer`);
  await page.waitForSelector('[data-testid=consumer-register-form]');
  await page.fill('#consumer-email', email);
  await page.check('[data-testid=consumer-privacy]');
  await page.click('[data-testid=consumer-register-submit]');
  await page.waitForSelector('[data-testid=consumer-registration-done]');
}

/** The newest consumer link mailed to `email`, other than the ones already used. */
async function mailedLink(
  server: { waitForMail(to: string, containing?: string): Promise<{ text?: string }> },
  email: string,
  seen: string[] = [],
) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const link = linkIn((await server.waitForMail(email, '/consumer/')).text, '/consumer/');
    if (!seen.includes(link)) return link;
    if (Date.now() > deadline) throw new Error(`no new consumer link for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function openLink(page: Page, link: string) {
  await page.goto(link);
  await page.waitForSelector('[data-testid=consumer-logged-as]');
  await page.waitForURL((url) => url.pathname === '/consumer' && !url.search);
}

/** Where bought: shop, date, shop province and city (the city list follows the province). */
async function fillPurchase(page: Page, shop: string) {
  await page.fill('#consumer-shop', shop);
  await page.fill('#consumer-purchaseDate', '15/03/2026');
  await page.selectOption('#consumer-shopProvince', 'MI');
  await page.waitForSelector('#consumer-shopCity:not([disabled]) option:nth-child(3)', { state: 'attached' });
  await page.selectOption('#consumer-shopCity', { label: 'Milano' });
}

describe('the consumer page (/consumer/:key?)', () => {
  const env = useE2eEnvironment();

  it('registers, activates through the mailed link, claims a purifier, resets and deletes, on a phone', async () => {
    const base = env.server.baseUrl;
    const email = 'chiara.consumer@example.com';
    const page = await phonePage(env);
    const calls = recordCalls(page);

    // Step 1: the e-mail and the required privacy checkbox.
    await page.goto(`${base}/consumer`);
    await page.waitForSelector('[data-testid=consumer-register-form]');
    expect(await text(page, 'consumer-mailbox')).toContain('posta');
    expect(await page.getAttribute('[data-testid=consumer-register-form] a[href^="/privacy"]', 'href')).toBe(
      '/privacy#consumer',
    );
    await expectAccessible(page, 'consumer step 1');
    await expectNoSideScroll(page, 'consumer step 1');

    await page.fill('#consumer-email', 'not-an-email');
    await page.click('[data-testid=consumer-register-submit]');
    await page.waitForSelector('[data-testid=consumer-email-error]');
    expect(await text(page, 'consumer-email-error')).toBeTruthy();
    expect(await text(page, 'consumer-privacy-error')).toContain('privacy');
    expect(await page.getAttribute('[data-testid=consumer-privacy]', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('[data-testid=consumer-privacy]', 'aria-describedby')).toBe(
      'consumer-privacy-error',
    );
    expect(await focusedTestId(page)).toBe('consumer-email'); // the first invalid field
    await expectAccessible(page, 'consumer step 1 with errors');

    await page.fill('#consumer-email', email);
    await page.click('[data-testid=consumer-register-submit]');
    await page.waitForSelector('[data-testid=consumer-privacy-error]');
    await page.check('[data-testid=consumer-privacy]');
    await page.click('[data-testid=consumer-register-submit]');
    await page.waitForSelector('[data-testid=consumer-registration-done]');
    expect(await text(page, 'consumer-step-heading')).toBe('Registrazione effettuata');
    expect(await text(page, 'consumer-registration-done')).toContain(email);
    expect(await focusedTestId(page)).toBe('consumer-step-heading');
    await expectAccessible(page, 'consumer registration done');
    const registerCall = calls.find((c) => c.path === '/api/consumer/register');
    expect(registerCall?.authorization).toBeUndefined();

    // Activation: the key from the mailed link, the address without it afterwards.
    const link = await mailedLink(env.server, email);
    expect(link.startsWith(`${base}/consumer/`)).toBe(true);
    await openLink(page, link);
    expect(await text(page, 'consumer-logged-as')).toMatch(/^Accesso effettuato come \S+/);
    const tokens = await storedTokens(page);
    expect(tokens.consumer).toBeTruthy();
    expect(tokens.backOffice).toBeNull();
    await expectAccessible(page, 'consumer add-device form');
    await expectNoSideScroll(page, 'consumer add-device form');

    // Send without a model: the cards are flagged, nothing is sent.
    await page.fill('#consumer-firstName', 'Chiara');
    await page.fill('#consumer-lastName', 'Bianchi');
    await page.selectOption('#consumer-province', 'MI');
    await page.check('[data-testid=consumer-marketing]');
    await fillPurchase(page, 'Elettro Milano');
    // The cities follow the shop's province: another province empties the chosen city.
    await page.selectOption('#consumer-shopProvince', 'TO');
    expect(await page.inputValue('#consumer-shopCity')).toBe('');
    await page.waitForSelector('#consumer-shopCity option:has-text("Torino")', { state: 'attached' });
    await fillPurchase(page, 'Elettro Milano');
    await page.fill('#consumer-serialNumber', FREE_554);
    const before = calls.length;
    await page.click('[data-testid=consumer-send]');
    await page.waitForSelector('[data-testid=consumer-model][data-invalid=true]');
    expect(await text(page, 'consumer-model-error')).toBe('Scegli il modello del tuo purificatore.');
    expect(await page.getAttribute('[data-testid=consumer-model]', 'aria-describedby')).toBe(
      'consumer-model-error',
    );
    expect(await focusedTestId(page)).toBe('consumer-model-554');
    expect(calls.slice(before).filter((c) => c.method !== 'GET')).toEqual([]);
    await expectAccessible(page, 'consumer form, no model chosen');

    // A purchase date in the future is refused on the field.
    await page.fill('#consumer-purchaseDate', '01/01/2999');
    await page.click('label[for^=consumer-model-]:has-text("554")');
    await page.click('[data-testid=consumer-send]');
    await page.waitForSelector('[data-testid=consumer-purchaseDate-error]');
    expect(await text(page, 'consumer-purchaseDate-error')).toContain('futuro');
    await page.fill('#consumer-purchaseDate', '15/03/2026');

    // The claim of a free factory serial: success, the device part and the model reset, listed.
    await page.click('[data-testid=consumer-send]');
    await page.waitForSelector('[data-testid=consumer-claim-success]');
    expect(await text(page, 'consumer-claim-success')).toContain(FREE_554);
    expect(await focusedTestId(page)).toBe('consumer-claim-success');
    await page.waitForSelector(`[data-testid=consumer-device][data-serial="${FREE_554}"]`);
    expect(await page.inputValue('#consumer-serialNumber')).toBe('');
    expect(await page.inputValue('#consumer-shop')).toBe('');
    expect(await page.inputValue('#consumer-shopProvince')).toBe('');
    expect(await page.locator('.consumer-model-input:checked').count()).toBe(0);
    expect(await page.inputValue('#consumer-firstName')).toBe('Chiara');
    expect(await page.isChecked('[data-testid=consumer-marketing]')).toBe(true);
    expect(await page.inputValue('#consumer-province')).toBe('MI');
    await expectAccessible(page, 'consumer claim done');
    // Personal info first (PUT), then the claim (POST), both with the consumer token only.
    const writes = calls.filter((c) => c.method === 'PUT' || c.method === 'POST');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/consumer/user-accounts',
      'POST /api/consumer/devices',
    ]);
    expect(writes.every((c) => c.authorization === `Bearer ${tokens.consumer}`)).toBe(true);

    // The same serial again: refused (400, the one answer of every refused serial, which tells
    // nothing about the serial), on the serial field and above Send.
    await fillPurchase(page, 'Elettro Milano');
    await page.click('label[for^=consumer-model-]:has-text("554")');
    await page.fill('#consumer-serialNumber', FREE_554);
    await page.click('[data-testid=consumer-send]');
    await page.waitForSelector('[data-testid=consumer-claim-error]');
    expect(await text(page, 'consumer-claim-error')).toContain(SERIAL_REFUSED);
    expect(await text(page, 'consumer-serialNumber-error')).toContain('UID IoT');
    expect(await focusedTestId(page)).toBe('consumer-serialNumber');
    await expectAccessible(page, 'consumer claim refused');

    // The used link again: the key error, step 1.
    await page.goto(link);
    await page.waitForSelector('[data-testid=consumer-notice]');
    expect(await text(page, 'consumer-notice')).toContain('già stato usato');
    await page.waitForSelector('[data-testid=consumer-register-form]');
    await page.waitForURL((url) => url.pathname === '/consumer');
    expect((await storedTokens(page)).consumer).toBeNull();
    expect(await focusedTestId(page)).toBe('consumer-notice');
    await expectAccessible(page, 'consumer used link');
    // The key as a query parameter works the same way (here: the same used key, refused).
    const usedKey = new URL(link).pathname.split('/').pop()!;
    await page.goto(`${base}/consumer?key=${usedKey}`);
    await page.waitForSelector('[data-testid=consumer-notice]');
    await page.waitForURL((url) => url.pathname === '/consumer' && !url.search);
    expect(calls.filter((c) => c.path === '/api/consumer/activate').at(-1)?.search).toBe(`?key=${usedKey}`);

    // 'Not me' ends the consumer session: step 1, no token.
    await registerThroughUi(page, base, email);
    const second = await mailedLink(env.server, email, [link]);
    await openLink(page, second);
    await page.click('[data-testid=consumer-not-me]');
    await page.waitForSelector('[data-testid=consumer-register-form]');
    expect((await storedTokens(page)).consumer).toBeNull();
    expect(await page.inputValue('#consumer-email')).toBe('');

    // Delete, confirmed in the dialog: step 1 and the account is gone.
    await registerThroughUi(page, base, email);
    const third = await mailedLink(env.server, email, [link, second]);
    await openLink(page, third);
    const deletedToken = (await storedTokens(page)).consumer;
    // The personal info saved with the claim comes back prefilled.
    await page.waitForSelector('#consumer-firstName');
    expect(await page.inputValue('#consumer-firstName')).toBe('Chiara');
    expect(await page.inputValue('#consumer-lastName')).toBe('Bianchi');
    expect(await page.inputValue('#consumer-province')).toBe('MI');
    expect(await page.isChecked('[data-testid=consumer-marketing]')).toBe(true);
    expect(await page.isChecked('[data-testid=consumer-partners]')).toBe(false);
    await page.waitForSelector(`[data-testid=consumer-device][data-serial="${FREE_554}"]`);
    await page.click('[data-testid=consumer-delete]');
    await page.waitForSelector('[data-testid=delete-dialog]');
    expect(await text(page, 'delete-question')).toContain('eliminare il tuo account');
    await expectAccessible(page, 'consumer delete dialog');
    await page.click('[data-testid=delete-cancel]');
    await page.waitForSelector('[data-testid=delete-dialog]', { state: 'detached' });
    await page.click('[data-testid=consumer-delete]');
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector('[data-testid=consumer-status]');
    expect(await text(page, 'consumer-status')).toBe('Il tuo account è stato eliminato.');
    await page.waitForSelector('[data-testid=consumer-register-form]');
    expect((await storedTokens(page)).consumer).toBeNull();
    const gone = await page.evaluate(
      async (token) =>
        (await fetch('/api/consumer/user-accounts', { headers: { Authorization: `Bearer ${token}` } }))
          .status,
      deletedToken,
    );
    expect(gone).toBe(401);

    // The consumer token never went to the back office, the activation or the public lookups.
    const consumerBearer = (t: string | null) => (t ? `Bearer ${t}` : '');
    const ownCalls = ['/api/consumer/user-accounts', '/api/consumer/devices', '/api/consumer/user/'];
    for (const call of calls) {
      const own = ownCalls.some((p) => call.path.startsWith(p));
      if (!own) expect(call.authorization, `${call.method} ${call.path}`).toBeUndefined();
    }
    expect(calls.some((c) => c.path === '/api/consumer/activate')).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/api/tab-cities/'))).toBe(true);
    expect(consumerBearer(tokens.consumer)).toBeTruthy();

    expectNoBrowserErrors(env.browser, [
      expectedHttpError(400),
      expectedHttpError(401),
      expectedHttpError(409),
    ]);
    await page.close();
  });

  it('claims a purifier with the keyboard only', async () => {
    const base = env.server.baseUrl;
    const email = 'marco.tastiera@example.com';
    const page = await phonePage(env);
    await page.setViewportSize({ width: 320, height: 640 });
    await registerThroughUi(page, base, email);
    await openLink(page, await mailedLink(env.server, email));
    // Activation moved the focus to the step's heading.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'consumer-step-heading',
    );

    /** Tab (never a click) until the element matching `selector` has the focus. */
    const tabTo = async (selector: string, max = 40) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      }
      throw new Error(`Tab never reached ${selector}`);
    };

    await tabTo('#consumer-firstName');
    await page.keyboard.type('Marco');
    await tabTo('#consumer-shop');
    await page.keyboard.type('Negozio Tastiera');
    await tabTo('#consumer-purchaseDate');
    await page.keyboard.type('02/02/2026');
    await tabTo('#consumer-shopProvince');
    await page.keyboard.type('Milano');
    await page.waitForFunction(
      () => (document.querySelector('#consumer-shopProvince') as HTMLSelectElement | null)?.value === 'MI',
    );
    await page.waitForSelector('#consumer-shopCity:not([disabled]) option:nth-child(3)', {
      state: 'attached',
    });
    await tabTo('#consumer-shopCity');
    await page.keyboard.type('Milano');
    await page.waitForFunction(
      () => (document.querySelector('#consumer-shopCity') as HTMLSelectElement | null)?.value !== '',
    );
    // The model cards: one Tab stop, then the arrow keys choose.
    await tabTo('.consumer-model-input');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await page.getAttribute('.consumer-model-input:checked', 'data-testid')).toBe(
      'consumer-model-555',
    );
    await tabTo('#consumer-serialNumber');
    await page.keyboard.type(FREE_555);
    // The IoT UID help opens from the keyboard and shows the three steps.
    await tabTo('[data-testid=consumer-uid-help-toggle]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=consumer-uid-help] img >> nth=2', { state: 'visible' });
    expect(await page.getAttribute('[data-testid=consumer-uid-help-toggle]', 'aria-expanded')).toBe('true');
    const alts = await page.$$eval('[data-testid=consumer-uid-help] img', (imgs) =>
      imgs.map((img) => img.getAttribute('alt') ?? ''),
    );
    expect(alts).toHaveLength(3);
    expect(alts.every((alt) => alt.length > 20)).toBe(true);
    await expectAccessible(page, 'consumer UID help open');
    await expectNoSideScroll(page, 'consumer add-device form at 320 px');
    await tabTo('[data-testid=consumer-send]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=consumer-claim-success]');
    expect(await focusedTestId(page)).toBe('consumer-claim-success');
    await page.waitForSelector(`[data-testid=consumer-device][data-serial="${FREE_555}"]`);
    expect(await page.inputValue('#consumer-firstName')).toBe('Marco');

    // 'Not me' from the keyboard too.
    await page.focus('[data-testid=consumer-step-heading]').catch(() => undefined);
    await tabTo('[data-testid=consumer-not-me]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=consumer-register-form]');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it("claims the dealer's unsold stock, which the dealer then sees on /devices", async () => {
    const base = env.server.baseUrl;
    const email = 'luca.stock@example.com';
    const page = await phonePage(env);
    await registerThroughUi(page, base, email);
    await openLink(page, await mailedLink(env.server, email));
    await fillPurchase(page, 'Demo Dealer');
    // The serial alone does not move a shop's stock: refused (400 serialinvalid) on the serial
    // field, asking for the IoT UID of the label.
    await page.click('label[for^=consumer-model-]:has-text("556")');
    await page.fill('#consumer-serialNumber', DEALER_STOCK_556);
    await page.click('[data-testid=consumer-send]');
    await page.waitForSelector('[data-testid=consumer-claim-error]');
    expect(await text(page, 'consumer-claim-error')).toContain(SERIAL_REFUSED);
    expect(await text(page, 'consumer-serialNumber-error')).toContain('UID IoT');
    expect(await focusedTestId(page)).toBe('consumer-serialNumber');
    await page.fill('#consumer-uid', DEALER_STOCK_556_UID);
    await page.click('[data-testid=consumer-send]');
    await page.waitForSelector('[data-testid=consumer-claim-success]');
    await page.waitForSelector(`[data-testid=consumer-device][data-serial="${DEALER_STOCK_556}"]`);

    // A consumer token the server refuses (expired): 401, back to step 1 with a message, and only
    // the consumer token goes (no back-office sign-out handling, no toast).
    await page.evaluate((key) => sessionStorage.setItem(key, 'expired.consumer.token'), CONSUMER_TOKEN_KEY);
    await page.reload();
    await page.waitForSelector('[data-testid=consumer-notice]');
    expect(await text(page, 'consumer-notice')).toContain('La sessione è terminata');
    await page.waitForSelector('[data-testid=consumer-register-form]');
    expect((await storedTokens(page)).consumer).toBeNull();
    expect(await page.locator('.Toastify__toast').count()).toBe(0);
    expectNoBrowserErrors(env.browser, [expectedHttpError(400), expectedHttpError(401)]);
    await page.close();

    const desk = await env.browser.newPage();
    await signInThroughUi(desk, base, 'dealer', 'Demo-dealer1');
    await desk.goto(`${base}/devices?sort=serialNumber,desc`);
    await desk.waitForSelector('[data-testid=devices-table], [data-testid=devices-empty]');
    let found = false;
    for (let pageNo = 1; pageNo <= 30 && !found; pageNo++) {
      const serials = await desk.$$eval('[data-testid=device-serial]', (tds) =>
        tds.map((td) => td.textContent?.trim() ?? ''),
      );
      found = serials.includes(DEALER_STOCK_556);
      if (found) break;
      const next = desk.locator('[data-testid=page-next]');
      if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') break;
      await next.click();
      await desk.waitForFunction(
        (n) => new URL(window.location.href).searchParams.get('page') === String(n),
        pageNo + 1,
      );
      await desk.waitForSelector('[data-testid=devices-list][data-settled=true]');
    }
    expect(found, `${DEALER_STOCK_556} on the dealer's /devices`).toBe(true);
    expectNoBrowserErrors(env.browser);
    await desk.close();
  });

  it('shows only Unavailable to a signed-in back-office user, and sends no key', async () => {
    const base = env.server.baseUrl;
    const page = await phonePage(env);
    await signInThroughUi(page, base, 'dealer', 'Demo-dealer1');
    const calls = recordCalls(page);
    await page.goto(`${base}/consumer/some-key-123`);
    await page.waitForSelector('[data-testid=consumer-unavailable]');
    expect(await text(page, 'consumer-title')).toBe('Non disponibile');
    expect(await page.locator('[data-testid=consumer-register-form]').count()).toBe(0);
    expect(await page.getAttribute('[data-testid=consumer-home]', 'href')).toBe('/');
    expect(calls.some((c) => c.path.startsWith('/api/consumer/'))).toBe(false);
    await expectAccessible(page, 'consumer page, back-office user');
    await expectNoSideScroll(page, 'consumer page, back-office user');
    await signOut(page, base);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('says so when requests are rate limited, and speaks English', async () => {
    const base = env.server.baseUrl;
    const email = 'troppe.richieste@example.com';
    // The language menu is in the navbar, collapsed on a phone: pick English first, then narrow.
    const page = await env.browser.newPage();
    await page.goto(`${base}/consumer`);
    await page.waitForSelector('[data-testid=consumer-register-form]');
    await switchLanguage(page, 'en');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await text(page, 'consumer-title')).toBe('Register your device');
    await expectNoSideScroll(page, 'consumer step 1 at 320 px');

    // Use up the per-client-address limit (the per-e-mail one never changes the answer), then ask
    // through the screen: 429.
    await page.evaluate(async (address) => {
      for (let i = 0; i < 31; i++) {
        const res = await fetch(`/api/consumer/register?email=${encodeURIComponent(address)}&langKey=en`);
        if (res.status === 429) break;
      }
    }, email);
    const calls = recordCalls(page);
    await page.fill('#consumer-email', email);
    await page.check('[data-testid=consumer-privacy]');
    await page.click('[data-testid=consumer-register-submit]');
    await page.waitForSelector('[data-testid=consumer-register-error]');
    expect(await text(page, 'consumer-register-error')).toBe('Too many requests: please try again later.');
    expect(calls.find((c) => c.path === '/api/consumer/register')?.search).toContain('langKey=en');
    await expectAccessible(page, 'consumer step 1, rate limited (en)');
    const mails = (await env.server.outbox()).filter((m) => JSON.stringify(m.to).includes(email));
    expect(mails.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await switchLanguage(page, 'it');
    expectNoBrowserErrors(env.browser, [expectedHttpError(429)]);
    await page.close();
  });
});

import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment';
import { expectedHttpError, expectNoBrowserErrors, signInThroughUi, signOut, text } from './support/fixtures';

const linkIn = (body: string | undefined, path: string) => {
  const match = (body ?? '').match(new RegExp(`https?://\\S*${path}\\S*`));
  if (!match) throw new Error(`no ${path} link in ${body}`);
  return match[0];
};

describe('registration, activation and password reset through the screens', () => {
  const env = useE2eEnvironment();

  it('registers with the strength meter, activates through the mailed link and signs in', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/account/register`);
    await page.waitForSelector('[data-testid=register-title]');
    await page.fill('#login', 'giulia');
    await page.fill('#email', 'giulia.verdi@example.com');

    await page.fill('#firstPassword', 'abc');
    expect(await page.locator('[data-testid=strength-bar] [data-lit=true]').count()).toBe(1);
    await page.fill('#firstPassword', 'Giulia-2026!');
    expect(await page.locator('[data-testid=strength-bar] [data-lit=true]').count()).toBe(5);

    await page.fill('#secondPassword', 'Giulia-2026?');
    await page.click('[data-testid=register-submit]');
    expect(await text(page, 'secondPassword-error')).toBeTruthy(); // passwords do not match
    await page.fill('#secondPassword', 'Giulia-2026!');
    await page.click('[data-testid=register-submit]');
    await page.waitForSelector('[data-testid=register-success]');

    const mail = await env.server.waitForMail('giulia.verdi@example.com', '/account/activate/');
    const link = linkIn(mail.text, '/account/activate/');
    expect(link.startsWith(`${env.server.baseUrl}/account/activate/`)).toBe(true);
    await page.goto(link);
    await page.waitForSelector('[data-testid=activate-success]');

    // The same link a second time fails with the spec's message.
    await page.goto(link);
    await page.waitForSelector('[data-testid=activate-error]');

    await signInThroughUi(page, env.server.baseUrl, 'giulia', 'Giulia-2026!');
    expect(await text(page, 'home-logged-message')).toContain('giulia');
    expectNoBrowserErrors(env.browser, [expectedHttpError(400)]);
    await page.close();
  });

  it('shows the server error key when the login is taken', async () => {
    const page = await env.browser.newPage();
    await signOut(page, env.server.baseUrl);
    await page.goto(`${env.server.baseUrl}/register`);
    await page.fill('#login', 'admin');
    await page.fill('#email', 'someone.new@example.com');
    await page.fill('#firstPassword', 'Strong-pass1');
    await page.fill('#secondPassword', 'Strong-pass1');
    await page.click('[data-testid=register-submit]');
    await page.waitForSelector('[data-testid=register-error]');
    expect(await text(page, 'register-error')).toBeTruthy();
    expectNoBrowserErrors(env.browser, [expectedHttpError(400)]);
    await page.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const page = await env.browser.newPage();
    await signOut(page, env.server.baseUrl);
    await page.goto(`${env.server.baseUrl}/login`);
    await page.click('[data-testid=forgot-password]');
    await page.waitForSelector('[data-testid=reset-request-title]');
    await page.fill('#email', 'giulia.verdi@example.com');
    await page.click('[data-testid=reset-request-submit]');
    await page.waitForSelector('[data-testid=reset-request-success]');

    const mail = await env.server.waitForMail('giulia.verdi@example.com', '/account/reset/finish/');
    const link = linkIn(mail.text, '/account/reset/finish/');
    await page.goto(link);
    await page.waitForSelector('[data-testid=reset-finish-title]');
    await page.fill('#newPassword', 'Changed-2026!');
    await page.fill('#confirmPassword', 'Changed-2026!');
    await page.click('[data-testid=reset-finish-submit]');
    await page.waitForURL(`${env.server.baseUrl}/`);

    await signInThroughUi(page, env.server.baseUrl, 'giulia', 'Changed-2026!');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

import { describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './support/admin-api';
import { useE2eEnvironment } from './support/environment';
import { expectedHttpError, expectNoBrowserErrors, signInThroughUi, text } from './support/fixtures';

describe('user management end to end', () => {
  const env = useE2eEnvironment();

  it('creates a user who sets a password from the mail, then deactivates and deletes it', async () => {
    const base = env.server.baseUrl;
    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'admin', 'admin');
    await page.goto(`${base}/admin/user-management`);
    await page.click('[data-testid=user-create]');
    await page.waitForSelector('[data-testid=user-form]');

    // Bad input stays in the form.
    await page.fill('#login', 'bad login!');
    await page.fill('#email', 'not-an-email');
    await page.click('[data-testid=user-submit]');
    await page.waitForSelector('[data-testid=login-error]');
    await page.waitForSelector('[data-testid=email-error]');

    await page.fill('#login', 'tecnico1');
    await page.fill('#firstName', 'Teresa');
    await page.fill('#lastName', 'Conti');
    await page.fill('#email', 'teresa.conti@example.com');
    await page.selectOption('#langKey', 'en');
    await page.check('[data-testid=authority-ROLE_DEALER]');
    await page.click('[data-testid=user-submit]');
    await page.waitForSelector('[data-testid=user-row-tecnico1]');
    await page.waitForSelector('.Toastify__toast--success');

    // The mail's link lets the new user choose a password and sign in.
    const mail = await env.server.waitForMail('teresa.conti@example.com');
    const link = (mail.text ?? '').match(/https?:\/\/\S+\/account\/reset\/finish\/\S+/)![0];
    const userPage = await env.browser.newPage();
    await userPage.goto(link);
    await userPage.fill('#newPassword', 'Tecnico-pass1');
    await userPage.fill('#confirmPassword', 'Tecnico-pass1');
    await userPage.click('[data-testid=reset-finish-submit]');
    await userPage.waitForURL(`${base}/`);
    await userPage.close();
    await apiToken(base, 'tecnico1', 'Tecnico-pass1');

    // Deactivate from the list: the account can no longer sign in.
    await page.click('[data-testid=user-activated-tecnico1]');
    await page.waitForSelector('[data-testid=user-row-tecnico1][data-activated=false]');
    await expect(apiToken(base, 'tecnico1', 'Tecnico-pass1')).rejects.toThrow('401');

    // Details, then edit the authorities.
    await page.click('[data-testid=user-view-tecnico1]');
    expect(await text(page, 'user-field-profiles')).toContain('ROLE_DEALER');
    await page.click('[data-testid=user-detail-edit]');
    await page.waitForSelector('[data-testid=user-form]');
    await page.uncheck('[data-testid=authority-ROLE_DEALER]');
    await page.click('[data-testid=user-submit]');
    await page.waitForSelector('[data-testid=user-row-tecnico1]');
    const admin = await apiToken(base, 'admin', 'admin');
    const saved = await apiCall<{ authorities: string[]; activated: boolean }>(
      base,
      admin,
      'GET',
      '/api/users/tecnico1',
    );
    expect(saved).toMatchObject({ authorities: ['ROLE_USER'], activated: false });

    // Delete through the dialog.
    await page.click('[data-testid=user-delete-tecnico1]');
    expect(await text(page, 'delete-question')).toContain('tecnico1');
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector('[data-testid=user-row-tecnico1]', { state: 'detached' });
    await page.waitForSelector('[data-testid=delete-dialog]', { state: 'detached' });
    expectNoBrowserErrors(env.browser, [expectedHttpError(401)]);
    await page.close();
  });

  it('says why a taken login or an account owner is refused', async () => {
    const base = env.server.baseUrl;
    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'admin', 'admin');
    await page.goto(`${base}/admin/user-management/new`);
    await page.fill('#login', 'dealer');
    await page.fill('#email', 'someone.else@example.com');
    await page.click('[data-testid=user-submit]');
    await page.waitForSelector('.Toastify__toast--error');
    expect(await page.textContent('.Toastify__toast--error')).toContain('Nome utente già in uso');

    await page.goto(`${base}/admin/user-management/dealer/delete`);
    await page.click('[data-testid=delete-confirm]');
    await page.waitForSelector('.Toastify__toast--error >> text=account commerciale');
    expectNoBrowserErrors(env.browser, [expectedHttpError(400)]);
    await page.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { iotLogs } from '../apps/server/src/db/schema';
import { apiCall, apiToken } from './support/admin-api';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi, signOut, switchLanguage, text } from './support/fixtures';

/** Decision 018: forms (dates, lengths, formats), the account's language, and consistent screens. */

async function listLoaded(page: Page) {
  await page.waitForSelector('[data-testid^=entity-list-][data-busy=false]');
  await page.waitForSelector('[data-testid=entity-table], [data-testid=entity-empty]');
}

async function formLoaded(page: Page) {
  await page.waitForSelector('[data-testid=entity-form]');
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('forms, language and consistency', () => {
  const env = useE2eEnvironment();

  it('a date typed wrong shows an error and never empties the stored value; formats and lengths are checked', async () => {
    const base = env.server.baseUrl;
    const token = await apiToken(base, 'admin', 'admin');
    const partner = await apiCall<{ id: number }>(base, token, 'POST', '/api/com-partners', {
      name: 'Ada',
      surname: 'Lovelace',
      birthday: '1980-05-17',
      latitude: '44.6405',
    });
    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'admin', 'admin');
    await switchLanguage(page, 'it');

    // The list and the form show the date the same way.
    await page.goto(`${base}/com-partner?page=1&sort=id,desc`);
    await listLoaded(page);
    expect(await page.textContent(`[data-testid=entity-row-${partner.id}]`)).toContain('17/05/1980');
    await page.goto(`${base}/com-partner/${partner.id}/edit`);
    await formLoaded(page);
    expect(await text(page, 'entity-form-title')).toBe('Modifica partner');
    expect(await page.inputValue('#com-partner-birthday')).toBe('17/05/1980');

    // Impossible dates are refused in the form: nothing is sent, the stored date stays.
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') writes.push(r.url());
    });
    for (const typed of ['30/02/2024', '01/02/22024', 'ieri']) {
      await page.fill('#com-partner-birthday', typed);
      await page.click('[data-testid=entity-save]');
      await page.waitForSelector('[data-testid=com-partner-birthday-error]');
      expect(await text(page, 'com-partner-birthday-error'), typed).toBe(
        'Inserisci una data valida (GG/MM/AAAA).',
      );
      expect(await page.inputValue('#com-partner-birthday')).toBe(typed);
    }
    expect(writes).toEqual([]);
    expect(
      (await apiCall<{ birthday: string }>(base, token, 'GET', `/api/com-partners/${partner.id}`)).birthday,
    ).toBe('1980-05-17');

    // What a field's type implies is checked; the size limit is named.
    await page.fill('#com-partner-birthday', '29/02/2024');
    await page.fill('#com-partner-latitude', '95');
    await page.fill('#com-partner-longitude', 'est');
    await page.fill('#com-partner-email', 'ada-at-example');
    await page.fill('#com-partner-name', 'A'.repeat(256));
    await page.click('[data-testid=entity-save]');
    await page.waitForSelector('[data-testid=com-partner-latitude-error]');
    expect(await text(page, 'com-partner-latitude-error')).toBe(
      'Inserisci una latitudine tra -90 e 90 (ad esempio 44.6405).',
    );
    expect(await text(page, 'com-partner-longitude-error')).toBe('Questo campo deve essere un numero.');
    expect(await text(page, 'com-partner-email-error')).toBeTruthy();
    expect(await text(page, 'com-partner-name-error')).toBe('Questo campo non può superare 255 caratteri.');
    expect(await page.isVisible('[data-testid=com-partner-birthday-error]')).toBe(false);
    // The phone field stays free, as the spec leaves it.
    await page.fill('#com-partner-phone', 'chiedere in reception');
    await page.fill('#com-partner-latitude', '44,5');
    await page.fill('#com-partner-longitude', '-10.25');
    await page.fill('#com-partner-email', 'ada@example.com');
    await page.fill('#com-partner-name', 'Ada');
    await page.click('[data-testid=entity-save]');
    await listLoaded(page);
    const saved = await apiCall<Record<string, unknown>>(
      base,
      token,
      'GET',
      `/api/com-partners/${partner.id}`,
    );
    expect(saved).toMatchObject({
      birthday: '2024-02-29',
      latitude: '44.5',
      longitude: '-10.25',
      email: 'ada@example.com',
      phone: 'chiedere in reception',
    });
    expect(await page.textContent(`[data-testid=entity-row-${partner.id}]`)).toContain('29/02/2024');

    // The server applies the same rules to any client.
    const refused = await fetch(`${base}/api/com-partners/${partner.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...saved, latitude: '-90.5', birthday: '2023-02-29' }),
    });
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { fieldErrors: Array<{ field: string }> };
    expect(problem.fieldErrors.map((e) => e.field).sort()).toEqual(['birthday', 'latitude']);

    // The delete dialog names the record beside its id.
    await page.click(`[data-testid=delete-${partner.id}]`);
    expect(await text(page, 'delete-question')).toBe(
      `Sei sicuro di voler eliminare il partner ${partner.id} (Ada Lovelace)?`,
    );
    await page.click('[data-testid=delete-cancel]');

    // Form titles say what the form does.
    await page.goto(`${base}/nation/new`);
    await formLoaded(page);
    expect(await text(page, 'entity-form-title')).toBe('Crea una nuova nazione');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('IoT and device status logs are read-only in the screens', async () => {
    const base = env.server.baseUrl;
    const [log] = await env.server.database.db
      .insert(iotLogs)
      .values({ state: 'ERROR', operation: 'COMMAND', request: '{}', response: '{}' })
      .returning({ id: iotLogs.id });
    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'admin', 'admin');
    for (const name of ['iot-log', 'device-status-log']) {
      await page.goto(`${base}/${name}`);
      await listLoaded(page);
      expect(await page.isVisible('[data-testid=entity-create]'), name).toBe(false);
      expect(await page.$$('[data-testid^=edit-], [data-testid^=delete-]'), name).toHaveLength(0);
    }
    await page.goto(`${base}/iot-log/${log!.id}`);
    await page.waitForSelector('[data-testid=entity-detail]');
    expect(await page.isVisible('[data-testid=entity-back]')).toBe(true);
    expect(await page.isVisible('[data-testid=entity-edit]')).toBe(false);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('signs in in the account’s language, and the language menu changes the account’s too', async () => {
    const base = env.server.baseUrl;
    const token = await apiToken(base, 'gds', 'Demo-gds1');
    const account = await apiCall<Record<string, unknown>>(base, token, 'GET', '/api/account');
    await apiCall(base, token, 'POST', '/api/account', {
      login: account.login,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      langKey: 'en',
    });

    // A new session: the interface follows the account.
    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'gds', 'Demo-gds1');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=menu-devices]')?.textContent?.trim() === 'Devices',
    );

    // The menu's choice becomes the account's language.
    await switchLanguage(page, 'it');
    expect((await apiCall<{ langKey: string }>(base, token, 'GET', '/api/account')).langKey).toBe('it');
    await page.close();

    // A choice made before signing in is kept for the session, whatever the account says.
    const other = await env.browser.newPage();
    await signOut(other, base);
    await other.goto(`${base}/login`);
    await switchLanguage(other, 'en');
    await other.fill('#username', 'gds');
    await other.fill('#password', 'Demo-gds1');
    await other.click('[data-testid=login-submit]');
    await other.waitForSelector('[data-testid=home-logged-message]');
    await other.waitForTimeout(300);
    expect(await htmlLang(other)).toBe('en');
    expect((await apiCall<{ langKey: string }>(base, token, 'GET', '/api/account')).langKey).toBe('it');

    // Country names follow the interface language (the nations are stored in Italian).
    await other.close();
    const adminToken = await apiToken(base, 'admin', 'admin');
    const [germany] = await apiCall<Array<{ id: number }>>(
      base,
      adminToken,
      'GET',
      '/api/nations?code.equals=DE',
    );
    const adminPage = await env.browser.newPage();
    await signInThroughUi(adminPage, base, 'admin', 'admin');
    for (const [language, name] of [
      ['en', 'Germany'],
      ['it', 'Germania'],
    ] as const) {
      await switchLanguage(adminPage, language);
      await adminPage.goto(`${base}/nation/${germany!.id}`);
      await adminPage.waitForSelector('[data-testid=entity-detail]');
      expect(await text(adminPage, 'detail-name')).toBe(name);
    }
    expectNoBrowserErrors(env.browser);
    await adminPage.close();
  });

  it('leads from the Home page to the consumer page, in both languages, and back', async () => {
    const page = await env.browser.newPage();
    await signOut(page, env.server.baseUrl);
    await page.click('[data-testid=home-consumer-link]');
    await page.waitForSelector('[data-testid=consumer-title]');
    expect(new URL(page.url()).pathname).toBe('/consumer');
    expect(await text(page, 'consumer-title')).toBe('Registra il tuo dispositivo');
    await switchLanguage(page, 'en');
    expect(await text(page, 'consumer-title')).toBe('Register your device');
    // Step 1 of the registration: the e-mail form with the privacy box.
    await page.waitForSelector('[data-testid=consumer-register-form]');
    expect(await page.isVisible('[data-testid=consumer-privacy]')).toBe(true);
    await page.goBack();
    await page.waitForSelector('[data-testid=home-consumer-link]');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('the configuration page uses this product’s setting names', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
    await page.goto(`${env.server.baseUrl}/admin/configuration`);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'SMTP_URL',
      'IOT_PROVIDER',
      'REQUEST_TIMEOUT_MS',
    ])
      await page.waitForSelector(`[data-testid=property-${name}]`);
    expect(await page.textContent('main')).not.toMatch(/spring|jhipster/i);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { iotLogs } from '../apps/server/src/db/schema';
import { apiCall, apiToken } from './support/admin-api';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi, switchLanguage, text } from './support/fixtures';

const MENU = [
  'user-management',
  'tracker',
  'report',
  'metrics',
  'health',
  'configuration',
  'audits',
  'system',
  'logs',
  'docs',
];
const UNTRANSLATED = /^[a-z]+[A-Za-z]*(\.[a-zA-Z]+)+$/;

/** Every administration page, with the real data that proves it is the server's. */
const PAGES: Array<[path: string, title: string, check: (page: Page) => Promise<void>]> = [
  [
    '/admin/user-management',
    'user-management-title',
    async (page) => {
      await page.waitForSelector('[data-testid=user-row-admin]');
      expect(await page.textContent('[data-testid=item-count]')).toMatch(/\d/);
    },
  ],
  [
    '/admin/user-management/new',
    'user-edit-title',
    (page) => page.waitForSelector('[data-testid=authority-ROLE_ADMIN]').then(() => undefined),
  ],
  [
    '/admin/user-management/dealer',
    'user-detail-title',
    async (page) => {
      expect(await text(page, 'user-field-login')).toContain('dealer');
    },
  ],
  [
    '/admin/user-management/dealer/edit',
    'user-edit-title',
    async (page) => {
      await page.waitForSelector('[data-testid=user-form]');
      expect(await page.inputValue('#login')).toBe('dealer');
    },
  ],
  [
    '/admin/tracker',
    'tracker-title',
    async (page) => {
      await page.waitForSelector('[data-testid=tracker-row][data-user=admin][data-page="/admin/tracker"]');
    },
  ],
  [
    '/admin/report',
    'report-title',
    async (page) => {
      await page.waitForSelector('[data-testid=report-row][data-login=customer]');
      await page.waitForSelector('[data-testid=report-chart] [data-testid=bar-row]');
      expect(await text(page, 'report-total-requests')).toMatch(/^5/);
    },
  ],
  [
    '/admin/metrics',
    'metrics-title',
    async (page) => {
      await page.waitForSelector('[data-testid=memory-heap]');
      await page.waitForSelector('[data-testid=http-codes]');
      await page.waitForSelector('[data-testid=endpoint-table] tbody tr');
      await page.waitForSelector('[data-testid=metrics-database]');
      await page.waitForSelector('[data-testid=metrics-threads]');
      await page.waitForSelector('[data-testid=cache-userAuthorities]');
      expect(await text(page, 'system-cpuCount')).toMatch(/\d/);
    },
  ],
  [
    '/admin/health',
    'health-title',
    async (page) => {
      await page.waitForSelector('[data-testid=health-status-db][data-status=UP]');
      await page.click('[data-testid=health-details-diskSpace]');
      await page.waitForSelector('[data-testid=health-detail-free]');
      await page.click('[data-testid=health-details-close]');
      await page.waitForSelector('[data-testid=health-details]', { state: 'detached' });
    },
  ],
  [
    '/admin/configuration',
    'configuration-title',
    async (page) => {
      await page.waitForSelector('[data-testid=bean-security-properties]');
      expect(await page.textContent('[data-testid=property-JWT_SECRET]')).toContain('******');
      await page.fill('[data-testid=configuration-filter]', 'mail');
      await page.waitForSelector('[data-testid=bean-security-properties]', { state: 'detached' });
      await page.waitForSelector('[data-testid=bean-mail-properties]');
    },
  ],
  [
    '/admin/audits',
    'audits-title',
    async (page) => {
      await page.waitForSelector('[data-testid=audit-row][data-type=AUTHENTICATION_SUCCESS]');
    },
  ],
  [
    '/admin/system',
    'thread-dump-title',
    async (page) => {
      await page.waitForSelector('[data-testid=thread-row][data-state=RUNNABLE]');
      await page.waitForSelector('[data-testid=event-loop-utilization]');
    },
  ],
  [
    '/admin/logs',
    'logs-title',
    async (page) => {
      await page.waitForSelector('[data-testid=logger-row-ROOT]');
    },
  ],
  [
    '/admin/docs',
    'docs-title',
    async (page) => {
      await page.waitForSelector('[data-testid=docs-frame]');
      const frame = await (await page.$('[data-testid=docs-frame]'))!.contentFrame();
      await frame!.waitForSelector('.swagger-ui .information-container .title', { timeout: 45_000 });
      await frame!.waitForSelector('.opblock', { timeout: 45_000 });
      const doc = await page.evaluate(() => fetch('/v3/api-docs').then((r) => r.json()));
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/users', '/management/health']));
    },
  ],
];

describe('administration pages', () => {
  const env = useE2eEnvironment();

  beforeAll(async () => {
    // IoT provider calls for the report, written as the IoT area writes them (the API only reads them).
    const base = env.server.baseUrl;
    const token = await apiToken(base, 'admin', 'admin');
    const accounts = await apiCall<Array<{ id: number; userLogin: string }>>(
      base,
      token,
      'GET',
      '/api/user-accounts?size=50',
    );
    const customer = accounts.find((a) => a.userLogin === 'customer')!.id;
    const dealer = accounts.find((a) => a.userLogin === 'dealer')!.id;
    const month = new Date().toISOString().slice(0, 7);
    const logs = [
      [customer, 'SUCCESS'],
      [customer, 'SUCCESS'],
      [customer, 'ERROR'],
      [customer, 'DEPLETED_REQUESTS'],
      [dealer, 'SUCCESS'],
      [dealer, 'SUCCESS'],
    ] as const;
    await env.server.database.db.insert(iotLogs).values(
      logs.map(([userAccountId, state]) => ({
        userAccountId,
        state,
        operation: 'STATUS' as const,
        logTime: new Date(`${month}-01T12:00:00Z`),
      })),
    );
  });

  it.each(['it', 'en'] as const)(
    'opens every page in %s with the server’s data',
    async (language) => {
      const page = await env.browser.newPage();
      await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
      await switchLanguage(page, language);

      await page.click('#admin-menu');
      for (const entry of MENU) await page.waitForSelector(`[data-testid=admin-menu-${entry}]`);
      await page.click('[data-testid=admin-menu-metrics]');
      await page.waitForSelector('[data-testid=metrics-title]');

      for (const [path, title, check] of PAGES) {
        await page.goto(`${env.server.baseUrl}${path}`);
        await page.waitForSelector(`[data-testid=${title}]`);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await text(page, title)).not.toMatch(UNTRANSLATED);
        await check(page);
        const headers = await page.$$eval('main th, main h2, main h3, main label', (els) =>
          els.map((e) => e.textContent?.trim() ?? ''),
        );
        expect(
          headers.filter((h) => UNTRANSLATED.test(h)),
          path,
        ).toEqual([]);
      }
      await page.goto(`${env.server.baseUrl}/logout`);
      await page.waitForSelector('[data-testid=home-title]');
      expectNoBrowserErrors(env.browser);
      await page.close();
    },
    180_000,
  );

  it('shows the 403 text to a signed-in non-admin and no administration menu', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'dealer', 'Demo-dealer1');
    expect(await page.$('[data-testid=admin-menu]')).toBeNull();
    await page.goto(`${env.server.baseUrl}/admin/metrics`);
    await page.waitForSelector('[data-testid=not-authorized]');
    await page.goto(`${env.server.baseUrl}/logout`);
    await page.waitForSelector('[data-testid=home-title]');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

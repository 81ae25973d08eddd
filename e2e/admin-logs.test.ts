import { describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './support/admin-api';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi } from './support/fixtures';

type Loggers = { loggers: Record<string, { configuredLevel: string | null; effectiveLevel: string }> };

describe('log levels end to end', () => {
  const env = useE2eEnvironment();

  it('changes a level on the server from the logs page, and the change is audited', async () => {
    const base = env.server.baseUrl;
    const admin = await apiToken(base, 'admin', 'admin');
    const levels = async () => (await apiCall<Loggers>(base, admin, 'GET', '/management/loggers')).loggers;
    const page = await env.browser.newPage();
    await signInThroughUi(page, base, 'admin', 'admin');
    await page.goto(`${base}/admin/logs`);
    await page.waitForSelector('[data-testid=logger-row-ROOT][data-level=INFO]');

    await page.click('[data-testid=logger-ROOT-DEBUG]');
    await page.waitForSelector('[data-testid=logger-row-ROOT][data-level=DEBUG]');
    // Named loggers without their own level follow ROOT.
    await page.waitForSelector('[data-testid="logger-row-purifier.tracker"][data-level=DEBUG]');
    expect((await levels()).ROOT).toEqual({ configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG' });

    await page.fill('[data-testid=logs-filter]', 'users');
    await page.waitForSelector('[data-testid=logger-row-ROOT]', { state: 'detached' });
    await page.click('[data-testid="logger-purifier.users-WARN"]');
    await page.waitForSelector('[data-testid="logger-row-purifier.users"][data-level=WARN]');
    expect((await levels())['purifier.users']).toEqual({ configuredLevel: 'WARN', effectiveLevel: 'WARN' });
    await page.click('[data-testid="logger-purifier.users-inherit"]');
    await page.waitForSelector('[data-testid="logger-row-purifier.users"][data-level=DEBUG]');

    await page.fill('[data-testid=logs-filter]', '');
    await page.click('[data-testid=logger-ROOT-INFO]');
    await page.waitForSelector('[data-testid=logger-row-ROOT][data-level=INFO]');
    expect((await levels()).ROOT?.effectiveLevel).toBe('INFO');

    await page.goto(`${base}/admin/audits`);
    await page.waitForSelector('[data-testid=audit-row][data-type=LOGGER_LEVEL_CHANGED]');
    expect(await page.$$('[data-testid=audit-row][data-type=LOGGER_LEVEL_CHANGED]')).toHaveLength(4);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});

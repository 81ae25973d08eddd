import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { loadConfig } from '../../../config/config';
import { maskUrlPassword } from './config-report';

describe('management/configprops and management/env', () => {
  let t: TestApp;
  let admin: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        SMTP_URL: 'smtp://mailer:Smtp-Secret-1@127.0.0.1:9',
        ADMIN_PASSWORD: 'Admin-Secret-1',
        JWT_SECRET: 'a-jwt-secret-that-is-long-enough-for-hs512-0123456789',
      },
    });
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  it('masks the secrets everywhere', async () => {
    for (const url of ['/management/configprops', '/management/env']) {
      const body = (await get(url)).body;
      expect(body).not.toContain('Smtp-Secret-1');
      expect(body).not.toContain('Admin-Secret-1');
      expect(body).not.toContain('a-jwt-secret-that-is-long-enough');
      expect(body).toContain('******');
    }
  });

  it('GET management/configprops groups the settings by concern, under the names README documents', async () => {
    const res = await get('/management/configprops');
    expect(res.statusCode).toBe(200);
    const beans = res.json().contexts.purifierApp.beans;
    expect(beans['mail-properties']).toEqual({
      prefix: 'mail',
      properties: {
        SMTP_URL: 'smtp://mailer:******@127.0.0.1:9',
        MAIL_FROM: t.config.mailFrom,
        'mail (in use)': 'smtp',
      },
    });
    expect(beans['security-properties'].properties).toMatchObject({
      JWT_SECRET: '******',
      ADMIN_PASSWORD: '******',
      TOKEN_VALIDITY_SECONDS: t.config.tokenValiditySeconds,
    });
    expect(beans['server-properties'].properties).toMatchObject({ PORT: t.config.port, HOST: t.config.host });
    expect(beans['iot-properties'].properties).toMatchObject({
      IOT_PROVIDER: 'simulator',
      TUYA_CLIENT_SECRET: null,
    });
    // Every setting of README's configuration table, and no Spring names.
    const readme = readFileSync(new URL('../../../../../../README.md', import.meta.url), 'utf8');
    const documented = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1]);
    const shown = Object.values(beans).flatMap((bean) =>
      Object.keys((bean as { properties: object }).properties),
    );
    expect(documented.length).toBeGreaterThan(15);
    expect(shown).toEqual(expect.arrayContaining(documented));
    expect(res.body).not.toMatch(/spring|jhipster/);
  });

  it('GET management/env gives the profiles and the property sources', async () => {
    const res = await get('/management/env');
    const body = res.json();
    expect(body.activeProfiles).toEqual(['dev', 'api-docs']);
    const [settings, runtime] = body.propertySources;
    expect(settings.properties.JWT_SECRET).toEqual({ value: '******' });
    expect(settings.properties.ADMIN_PASSWORD).toEqual({ value: '******' });
    expect(settings.properties.SMTP_URL).toEqual({ value: 'smtp://mailer:******@127.0.0.1:9' });
    expect(settings.properties.BASE_URL).toEqual({ value: 'http://backoffice.test' });
    expect(runtime.properties['node.version']).toEqual({ value: process.version });
  });

  it.each([
    ['postgres://app:pw@db:5432/app', 'postgres://app:******@db:5432/app'],
    ['redis://:pw@cache:6379/0', 'redis://:******@cache:6379/0'],
    ['rediss://default:p%40ss@cache:6380', 'rediss://default:******@cache:6380'],
    ['smtp://127.0.0.1:25', 'smtp://127.0.0.1:25'],
    ['postgres://app@db/app', 'postgres://app@db/app'],
  ])('masks the password of %s', (url, masked) => {
    expect(maskUrlPassword(url)).toBe(masked);
  });

  it('accepts REDIS_URL only as a redis:// or rediss:// URL, naming it otherwise', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: t.config.dataDir };
    expect(loadConfig({ ...base, REDIS_URL: 'rediss://:pw@cache:6380/1' }).redisUrl).toBe(
      'rediss://:pw@cache:6380/1',
    );
    expect(() => loadConfig({ ...base, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis/,
    );
  });
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cfg-'));

describe('loadConfig', () => {
  it('defaults to the dev profile on port 8080 with API docs and an outbox', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      profile: 'dev',
      apiDocs: true,
      baseUrl: 'http://localhost:8080',
      dataDir: dir,
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  it('generates the dev JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PROFILE: 'staging' }, 'PROFILE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ BASE_URL: 'not a url' }, 'BASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ API_DOCS: 'maybe' }, 'API_DOCS'],
    [{ PROFILE: 'prod' }, 'JWT_SECRET'],
    [{ PROFILE: 'prod', JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ KEEP_ALIVE_TIMEOUT_MS: '10' }, 'KEEP_ALIVE_TIMEOUT_MS'],
    [{ IOT_PROVIDER: 'aws' }, 'IOT_PROVIDER'],
    [{ IOT_SIMULATOR_SEED: '-1' }, 'IOT_SIMULATOR_SEED'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
    [{ METRICS_ALLOW: '10.0.0.0/33' }, 'METRICS_ALLOW'],
    [{ METRICS_ALLOW: '10.0.0.1,prometheus.internal' }, 'METRICS_ALLOW'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('names each missing Tuya variable through the one schema', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), IOT_PROVIDER: 'tuya', TUYA_CLIENT_ID: 'abc' })).toThrow(
      /TUYA_CLIENT_SECRET: required when IOT_PROVIDER=tuya[\s\S]*TUYA_BASE_URL: required/,
    );
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxies', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
  });

  it('reads the scrape settings: METRICS_TOKEN and the METRICS_ALLOW addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toEqual({ scrapeAllow: [] });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        METRICS_TOKEN: 's'.repeat(20),
        METRICS_ALLOW: '10.0.0.5, 10.1.0.0/16,::1',
      }).metrics,
    ).toEqual({ scrapeToken: 's'.repeat(20), scrapeAllow: ['10.0.0.5', '10.1.0.0/16', '::1'] });
  });

  it('accepts a complete prod configuration and switches API docs off by default', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PROFILE: 'prod',
      JWT_SECRET: 'x'.repeat(40),
      BASE_URL: 'https://bo.example.com/',
    });
    expect(config).toMatchObject({
      profile: 'prod',
      apiDocs: false,
      baseUrl: 'https://bo.example.com',
      jwtSecret: 'x'.repeat(40),
    });
  });
});

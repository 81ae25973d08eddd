import { describe, expect, it } from 'vitest';
import { AUDIT_EVENT_TYPES, IOT_USAGE_SORT_FIELDS, USER_SORT_FIELDS } from '@app/contracts';
import { catalogs } from '../index';

/**
 * Keys the administration pages build at run time (menu entries, audit event types, states ...),
 * which the web's static key check cannot see: each must exist in both languages.
 */
const lookup = (catalog: Record<string, unknown>, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

const each = (prefix: string, names: readonly string[]) => names.map((n) => `${prefix}.${n}`);

const KEYS = [
  ...each('admin.menu', [
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
  ]),
  ...each('audits.types', AUDIT_EVENT_TYPES),
  ...each('threadDump.states', ['RUNNABLE', 'WAITING', 'TIMED_WAITING', 'BLOCKED']),
  ...each('threadDump.kinds', ['eventLoop', 'worker', 'handle', 'request']),
  ...each('health.status', ['UP', 'DOWN', 'UNKNOWN', 'OUT_OF_SERVICE']),
  ...each('health.indicator', ['db', 'diskSpace', 'mail', 'iotProvider', 'ping', 'redis']),
  ...each('userManagement', [...USER_SORT_FIELDS, 'profiles', 'created', 'updated', 'deleted']),
  ...each('userManagement.errors', ['selflockout', 'selfdelete', 'userinuse']),
  ...each('metrics.system', [
    'uptime',
    'startTime',
    'processCpu',
    'systemCpu',
    'cpuCount',
    'loadAverage',
    'openFiles',
    'maxFiles',
  ]),
  ...each('metrics.database', ['active', 'idle', 'pending', 'min', 'max']),
  ...each('metrics.gc', ['maxDataSize', 'liveDataSize', 'promoted']),
  ...each('metrics.gc.kinds', ['major', 'minor', 'other']),
  ...each('metrics.cache.names', ['userAuthorities', 'healthMail']),
  ...each('report.totals', ['accounts', 'requests', 'errors', 'depleted', 'depletedAccounts']),
  ...each(
    'report.table',
    IOT_USAGE_SORT_FIELDS.map((f) => (f === 'login' ? 'account' : f)),
  ),
];

describe('administration texts built at run time', () => {
  it.each(['it', 'en'] as const)('are all in the %s catalog', (language) => {
    const missing = KEYS.filter((key) => typeof lookup(catalogs[language], key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('keep the alert placeholder the server fills in', () => {
    for (const language of ['it', 'en'] as const)
      for (const action of ['created', 'updated', 'deleted'])
        expect(lookup(catalogs[language], `userManagement.${action}`)).toContain('{{param}}');
  });
});

import { describe, expect, it } from 'vitest';
import { BACKGROUND_JOB_STATES, JOB_STATE_FILTERS } from '@app/contracts';
import { catalogs } from '../index';

/** Keys the Jobs page builds at run time (job states, filters, columns): each in both languages. */
const KEYS = [
  'admin.menu.jobs',
  ...BACKGROUND_JOB_STATES.map((state) => `adminJobs.states.${state}`),
  ...JOB_STATE_FILTERS.map((filter) => `adminJobs.filters.${filter}`),
  ...['state', 'attempts', 'created', 'started', 'completed', 'error', 'data', 'actions'].map(
    (column) => `adminJobs.jobs.columns.${column}`,
  ),
  'audits.types.BACKGROUND_JOB_RETRIED',
  'audits.types.BACKGROUND_JOB_CANCELLED',
];

const lookup = (catalog: Record<string, unknown>, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('the Jobs page texts built at run time', () => {
  it.each(['it', 'en'] as const)('are all in the %s catalog', (language) => {
    expect(KEYS.filter((key) => typeof lookup(catalogs[language], key) !== 'string')).toEqual([]);
  });
});

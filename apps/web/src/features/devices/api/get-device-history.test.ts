import { describe, expect, it } from 'vitest';
import { historyInterval } from './get-device-history';

const DAY = 86_400_000;
const START = Date.parse('2026-03-01T00:00:00.000Z');
const spanOf = (ms: number) =>
  historyInterval(new Date(START).toISOString(), new Date(START + ms).toISOString());

describe('historyInterval (the bucket width per span)', () => {
  it.each([
    ['an hour', 3_600_000, 900],
    ['just under 3 days', 3 * DAY - 1000, 900],
    ['3 days', 3 * DAY, 3_600],
    ['just under 10 days', 10 * DAY - 1000, 3_600],
    ['10 days', 10 * DAY, 7_200],
    ['a year', 366 * DAY, 7_200],
  ])('%s: %s ms -> %i s', (_, span, seconds) => {
    expect(spanOf(span)).toBe(seconds);
  });
});

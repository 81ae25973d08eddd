import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('Italian and English, from now to minutes, hours and days', () => {
    expect(relativeTime(ago(20), NOW, 'it')).toBe('ora');
    expect(relativeTime(ago(20), NOW, 'en')).toBe('now');
    expect(relativeTime(ago(125), NOW, 'it')).toBe('2 min fa');
    expect(relativeTime(ago(125), NOW, 'en')).toMatch(/^2 min\.? ago$/);
    expect(relativeTime(ago(3 * 3600 + 10), NOW, 'it')).toBe('3 h fa');
    expect(relativeTime(ago(3 * 3600 + 10), NOW, 'en')).toMatch(/^3 hr\.? ago$/);
    expect(relativeTime(ago(26 * 3600), NOW, 'it')).toBe('ieri');
    expect(relativeTime(ago(3 * 86400), NOW, 'en')).toBe('3 days ago');
  });

  it('a time ahead of the clock reads as now; no time is empty', () => {
    expect(relativeTime(new Date(NOW + 90_000).toISOString(), NOW, 'en')).toBe('now');
    expect(relativeTime('not a time', NOW, 'it')).toBe('');
  });
});

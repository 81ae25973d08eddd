import { describe, expect, it } from 'vitest';
import { formatSeconds, isDeferred, parseStateFilter, shortData, shortJobId } from './job-text';

describe('the Jobs page texts', () => {
  it('shortens a job id to its first block', () => {
    expect(shortJobId('0f3a9c12-1111-4222-8333-444455556666')).toBe('0f3a9c12');
    expect(shortJobId('plain')).toBe('plain');
  });

  it('shows data on one line, cut with an ellipsis only when longer than asked', () => {
    expect(shortData(null)).toBeNull();
    expect(shortData('{"n":1}')).toBe('{"n":1}');
    expect(shortData('{\n  "a": 1,\n  "b": 2\n}')).toBe('{ "a": 1, "b": 2 }');
    const long = shortData(JSON.stringify({ devices: Array.from({ length: 50 }, (_, i) => i) }), 20)!;
    expect(long).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
    expect(shortData('12345', 5)).toBe('12345');
  });

  it('reads only the known state filters from the address', () => {
    expect(parseStateFilter('failed')).toBe('failed');
    expect(parseStateFilter('waiting')).toBe('waiting');
    expect(parseStateFilter('created')).toBeUndefined();
    expect(parseStateFilter(null)).toBeUndefined();
  });

  it('tells a job held back until later', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(isDeferred('2026-11-28T10:05:00Z', now)).toBe(true);
    expect(isDeferred('2026-11-28T09:55:00Z', now)).toBe(false);
  });

  it('says a period in its two largest units', () => {
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(300)).toBe('5 min');
    expect(formatSeconds(5_430)).toBe('1 h 30 min');
    expect(formatSeconds(1_209_600)).toBe('14 d');
    expect(formatSeconds(90_061)).toBe('1 d 1 h');
    expect(formatSeconds(0)).toBe('0 s');
  });
});

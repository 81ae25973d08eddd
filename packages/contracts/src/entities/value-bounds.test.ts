import { describe, expect, it } from 'vitest';
import { entityByName } from './index';
import { entityBodySchema } from './entity-body';
import { parseListQuery } from './list-query';
import { boundsViolation, isCalendarDate, isInstantInRange } from './value-bounds';

describe('value bounds', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2024-04-31', false],
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['9999-12-31', true],
    ['0000-01-01', false],
    ['10000-01-01', false],
    ['2024-1-01', false],
  ])('calendar date %s: %s', (text, ok) => expect(isCalendarDate(text)).toBe(ok));

  it('holds instants of years 1900..9999 UTC', () => {
    expect(isInstantInRange(new Date('1900-01-01T00:00:00Z'))).toBe(true);
    expect(isInstantInRange(Date.parse('9999-12-31T23:59:59.999Z'))).toBe(true);
    expect(isInstantInRange(Date.parse('9999-12-31T23:00:00-05:00'))).toBe(false);
    expect(isInstantInRange(Date.parse('1899-12-31T23:59:59Z'))).toBe(false);
    expect(isInstantInRange(Number.NaN)).toBe(false);
  });

  it('names the broken constraint', () => {
    const int4 = { integer: true, min: -2147483648, max: 2147483647 };
    expect(boundsViolation(2147483647, int4)).toBeUndefined();
    expect(boundsViolation(2147483648, int4)).toBe('Max');
    expect(boundsViolation(-2147483649, int4)).toBe('Min');
    expect(boundsViolation(1.5, int4)).toBe('InvalidType');
    expect(boundsViolation(1e-50, { minMagnitude: 1.5e-45 })).toBe('Min');
    expect(boundsViolation(0, { minMagnitude: 1.5e-45 })).toBeUndefined();
    expect(boundsViolation('😀😀', { maxLength: 2 })).toBeUndefined();
    expect(boundsViolation('abc', { maxLength: 2 })).toBe('Size');
    expect(boundsViolation(5, undefined)).toBeUndefined();
  });

  it('bounds entity bodies and criteria values when given the column bounds', () => {
    const model = entityByName('device-model')!;
    const bounds = {
      id: { integer: true, min: -2147483648, max: 2147483647 },
      consumption1: { min: -99999999.99, max: 99999999.99 },
    };
    const body = entityBodySchema(model, bounds);
    expect(body.safeParse({ consumption1: 1e308 }).success).toBe(false);
    expect(body.safeParse({ consumption1: 99999999.99 }).success).toBe(true);
    expect(body.safeParse({ id: 2147483648 }).success).toBe(false);
    const list = parseListQuery(model, { 'id.in': '1,2147483648' }, { bounds });
    expect(list.ok).toBe(false);
    expect(parseListQuery(model, { 'id.in': '1,2147483647' }, { bounds }).ok).toBe(true);
    // Without bounds (the web form), only the JS number limits apply.
    expect(entityBodySchema(model).safeParse({ consumption1: 1e308 }).success).toBe(true);
  });
});

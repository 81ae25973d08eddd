import { describe, expect, it } from 'vitest';
import {
  bigint,
  char,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  real,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { columnBounds, idSchema } from './column-bounds';
import { deviceModels, deviceStatusLogs, nations, users } from './schema';

describe('columnBounds', () => {
  it('reads the ranges of the schema columns', () => {
    expect(columnBounds(nations.id)).toEqual({ integer: true, min: -2147483648, max: 2147483647 });
    expect(columnBounds(deviceStatusLogs.id)?.max).toBe(Number.MAX_SAFE_INTEGER);
    expect(columnBounds(deviceModels.consumption1)).toEqual({ min: -99999999.99, max: 99999999.99 });
    expect(columnBounds(users.login)).toEqual({ maxLength: 50 });
    expect(columnBounds(nations.name)).toBeUndefined();
  });

  it('covers every numeric and character type drizzle builds', () => {
    const probe = pgTable('probe', {
      small: smallint('small'),
      int: integer('int'),
      big: bigint('big', { mode: 'number' }),
      float4: real('float4'),
      float8: doublePrecision('float8'),
      whole: numeric('whole', { precision: 5, scale: 0 }),
      anyNumeric: numeric('any_numeric'),
      short: varchar('short', { length: 10 }),
      fixed: char('fixed', { length: 2 }),
      free: text('free'),
    });
    expect(columnBounds(probe.small)?.max).toBe(32767);
    expect(columnBounds(probe.int)?.max).toBe(2147483647);
    expect(columnBounds(probe.big)?.max).toBe(Number.MAX_SAFE_INTEGER);
    expect(columnBounds(probe.float4)?.max).toBeCloseTo(3.4028234663852886e38);
    expect(columnBounds(probe.float8)).toBeUndefined();
    expect(columnBounds(probe.whole)).toEqual({ integer: true, min: -99999, max: 99999 });
    expect(columnBounds(probe.anyNumeric)).toBeUndefined();
    expect(columnBounds(probe.short)).toEqual({ maxLength: 10 });
    expect(columnBounds(probe.fixed)).toEqual({ maxLength: 2 });
    expect(columnBounds(probe.free)).toBeUndefined();
  });

  it('builds id parameters that stop at the column maximum', () => {
    const id = idSchema(nations.id);
    expect(id.safeParse('2147483647').success).toBe(true);
    expect(id.safeParse('2147483648').success).toBe(false);
    expect(id.safeParse('0').success).toBe(false);
    expect(idSchema(deviceStatusLogs.id).safeParse('2147483648').success).toBe(true);
  });
});

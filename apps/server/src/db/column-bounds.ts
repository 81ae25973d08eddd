import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ValueBounds } from '@app/contracts';

const INT2: ValueBounds = { integer: true, min: -32_768, max: 32_767 };
const INT4: ValueBounds = { integer: true, min: -2_147_483_648, max: 2_147_483_647 };
/** bigint read as a JS number: exact only within the safe range, which is inside int8. */
const INT8_AS_NUMBER: ValueBounds = {
  integer: true,
  min: Number.MIN_SAFE_INTEGER,
  max: Number.MAX_SAFE_INTEGER,
};
/** float4: largest finite value and smallest subnormal (PostgreSQL refuses what rounds to 0 or infinity). */
const REAL: ValueBounds = { min: -3.4028234663852886e38, max: 3.4028234663852886e38, minMagnitude: 1.5e-45 };

/**
 * What a column holds, read from its Drizzle definition: integer -> int4 range, bigint -> the JS
 * safe range, numeric(p, s) -> +-(10^(p-s) - 10^-s), real -> float4, varchar(n)/char(n) -> n
 * characters. Undefined when the type needs no numeric or length limit (text, boolean, double
 * precision, which holds every finite JS number; dates are limited by kind, see value-bounds).
 */
export function columnBounds(column: PgColumn): ValueBounds | undefined {
  const c = column as PgColumn & { precision?: number; scale?: number; length?: number };
  switch (column.columnType) {
    case 'PgSmallInt':
    case 'PgSmallSerial':
      return INT2;
    case 'PgInteger':
    case 'PgSerial':
      return INT4;
    case 'PgBigInt53':
    case 'PgBigSerial53':
    case 'PgBigInt64':
    case 'PgBigSerial64':
      return INT8_AS_NUMBER;
    case 'PgReal':
      return REAL;
    case 'PgNumeric':
    case 'PgNumericNumber':
    case 'PgNumericBigInt': {
      if (c.precision === undefined) return undefined; // unconstrained numeric holds any finite number
      const scale = c.scale ?? 0;
      const max = 10 ** (c.precision - scale) - 10 ** -scale;
      return scale === 0 ? { integer: true, min: -max, max } : { min: -max, max };
    }
    case 'PgVarchar':
    case 'PgChar':
      return c.length === undefined ? undefined : { maxLength: c.length };
    default:
      return undefined;
  }
}

/**
 * A positive id of a path or query parameter, as the text arrives, bounded by its column (an
 * integer id stops at 2,147,483,647): larger ids answer 400 naming the parameter instead of
 * failing in the database. The column, or its bounds as the generic entities expose them.
 */
export function idSchema(column: PgColumn | ValueBounds | undefined) {
  const bounds = column && 'columnType' in column ? columnBounds(column) : column;
  const max = Math.min(bounds?.max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  return z.coerce.number().int().positive().max(max);
}

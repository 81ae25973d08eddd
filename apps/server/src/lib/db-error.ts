/** The PostgreSQL SQLSTATE of a failed query (drizzle wraps the driver's error as `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';
export const NOT_NULL_VIOLATION = '23502';

/** The error and its causes (`cause`, and the `errors` of an AggregateError), outermost first. */
function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length && seen < 20; seen += 1) {
    const e = queue.shift();
    if (!e || typeof e !== 'object') continue;
    yield e as Record<string, unknown>;
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    if (cause) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
}

/** Network failures reaching a server (node-postgres reports them with these codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and PGlite messages of a lost, refused, timed-out or closed connection. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|Client was closed and is not queryable|PGlite is clos(ed|ing)/;

/**
 * The database cannot be reached right now (refused, lost or timed-out connection, server shutting
 * down, pool ended, PGlite closed): the request may succeed later, so it answers 503. Nothing is
 * remembered: the next request tries the database again, so service comes back by itself. Other
 * adapters (IoT, mail) turn their own network failures into AppErrors before they get here.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    // Class 08 is a connection exception, except 08P01 (protocol violation: a malformed request).
    if (
      NETWORK_CODES.has(code) ||
      UNAVAILABLE_STATES.has(code) ||
      (/^08[0-9A-Z]{3}$/.test(code) && code !== '08P01')
    )
      return true;
    if (UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

const DATA_ERROR_TEXT: Record<string, string> = {
  '22001': 'A text is longer than its field allows.',
  '22003': 'A number is out of the range its field allows.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of the range its field allows.',
  '22021': 'A text contains a character that cannot be stored.',
  '22P05': 'A text contains a character that cannot be stored.',
  '22P02': 'A value does not have the format its field expects.',
  '54000': 'A value is too large to be stored or searched.',
};

/**
 * Input the database itself refused (class 22 data exceptions: too long, out of range, bad date,
 * bad byte sequence, bad number syntax; class 54 program limits such as an index row too big):
 * the request's fault, so it answers 400. Returns a description without the value, or undefined.
 */
export function dataExceptionText(error: unknown): string | undefined {
  const state = sqlState(error);
  if (!state || !(state.startsWith('22') || state.startsWith('54'))) return undefined;
  return (
    DATA_ERROR_TEXT[state] ??
    (state.startsWith('22') ? 'A value is not valid for its field.' : 'The request is too large to process.')
  );
}

/**
 * What may be logged of a database error: its SQLSTATE, severity, routine and the names of the
 * table/column/constraint, the SQL text (placeholders only) and messages with quoted values masked
 * — never the query parameters, `detail`, `where` or `hint`, which carry user-supplied values.
 * Undefined when the error does not come from the database.
 */
export function safeDatabaseError(error: unknown): Record<string, unknown> | undefined {
  const chain = [...errorChain(error)];
  const wrapper = chain.find((e) => typeof e.query === 'string' && 'params' in e);
  const driver = chain.find(
    (e) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e,
  );
  if (!wrapper && !driver && !isDatabaseUnavailable(error)) return undefined;
  const top = chain[0]!;
  const mask = (text: unknown) =>
    typeof text === 'string'
      ? text.replace(/"(?:[^"]|"")*"|'(?:[^']|'')*'/g, '"…"').slice(0, 500)
      : undefined;
  const pick = (e: Record<string, unknown> | undefined, key: string) =>
    e && typeof e[key] === 'string' ? (e[key] as string) : undefined;
  const stack =
    typeof top.stack === 'string' ? top.stack.split('\n').filter((l) => l.startsWith('    at ')) : [];
  return {
    // DrizzleQueryError does not set `name`; its class does.
    type: top.constructor?.name && top.constructor.name !== 'Object' ? top.constructor.name : 'Error',
    message: wrapper ? 'Failed query' : mask(top.message),
    query: wrapper ? (wrapper.query as string).slice(0, 1000) : undefined,
    code: pick(driver, 'code') ?? chain.map((e) => e.code).find((c) => typeof c === 'string'),
    severity: pick(driver, 'severity'),
    routine: pick(driver, 'routine'),
    table: pick(driver, 'table'),
    column: pick(driver, 'column'),
    constraint: pick(driver, 'constraint'),
    cause: driver ? mask(driver.message) : chain.length > 1 ? mask(chain.at(-1)!.message) : undefined,
    stack: stack.join('\n'),
  };
}

/**
 * A constraint the request broke that its service did not check first (two requests creating the
 * same login at once, a related record deleted meanwhile): 400 duplicate / related record missing
 * / required value, 409 still referenced. Undefined for other errors. No values in the text.
 */
export function integrityViolation(
  error: unknown,
): { status: number; errorKey: string; detail: string } | undefined {
  const state = sqlState(error);
  if (!state?.startsWith('23')) return undefined;
  switch (state) {
    case UNIQUE_VIOLATION:
      return { status: 400, errorKey: 'duplicate', detail: 'Another record already has this value.' };
    case FOREIGN_KEY_VIOLATION: {
      const driver = [...errorChain(error)].find((e) => e.code === FOREIGN_KEY_VIOLATION);
      return String(driver?.message ?? '').startsWith('update or delete')
        ? { status: 409, errorKey: 'inuse', detail: 'The record is still referenced by other records.' }
        : { status: 400, errorKey: 'validation', detail: 'A related record does not exist.' };
    }
    case NOT_NULL_VIOLATION:
      return { status: 400, errorKey: 'validation', detail: 'A required value is missing.' };
    default:
      return { status: 400, errorKey: 'validation', detail: 'A value breaks a rule of the data.' };
  }
}

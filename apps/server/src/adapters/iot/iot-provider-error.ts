import type { IotOperation } from './iot-provider';

/**
 * What went wrong, in the terms the API layer maps to HTTP:
 * offline 409/503-ish, unsupported 400, not_found 404, invalid 400, rate_limited 429,
 * timeout 504 (outcome unknown for commands), unavailable 502/503, auth and forbidden 502 (our
 * credentials or subscription, never the user's fault).
 */
export type IotErrorKind =
  | 'offline'
  | 'unsupported'
  | 'not_found'
  | 'invalid'
  | 'rate_limited'
  | 'timeout'
  | 'unavailable'
  | 'auth'
  | 'forbidden';

/**
 * A Tuya error code, or what happened when no Tuya answer came back: TIMEOUT (no answer in time;
 * the call may have been carried out), NETWORK (connection lost after sending; same doubt),
 * UNREACHABLE (no connection at all; certainly not carried out), BAD_RESPONSE (not a Tuya envelope).
 */
export type IotErrorCode = number | 'TIMEOUT' | 'NETWORK' | 'UNREACHABLE' | 'BAD_RESPONSE';

/** Error codes of Tuya's cloud API (its documented error code table) with the kind each one means. */
const KIND_BY_CODE: Record<number, IotErrorKind> = {
  500: 'unavailable',
  1000: 'not_found',
  1001: 'auth',
  1002: 'auth',
  1003: 'auth',
  1004: 'auth',
  1005: 'auth',
  1010: 'auth',
  1011: 'auth',
  1012: 'auth',
  1013: 'auth',
  1100: 'invalid',
  1101: 'invalid',
  1102: 'invalid',
  1103: 'unavailable',
  1104: 'invalid',
  1105: 'auth',
  // "permission deny": what Tuya answers for a device that is not in the project.
  1106: 'not_found',
  1107: 'invalid',
  1108: 'invalid',
  1109: 'invalid',
  1110: 'rate_limited',
  1111: 'unavailable',
  1113: 'rate_limited',
  1199: 'rate_limited',
  2001: 'offline',
  2003: 'unsupported',
  2008: 'unsupported',
  2009: 'unsupported',
  2010: 'not_found',
  28841002: 'forbidden',
  28841101: 'forbidden',
  28841105: 'forbidden',
};

/** Transient: trying again later may work. */
const RETRIABLE_KINDS: ReadonlySet<IotErrorKind> = new Set(['rate_limited', 'timeout', 'unavailable']);

export function kindOfCode(code: IotErrorCode): IotErrorKind {
  if (code === 'TIMEOUT') return 'timeout';
  if (typeof code === 'string') return 'unavailable';
  return KIND_BY_CODE[code] ?? 'unavailable';
}

export class IotProviderError extends Error {
  readonly kind: IotErrorKind;
  readonly retriable: boolean;

  constructor(
    readonly code: IotErrorCode,
    message: string,
    readonly operation?: IotOperation,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'IotProviderError';
    this.kind = kindOfCode(code);
    // An unknown code is reported as unavailable but not retried: nothing says it is transient.
    this.retriable = RETRIABLE_KINDS.has(this.kind) && (typeof code === 'string' || code in KIND_BY_CODE);
  }

  /** What IotLog and logs keep: no stack, no token. */
  toJSON(): { code: IotErrorCode; kind: IotErrorKind; retriable: boolean; message: string } {
    return { code: this.code, kind: this.kind, retriable: this.retriable, message: this.message };
  }
}

export const isIotProviderError = (error: unknown): error is IotProviderError =>
  error instanceof IotProviderError;

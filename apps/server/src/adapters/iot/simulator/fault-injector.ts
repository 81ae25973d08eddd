import type { IotErrorCode } from '../iot-provider-error';
import type { IotOperation } from '../iot-provider';
import { createRandom, type Random } from './fleet-random';

/** The simulator's operations plus the fake cloud's token calls. */
export type FaultOperation = IotOperation | 'token';

/**
 * Faults for tests and benchmarks, shared by the in-process simulator and the fake Tuya cloud.
 * A fault code is a Tuya code (answered as a refusal, nothing done), 'NETWORK' (connection
 * dropped before anything is done) or 'TIMEOUT' (the call is carried out, the answer never comes:
 * the ambiguous case). Latency is added after the work, before the answer.
 */
export interface FaultOptions {
  /** Only these operations; default all. */
  operations?: readonly FaultOperation[];
  message?: string;
}

interface ErrorRule {
  code: IotErrorCode;
  operations: ReadonlySet<FaultOperation> | null;
  message?: string;
  remaining: number | null;
  ratio: number;
}

export interface InjectedFault {
  code: IotErrorCode;
  message?: string;
}

export class FaultInjector {
  private rules: ErrorRule[] = [];
  private latency: { min: number; max: number; operations: ReadonlySet<FaultOperation> | null } | null = null;
  private readonly random: Random;
  private epoch = 0;

  constructor(seed = 1) {
    this.random = createRandom(seed);
  }

  /** Every call (of the given operations) waits this long, or a uniform draw in [min, max]. */
  setLatency(ms: number | { min: number; max: number }, options: FaultOptions = {}): this {
    const [min, max] = typeof ms === 'number' ? [ms, ms] : [ms.min, ms.max];
    this.latency = { min, max, operations: toSet(options.operations) };
    return this;
  }

  /** The next `count` calls (of the given operations) fail with `code`. */
  failNext(count: number, code: IotErrorCode, options: FaultOptions = {}): this {
    this.rules.push({
      code,
      operations: toSet(options.operations),
      message: options.message,
      remaining: count,
      ratio: 1,
    });
    return this;
  }

  /** Each call (of the given operations) fails with `code` with probability `ratio` (seeded). */
  failRatio(ratio: number, code: IotErrorCode, options: FaultOptions = {}): this {
    this.rules.push({
      code,
      operations: toSet(options.operations),
      message: options.message,
      remaining: null,
      ratio,
    });
    return this;
  }

  /** Fake cloud: every access token issued so far is expired from now on (refresh tokens still work). */
  expireTokens(): this {
    this.epoch++;
    return this;
  }

  /** Tokens issued in an older epoch than this are expired. */
  get tokenEpoch(): number {
    return this.epoch;
  }

  clear(): this {
    this.rules = [];
    this.latency = null;
    return this;
  }

  /** Called once per call: the fault to answer with, if any (consumes a failNext count). */
  take(operation: FaultOperation): InjectedFault | null {
    for (const rule of this.rules) {
      if (rule.operations && !rule.operations.has(operation)) continue;
      if (rule.remaining !== null) {
        if (rule.remaining <= 0) continue;
        rule.remaining--;
        return { code: rule.code, message: rule.message };
      }
      if (this.random.next() < rule.ratio) return { code: rule.code, message: rule.message };
    }
    return null;
  }

  latencyFor(operation: FaultOperation): number {
    const l = this.latency;
    if (!l || (l.operations && !l.operations.has(operation))) return 0;
    return l.min + this.random.next() * (l.max - l.min);
  }
}

const toSet = (operations?: readonly FaultOperation[]) => (operations ? new Set(operations) : null);

import { setTimeout as sleep } from 'node:timers/promises';
import { IotProviderError } from '../iot-provider-error';
import { tuyaExchange, type TuyaCredentials, type TuyaExchange, type TuyaOperation } from './tuya-http';
import { DEFAULT_BACKOFF, decideRetry, type BackoffSettings } from './tuya-retry-policy';
import { TokenCache, type AccessToken } from './tuya-token-cache';
import type { TuyaTokenResult } from './tuya-wire';

export interface TuyaClientOptions extends TuyaCredentials {
  /** Per attempt, reading the answer included. Default 10 s. */
  timeoutMs?: number;
  /** Renew the token this long before it expires. Default 120 s. */
  refreshMarginMs?: number;
  backoff?: BackoffSettings;
  /** Injectable for tests: the clock, the waits between retries, the jitter, the transport. */
  now?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
  random?: () => number;
  fetch?: typeof fetch;
  /** Called after every attempt (logs, metrics). */
  onAttempt?: (attempt: TuyaAttempt) => void;
}

export interface TuyaAttempt {
  operation: TuyaOperation;
  method: string;
  path: string;
  durationMs: number;
  /** 0 = success. */
  code: number | string;
  attempt: number;
}

export interface TuyaRequest {
  operation: TuyaOperation;
  method: TuyaExchange['method'];
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Whether sending it twice is harmless; decides retries after an unknown outcome. */
  idempotent: boolean;
}

/**
 * Our Tuya OpenAPI client (no SDK): v2 signing, the token cache, the retry policy, the clock
 * offset learnt from 1013 answers, one timeout per attempt.
 */
export class TuyaClient {
  readonly tokens: TokenCache;
  private clockOffsetMs = 0;
  private readonly now: () => number;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: TuyaClientOptions) {
    this.now = options.now ?? Date.now;
    this.fetchFn = options.fetch ?? fetch;
    this.tokens = new TokenCache(
      {
        login: () =>
          this.send<TuyaTokenResult>(
            {
              operation: 'token',
              method: 'GET',
              path: '/v1.0/token',
              query: { grant_type: '1' },
              idempotent: true,
            },
            null,
          ),
        refresh: (refreshToken) =>
          this.send<TuyaTokenResult>(
            {
              operation: 'token',
              method: 'GET',
              path: `/v1.0/token/${encodeURIComponent(refreshToken)}`,
              idempotent: true,
            },
            null,
          ),
      },
      this.now,
      options.refreshMarginMs ?? 120_000,
    );
  }

  /** A business call with the project's token; answers `result` or throws IotProviderError. */
  request<T>(request: TuyaRequest): Promise<T> {
    return this.send<T>(request, this.tokens);
  }

  private async send<T>(request: TuyaRequest, tokens: TokenCache | null): Promise<T> {
    let attempts = 0;
    let reauthenticated = false;
    let resynchronised = false;
    for (;;) {
      attempts++;
      const token: AccessToken | null = tokens ? await tokens.get() : null;
      const started = performance.now();
      let error: IotProviderError;
      let serverTime: number | undefined;
      try {
        const envelope = await tuyaExchange(this.fetchFn, this.options, {
          ...request,
          accessToken: token?.accessToken,
          t: this.now() + this.clockOffsetMs,
          timeoutMs: this.options.timeoutMs ?? 10_000,
        });
        this.report(request, started, envelope.success ? 0 : envelope.code, attempts);
        if (envelope.success) return envelope.result as T;
        serverTime = envelope.t;
        error = new IotProviderError(
          envelope.code,
          envelope.msg,
          request.operation === 'token' ? undefined : request.operation,
        );
      } catch (caught) {
        if (!(caught instanceof IotProviderError)) throw caught;
        this.report(request, started, caught.code, attempts);
        error = caught;
      }
      const decision = decideRetry(
        { code: error.code, idempotent: request.idempotent, attempts, reauthenticated, resynchronised },
        this.options.random,
        this.options.backoff ?? DEFAULT_BACKOFF,
      );
      if (decision.action === 'reauthenticate' && tokens && token) {
        reauthenticated = true;
        attempts--;
        tokens.invalidate(token);
      } else if (decision.action === 'resynchronise' && typeof serverTime === 'number') {
        resynchronised = true;
        attempts--;
        this.clockOffsetMs = serverTime - this.now();
      } else if (decision.action === 'backoff') {
        await (this.options.sleep ?? sleep)(decision.delayMs);
      } else {
        throw error;
      }
    }
  }

  private report(request: TuyaRequest, started: number, code: number | string, attempt: number): void {
    this.options.onAttempt?.({
      operation: request.operation,
      method: request.method,
      path: request.operation === 'token' ? '/v1.0/token' : request.path,
      durationMs: performance.now() - started,
      code,
      attempt,
    });
  }
}

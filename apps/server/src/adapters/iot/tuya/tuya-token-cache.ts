import { IotProviderError } from '../iot-provider-error';
import type { TuyaTokenResult } from './tuya-wire';

export interface AccessToken {
  accessToken: string;
  refreshToken: string;
  /** Local clock, ms. */
  expiresAt: number;
}

export interface TokenSource {
  /** GET /v1.0/token?grant_type=1 */
  login(): Promise<TuyaTokenResult>;
  /** GET /v1.0/token/{refresh_token}: single use, and it retires the old access token too. */
  refresh(refreshToken: string): Promise<TuyaTokenResult>;
}

/**
 * The project's access token. It is renewed `marginMs` before it expires, and only one renewal
 * ever runs at a time: Tuya's refresh tokens work once, so two parallel refreshes would make one
 * of them fail. Everyone waiting shares the renewal in flight.
 */
export class TokenCache {
  private current: AccessToken | null = null;
  private renewal: Promise<AccessToken> | null = null;

  constructor(
    private readonly source: TokenSource,
    private readonly now: () => number,
    private readonly marginMs = 120_000,
  ) {}

  async get(): Promise<AccessToken> {
    const token = this.current;
    if (token && this.now() < token.expiresAt - this.marginMs) return token;
    return this.renew('refresh');
  }

  /** The cloud refused `token` (1010/1011/1012): the next get() renews, once for all callers. */
  invalidate(token: AccessToken): void {
    if (this.current === token) this.current = { ...token, expiresAt: -Infinity };
  }

  /**
   * Renews now: with the refresh token when there is one ('refresh'), falling back to a login
   * when the cloud refuses it, or straight with a login ('login', the health check).
   */
  renew(mode: 'refresh' | 'login'): Promise<AccessToken> {
    this.renewal ??= this.obtain(mode).finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  private async obtain(mode: 'refresh' | 'login'): Promise<AccessToken> {
    const started = this.now();
    const refreshToken = this.current?.refreshToken;
    let result: TuyaTokenResult | null = null;
    if (mode === 'refresh' && refreshToken) {
      try {
        result = await this.source.refresh(refreshToken);
      } catch (error) {
        // A used or revoked refresh token: log in again. Anything else (network...) propagates.
        if (!(error instanceof IotProviderError && error.kind === 'auth')) throw error;
      }
    }
    result ??= await this.source.login();
    const seconds = Number(result.expire_time ?? result.expire);
    if (!result.access_token || !result.refresh_token || !(seconds > 0)) {
      throw new IotProviderError('BAD_RESPONSE', 'the token answer lacks a token or its lifetime');
    }
    this.current = {
      accessToken: result.access_token,
      refreshToken: result.refresh_token,
      // Counted from when we asked, so network time can only make us renew early, never late.
      expiresAt: started + seconds * 1000,
    };
    return this.current;
  }
}

import { randomBytes } from 'node:crypto';
import type { Clock } from '../simulator/clock';
import { CloudError } from '../simulator/cloud-error';
import type { FaultInjector } from '../simulator/fault-injector';
import type { TuyaTokenResult } from '../tuya/tuya-wire';

interface IssuedToken {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  /** FaultInjector.expireTokens() expires every token of an older epoch. */
  epoch: number;
}

/**
 * Tokens as Tuya hands them out: 2-hour access tokens, refresh tokens that
 * work once; refreshing retires both old tokens (1011 afterwards), an expired token answers 1010.
 */
export class FakeTokenIssuer {
  private readonly byAccess = new Map<string, IssuedToken>();
  private readonly byRefresh = new Map<string, IssuedToken>();
  logins = 0;
  refreshes = 0;

  constructor(
    private readonly clock: Clock,
    private readonly faults: FaultInjector,
    private readonly lifetimeSeconds = 7200,
  ) {}

  login(): TuyaTokenResult {
    this.logins++;
    return this.issue();
  }

  refresh(refreshToken: string): TuyaTokenResult {
    const old = this.byRefresh.get(refreshToken);
    if (!old) throw new CloudError(1011, 'refresh token unknown or already used');
    this.byAccess.delete(old.accessToken);
    this.byRefresh.delete(old.refreshToken);
    this.refreshes++;
    return this.issue();
  }

  /** Throws Tuya's answer for an access token that cannot be used. */
  check(accessToken: string): void {
    const token = this.byAccess.get(accessToken);
    if (!token) throw new CloudError(1011);
    if (this.clock.now() >= token.expiresAt || token.epoch < this.faults.tokenEpoch)
      throw new CloudError(1010);
  }

  private issue(): TuyaTokenResult {
    const token: IssuedToken = {
      accessToken: randomBytes(16).toString('hex'),
      refreshToken: randomBytes(16).toString('hex'),
      expiresAt: this.clock.now() + this.lifetimeSeconds * 1000,
      epoch: this.faults.tokenEpoch,
    };
    this.byAccess.set(token.accessToken, token);
    this.byRefresh.set(token.refreshToken, token);
    return {
      access_token: token.accessToken,
      refresh_token: token.refreshToken,
      expire_time: this.lifetimeSeconds,
      uid: 'bay1fakecloud0000',
    };
  }
}

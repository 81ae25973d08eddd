import { AppError, unauthorized } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AuditService } from '../audit/audit.service';
import type { UserRepository } from '../account/user.repository';
import { verifyPassword, hashPassword } from './password-hash';
import type { TokenService } from './token.service';

export interface SignInLimits {
  perIp: RateLimiter;
  perLogin: RateLimiter;
}

/** A hash of nothing in particular, verified when the login is unknown so both paths cost the same. */
const timingDummy = hashPassword('timing-equaliser-not-a-password');

/**
 * POST api/authenticate: checks the credentials, limits attempts per IP (all attempts) and per
 * login (failures), records every success and failure as an audit event.
 */
export class SignInService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    private readonly limits: SignInLimits,
  ) {}

  async signIn(
    input: { username: string; password: string; rememberMe: boolean },
    ip: string,
  ): Promise<string> {
    const login = input.username.trim().toLowerCase();
    const wait = Math.max(this.limits.perIp.retryAfter(ip), this.limits.perLogin.retryAfter(login));
    if (wait > 0) {
      await this.audit.record(login, 'AUTHENTICATION_FAILURE', {
        remoteAddress: ip,
        message: 'Too many attempts',
        type: 'RateLimited',
      });
      throw new AppError(429, 'ratelimit', `Too many sign-in attempts. Try again in ${wait} seconds.`, {
        params: { seconds: wait },
        headers: { 'retry-after': String(wait) },
      });
    }
    this.limits.perIp.hit(ip);

    const user = login.includes('@')
      ? ((await this.users.findByEmail(login)) ?? (await this.users.findByLogin(login)))
      : await this.users.findByLogin(login);
    const passwordOk = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : (await verifyPassword(await timingDummy, input.password), false);

    if (!user || !passwordOk || !user.activated) {
      this.limits.perLogin.hit(login);
      const reason = !user || !passwordOk ? 'Bad credentials' : 'User not activated';
      await this.audit.record(login, 'AUTHENTICATION_FAILURE', {
        remoteAddress: ip,
        message: reason,
        type: 'BadCredentialsException',
      });
      throw unauthorized(
        reason === 'Bad credentials' ? 'Bad credentials' : `User ${login} was not activated`,
      );
    }
    this.limits.perLogin.reset(login);
    await this.audit.record(user.login, 'AUTHENTICATION_SUCCESS', { remoteAddress: ip });
    return this.tokens.issue({ login: user.login, authorities: user.authorities }, input.rememberMe);
  }
}

import { AppError, unauthorized } from '../../lib/app-error';
import type { AttemptLimiter } from '../../lib/rate-limiter';
import type { AuditService } from '../audit';
import type { UserRepository } from '../users';
import { verifyPassword, hashPassword } from '../../lib/password-hash';
import { loginDelayMs, type LoginSlowdown } from './login-slowdown';
import type { SessionService } from './session.service';
import type { RequestClient } from '../../lib/request-client';

/**
 * Failed sign-ins counted per address, per source (address and login), distinct failing logins
 * per address (spraying) — each refuses with 429 — and per login, which only slows it down.
 */
export interface SignInLimits {
  perIp: AttemptLimiter;
  perSource: AttemptLimiter;
  perIpLogins: AttemptLimiter;
  perLogin: AttemptLimiter;
  loginSlowdown: Omit<LoginSlowdown, 'afterFailures'>;
}

type LimitKind = 'address' | 'source' | 'address-logins';
interface Check {
  kind: LimitKind;
  limiter: AttemptLimiter;
  key: string;
  member?: string;
}

/** A hash of nothing in particular, verified when the login is unknown so both paths cost the same. */
const timingDummy = hashPassword('timing-equaliser-not-a-password');

/** The audit principal of a summary about an address (no user is known). */
const ANONYMOUS = 'anonymousUser';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST api/authenticate: checks the credentials and limits FAILED attempts (docs/decisions/002).
 * The failing source (address + login) is refused, never the login everywhere: a login's failures
 * from all addresses only delay its next attempts, so its owner still gets in from elsewhere.
 * Successes never count. An attempt is counted before its password is checked (so parallel attempts
 * cannot slip past a limit) and taken back when it succeeds. Every success and failure is audited;
 * a refused (429) attempt is not: the first refusal per limit and window writes one summary.
 */
export class SignInService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly limits: SignInLimits,
  ) {}

  /** Checks the credentials and opens a session; returns its token. `client` is where the sign-in comes from. */
  async signIn(
    input: { username: string; password: string; rememberMe: boolean },
    client: RequestClient,
  ): Promise<string> {
    const ip = client.ipAddress;
    const login = input.username.trim().toLowerCase();
    const source = `${ip} ${login}`;
    const checks: Check[] = [
      { kind: 'address', limiter: this.limits.perIp, key: ip },
      { kind: 'source', limiter: this.limits.perSource, key: source },
      { kind: 'address-logins', limiter: this.limits.perIpLogins, key: ip, member: login },
    ];
    const states = await Promise.all(checks.map((c) => c.limiter.peek(c.key)));
    if (states.some((s) => s.retryAfter > 0)) await this.refuse(checks, states, login, ip);

    const held = await Promise.all(checks.map((c) => c.limiter.hit(c.key, c.member)));
    const release = () =>
      Promise.all(checks.map((c, i) => (held[i]!.added ? c.limiter.release(c.key, c.member) : undefined)));
    const over = held.map((h, i) => (h.count > checks[i]!.limiter.limit ? h : { ...h, retryAfter: 0 }));
    if (over.some((h) => h.retryAfter > 0)) {
      // Parallel attempts got there first: this one is over a limit after all.
      await release();
      await this.refuse(checks, over, login, ip);
    }

    // The login's failures from every address (this attempt included until it succeeds) slow it down.
    const perLogin = this.limits.perLogin;
    const failuresBefore = (await perLogin.hit(login)).count - 1;
    const delay = loginDelayMs(failuresBefore, {
      afterFailures: perLogin.limit,
      ...this.limits.loginSlowdown,
    });
    if (delay > 0) await sleep(delay);

    const user = login.includes('@')
      ? ((await this.users.findByEmail(login)) ?? (await this.users.findByLogin(login)))
      : await this.users.findByLogin(login);
    const passwordOk = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : (await verifyPassword(await timingDummy, input.password), false);

    // A consumer has no password to sign in with: its session comes from its mailed link only
    // (docs/decisions/023), so a back-office token never carries ROLE_CONSUMER.
    if (!user || !passwordOk || !user.activated || user.authorities.includes('ROLE_CONSUMER')) {
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
    await release();
    await Promise.all([this.limits.perLogin.reset(login), this.limits.perSource.reset(source)]);
    await this.audit.record(user.login, 'AUTHENTICATION_SUCCESS', { remoteAddress: ip });
    return this.sessions.open(
      { login: user.login, authorities: user.authorities, userId: user.id, tokenVersion: user.tokenVersion },
      input.rememberMe,
      client,
    );
  }

  /** 429 with Retry-After; one AUTHENTICATION_RATE_LIMITED summary per limit, key and window. */
  private async refuse(
    checks: Check[],
    states: Array<{ count: number; retryAfter: number }>,
    login: string,
    ip: string,
  ): Promise<never> {
    let wait = 0;
    for (const [i, check] of checks.entries()) {
      const state = states[i]!;
      if (state.retryAfter <= 0) continue;
      wait = Math.max(wait, state.retryAfter);
      if (!(await check.limiter.firstReport(check.key))) continue;
      await this.audit.record(check.kind === 'source' ? login : ANONYMOUS, 'AUTHENTICATION_RATE_LIMITED', {
        limit: check.kind,
        remoteAddress: ip,
        ...(check.kind === 'source' ? { login } : {}),
        count: String(state.count),
        window: `${Math.round(check.limiter.windowMs / 1000)} s`,
      });
    }
    throw new AppError(429, 'ratelimit', `Too many sign-in attempts. Try again in ${wait} seconds.`, {
      params: { seconds: wait },
      headers: { 'retry-after': String(wait) },
    });
  }
}

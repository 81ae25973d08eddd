import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PRIVACY_NOTICE_VERSION, type ConsumerRegisterQuery } from '@app/contracts';
import { consumerMail } from '../../adapters/mail/account-mails';
import { AppError, badRequest } from '../../lib/app-error';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/db-error';
import type { AttemptLimiter } from '../../lib/rate-limiter';
import { hashKey, newSecureKey } from '../../lib/secure-key';
import type { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/password-hash';
import type { TokenService } from '../auth/token.service';
import type { MailOutbox } from '../mail/mail-outbox.service';
import type { ConsumerRepository } from './consumer.repository';

/** A consumer's mailed link works once, for 24 hours. */
export const CONSUMER_KEY_VALIDITY_HOURS = 24;

/** Registrations per e-mail address and per client address (docs/decisions/023). */
export interface ConsumerRegisterLimits {
  perEmail: AttemptLimiter;
  perIp: AttemptLimiter;
}

/** The audit principal of a consumer: its id, never its e-mail (erased with the account). */
export const consumerPrincipal = (userId: number) => `consumer:${userId}`;

/** GET api/consumer/register and GET api/consumer/activate (docs/product.md#consumer-registration). */
export class ConsumerRegistrationService {
  constructor(
    private readonly consumers: ConsumerRepository,
    private readonly outbox: MailOutbox,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    private readonly limits: ConsumerRegisterLimits,
    private readonly baseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Creates a consumer, or gives an existing one a new link (the link is also how a consumer comes
   * back), and mails it. The answer is the same whoever owns the address: a back-office user's
   * e-mail gets nothing, and the mail leaves in the background.
   */
  async register(query: ConsumerRegisterQuery, ip: string): Promise<void> {
    const email = query.email.toLowerCase();
    await this.count(email, ip);
    const existing = await this.consumers.loginByEmail(email);
    if (existing && (!existing.consumer || existing.accountId === null)) {
      this.log.info('consumer registration for an e-mail of a back-office user: nothing sent');
      return;
    }
    const { key, hash } = newSecureKey();
    const now = this.now();
    // Before the transaction: hashing takes a while. Nobody knows this password: a consumer signs in by link.
    const passwordHash = existing ? '' : await hashPassword(randomBytes(32).toString('base64url'));
    try {
      const userId = await this.outbox.transaction(async (tx, queue) => {
        const consumers = this.consumers.withTransaction(tx);
        const change = {
          activationKeyHash: hash,
          langKey: query.langKey,
          now,
          privacyVersion: PRIVACY_NOTICE_VERSION,
        };
        let target: { userId: number; login: string };
        if (existing) {
          await consumers.refresh(existing.userId, existing.accountId as number, change);
          target = existing;
        } else {
          const login = await this.newLogin(email, consumers);
          const created = await consumers.create({ ...change, login, email, passwordHash });
          target = { userId: created.userId, login };
        }
        await queue(
          consumerMail(this.baseUrl, { email, langKey: query.langKey }, key, CONSUMER_KEY_VALIDITY_HOURS),
        );
        return target.userId;
      });
      await this.audit.record(consumerPrincipal(userId), 'CONSUMER_REGISTERED', {
        privacyVersion: PRIVACY_NOTICE_VERSION,
      });
    } catch (error) {
      // The same address registered twice at the same instant: the other request mailed the link.
      if (sqlState(error) === UNIQUE_VIOLATION) return;
      throw error;
    }
  }

  /** The key once, within its validity: the consumer is active and gets its token. */
  async activate(key: string): Promise<{ token: string; login: string }> {
    const hash = hashKey(key);
    const consumer = await this.consumers.byActivationKey(hash);
    const fresh =
      consumer?.keyDate &&
      this.now().getTime() - consumer.keyDate.getTime() <= CONSUMER_KEY_VALIDITY_HOURS * 3600_000;
    if (!consumer || !fresh || !(await this.consumers.consumeKey(consumer.userId, hash, this.now())))
      throw badRequest('consumerkey', 'This link is unknown, expired or already used', 'consumer');
    await this.audit.record(consumerPrincipal(consumer.userId), 'CONSUMER_ACTIVATED');
    const token = await this.tokens.issue(
      {
        login: consumer.login,
        authorities: ['ROLE_CONSUMER'],
        userId: consumer.userId,
        tokenVersion: consumer.tokenVersion,
      },
      { rememberMe: false },
    );
    return { token, login: consumer.login };
  }

  /** The e-mail itself when it fits a login and is free, else a generated one. */
  private async newLogin(email: string, consumers: ConsumerRepository): Promise<string> {
    if (email.length <= 50 && !(await consumers.loginTaken(email))) return email;
    return `consumer-${randomBytes(8).toString('hex')}`;
  }

  /** 429 with Retry-After once either limit is reached. */
  private async count(email: string, ip: string): Promise<void> {
    const [byEmail, byIp] = await Promise.all([this.limits.perEmail.hit(email), this.limits.perIp.hit(ip)]);
    const over = [
      byEmail.count > this.limits.perEmail.limit ? byEmail.retryAfter : 0,
      byIp.count > this.limits.perIp.limit ? byIp.retryAfter : 0,
    ];
    const wait = Math.max(...over);
    if (wait > 0)
      throw new AppError(429, 'ratelimit', `Too many registrations. Try again in ${wait} seconds.`, {
        params: { seconds: wait },
        headers: { 'retry-after': String(wait) },
      });
  }
}

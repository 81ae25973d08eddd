import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PRIVACY_NOTICE_VERSION, type ConsumerRegisterQuery } from '@app/contracts';
import { consumerMail } from '../../adapters/mail/account-mails';
import { AppError, badRequest } from '../../lib/app-error';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/db-error';
import type { AttemptLimiter } from '../../lib/rate-limiter';
import { hashKey, newSecureKey } from '../../lib/secure-key';
import type { AuditService } from '../audit';
import { hashPassword } from '../../lib/password-hash';
import type { RequestClient } from '../../lib/request-client';
import type { SessionService } from '../auth';
import type { MailOutbox } from '../mail';
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
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly limits: ConsumerRegisterLimits,
    private readonly baseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Accepts a registration: only the per-client-address limit (429) is checked before the answer.
   * Returns the work to run once the answer is sent: everything that depends on the address —
   * lookup, hashing, the link, the mail, the per-address limit — so that neither the answer nor its
   * timing tells who owns the address.
   */
  async register(query: ConsumerRegisterQuery, ip: string): Promise<() => Promise<void>> {
    await this.countIp(ip);
    const email = query.email.toLowerCase();
    return () => this.mailLink(email, query.langKey);
  }

  /**
   * Creates a consumer, or gives an existing one a new link (the link is also how a consumer comes
   * back), and mails it. A back-office user's e-mail gets nothing. Over the per-address limit
   * nothing changes: no mail, and the last link sent stays valid, so registering someone else's
   * address again and again cannot lock its consumer out.
   */
  private async mailLink(email: string, langKey: string): Promise<void> {
    const byEmail = await this.limits.perEmail.hit(email);
    if (byEmail.count > this.limits.perEmail.limit) {
      this.log.info('consumer registration over the per-address limit: nothing sent');
      return;
    }
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
          langKey,
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
        await queue(consumerMail(this.baseUrl, { email, langKey }, key, CONSUMER_KEY_VALIDITY_HOURS));
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
  async activate(key: string, client: RequestClient): Promise<{ token: string; login: string }> {
    const hash = hashKey(key);
    const consumer = await this.consumers.byActivationKey(hash);
    const fresh =
      consumer?.keyDate &&
      this.now().getTime() - consumer.keyDate.getTime() <= CONSUMER_KEY_VALIDITY_HOURS * 3600_000;
    if (!consumer || !fresh || !(await this.consumers.consumeKey(consumer.userId, hash, this.now())))
      throw badRequest('consumerkey', 'This link is unknown, expired or already used', 'consumer');
    await this.audit.record(consumerPrincipal(consumer.userId), 'CONSUMER_ACTIVATED');
    const token = await this.sessions.open(
      {
        login: consumer.login,
        authorities: ['ROLE_CONSUMER'],
        userId: consumer.userId,
        tokenVersion: consumer.tokenVersion,
      },
      false,
      client,
    );
    return { token, login: consumer.login };
  }

  /** The e-mail itself when it fits a login and is free, else a generated one. */
  private async newLogin(email: string, consumers: ConsumerRepository): Promise<string> {
    if (email.length <= 50 && !(await consumers.loginTaken(email))) return email;
    return `consumer-${randomBytes(8).toString('hex')}`;
  }

  /** 429 with Retry-After once the client address's limit is reached (the same for any e-mail). */
  private async countIp(ip: string): Promise<void> {
    const byIp = await this.limits.perIp.hit(ip);
    const wait = byIp.count > this.limits.perIp.limit ? byIp.retryAfter : 0;
    if (wait > 0)
      throw new AppError(429, 'ratelimit', `Too many registrations. Try again in ${wait} seconds.`, {
        params: { seconds: wait },
        headers: { 'retry-after': String(wait) },
      });
  }
}

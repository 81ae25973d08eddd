import type { FastifyBaseLogger } from 'fastify';
import { resetMail } from '../../adapters/mail/account-mails';
import { badRequest } from '../../lib/app-error';
import { hashKey, newSecureKey } from '../../lib/secure-key';
import type { AuditService } from '../audit';
import { hashPassword } from '../../lib/password-hash';
import type { SessionService } from '../auth';
import type { MailOutbox } from '../mail';
import type { UserRepository } from '../users';

/** A reset link is valid for 24 hours. */
export const RESET_KEY_VALIDITY_HOURS = 24;

/** POST api/account/reset-password/init and /finish. */
export class PasswordResetService {
  constructor(
    private readonly users: UserRepository,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditService,
    private readonly baseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly sessions: SessionService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Answers the same whether or not the e-mail exists. The key and the mail are written in one
   * transaction; the mail leaves in the background (its duration does not tell either), and is
   * retried while SMTP is down (docs/decisions/014).
   */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email.toLowerCase());
    // Consumers have no password (their link is their sign-in, docs/decisions/023).
    if (!user || !user.activated || !user.email || user.authorities.includes('ROLE_CONSUMER')) {
      this.log.info('password reset requested for an unknown, inactive or consumer e-mail');
      return;
    }
    const recipient = { ...user, email: user.email };
    const { key, hash } = newSecureKey();
    await this.outbox.transaction(async (tx, queue) => {
      await this.users.withTransaction(tx).update(user.id, { resetKeyHash: hash, resetKeyDate: this.now() });
      await queue(resetMail(this.baseUrl, recipient, key, RESET_KEY_VALIDITY_HOURS));
    });
    await this.audit.record(user.login, 'PASSWORD_RESET_REQUESTED');
  }

  async finishReset(key: string, newPassword: string): Promise<void> {
    const hash = hashKey(key);
    const user = await this.users.findByResetKeyHash(hash);
    const fresh =
      user?.resetKeyDate &&
      this.now().getTime() - user.resetKeyDate.getTime() <= RESET_KEY_VALIDITY_HOURS * 3600_000;
    const changes = { passwordHash: await hashPassword(newPassword), lastModifiedDate: this.now() };
    if (!user || !fresh || !(await this.users.consumeResetKey(user.id, hash, changes))) {
      throw badRequest(
        'resetkey',
        'No user was found for this reset key, or it has expired',
        'userManagement',
      );
    }
    // The new password ends every session the user had (the key's UPDATE bumped the token version).
    await this.sessions.changed(user.login);
    await this.audit.record(user.login, 'PASSWORD_RESET_FINISHED');
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { resetMail } from '../../adapters/mail/account-mails';
import type { Mailer } from '../../adapters/mail/mailer';
import { badRequest } from '../../lib/app-error';
import { hashKey, newSecureKey } from '../../lib/secure-key';
import type { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/password-hash';
import type { UserRepository } from './user.repository';

/** A reset link is valid for 24 hours. */
export const RESET_KEY_VALIDITY_HOURS = 24;

/** POST api/account/reset-password/init and /finish. */
export class PasswordResetService {
  constructor(
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly audit: AuditService,
    private readonly baseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Answers the same whether or not the e-mail exists: the key is stored before answering, the
   * mail goes out in the background so its duration does not tell either.
   */
  async requestReset(email: string): Promise<{ mailSent: Promise<void> }> {
    const user = await this.users.findByEmail(email.toLowerCase());
    if (!user || !user.activated || !user.email) {
      this.log.info('password reset requested for an unknown or inactive e-mail');
      return { mailSent: Promise.resolve() };
    }
    const { key, hash } = newSecureKey();
    await this.users.update(user.id, { resetKeyHash: hash, resetKeyDate: this.now() });
    await this.audit.record(user.login, 'PASSWORD_RESET_REQUESTED');
    const mailSent = this.mailer
      .send(resetMail(this.baseUrl, { ...user, email: user.email }, key, RESET_KEY_VALIDITY_HOURS))
      .catch((error: unknown) =>
        this.log.error({ err: error, login: user.login }, 'reset mail could not be sent'),
      );
    return { mailSent };
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
    await this.audit.record(user.login, 'PASSWORD_RESET_FINISHED');
  }
}

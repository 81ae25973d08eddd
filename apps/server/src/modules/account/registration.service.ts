import type { FastifyBaseLogger } from 'fastify';
import type { RegisterRequest } from '@app/contracts';
import { activationMail } from '../../adapters/mail/account-mails';
import type { Mailer } from '../../adapters/mail/mailer';
import { AppError, badRequest } from '../../lib/app-error';
import { hashKey, newSecureKey } from '../../lib/secure-key';
import type { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/password-hash';
import type { UserRepository } from './user.repository';

/** An activation link is valid for three days. */
export const ACTIVATION_KEY_VALIDITY_MS = 3 * 24 * 3600 * 1000;

/** POST api/register and GET api/activate. */
export class RegistrationService {
  constructor(
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly audit: AuditService,
    private readonly baseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async register(input: RegisterRequest): Promise<void> {
    const login = input.login.toLowerCase();
    const email = input.email.toLowerCase();
    // A registration that was never activated gives its login and e-mail back (as JHipster does).
    const byLogin = await this.users.findByLogin(login);
    if (byLogin?.activated) throw badRequest('userexists', 'Login name already used!', 'userManagement');
    const byEmail = await this.users.findByEmail(email);
    if (byEmail?.activated) throw badRequest('emailexists', 'Email is already in use!', 'userManagement');
    for (const stale of [byLogin, byEmail]) if (stale) await this.users.deleteUnactivated(stale.id);

    const { key, hash } = newSecureKey();
    const now = this.now();
    const user = await this.users.create(
      {
        login,
        email,
        passwordHash: await hashPassword(input.password),
        langKey: input.langKey,
        activated: false,
        activationKeyHash: hash,
        activationKeyDate: now,
        createdBy: 'anonymousUser',
        createdDate: now,
        lastModifiedBy: 'anonymousUser',
        lastModifiedDate: now,
      },
      ['ROLE_USER'],
    );
    await this.audit.record(login, 'ACCOUNT_REGISTERED', { email });
    try {
      await this.mailer.send(activationMail(this.baseUrl, { ...user, email }, key));
    } catch (error) {
      this.log.error({ err: error, login }, 'activation mail could not be sent');
      // Without the mail the registration is useless: remove it so the user can simply retry.
      await this.users.deleteUnactivated(user.id);
      throw new AppError(
        503,
        'mailunavailable',
        'The activation e-mail could not be sent; please try again later',
      );
    }
  }

  async activate(key: string): Promise<void> {
    const hash = hashKey(key);
    const user = await this.users.findByActivationKeyHash(hash);
    const fresh =
      user?.activationKeyDate &&
      this.now().getTime() - user.activationKeyDate.getTime() <= ACTIVATION_KEY_VALIDITY_MS;
    if (
      !user ||
      !fresh ||
      !(await this.users.consumeActivationKey(user.id, hash, {
        activated: true,
        lastModifiedDate: this.now(),
      }))
    ) {
      throw badRequest(
        'activationkey',
        'No user was found for this activation key, or it has expired',
        'userManagement',
      );
    }
    await this.audit.record(user.login, 'ACCOUNT_ACTIVATED');
  }
}

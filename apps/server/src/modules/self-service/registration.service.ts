import type { RegisterRequest } from '@app/contracts';
import { activationMail } from '../../adapters/mail/account-mails';
import { badRequest } from '../../lib/app-error';
import { hashKey, newSecureKey } from '../../lib/secure-key';
import type { AuditService } from '../audit';
import { hashPassword } from '../../lib/password-hash';
import type { MailOutbox } from '../mail';
import type { UserRepository } from '../users';

/** An activation link is valid for three days. */
export const ACTIVATION_KEY_VALIDITY_MS = 3 * 24 * 3600 * 1000;

/** POST api/register and GET api/activate. */
export class RegistrationService {
  constructor(
    private readonly users: UserRepository,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditService,
    private readonly baseUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The user and its activation mail are written in one transaction: with SMTP down the
   * registration still succeeds and the mail leaves when SMTP is back (docs/decisions/014).
   */
  async register(input: RegisterRequest): Promise<void> {
    const login = input.login.toLowerCase();
    const email = input.email.toLowerCase();
    // A registration that was never activated gives its login and e-mail back (as JHipster does).
    const byLogin = await this.users.findByLogin(login);
    if (byLogin?.activated) throw badRequest('userexists', 'Login name already used!', 'userManagement');
    const byEmail = await this.users.findByEmail(email);
    // A consumer's registration, activated or not, belongs to the consumer page (docs/decisions/023).
    const consumer = (user?: { authorities: string[] }) => !!user?.authorities.includes('ROLE_CONSUMER');
    if (byEmail?.activated || consumer(byEmail))
      throw badRequest('emailexists', 'Email is already in use!', 'userManagement');
    if (consumer(byLogin)) throw badRequest('userexists', 'Login name already used!', 'userManagement');

    const passwordHash = await hashPassword(input.password); // before the transaction: it takes a while
    const { key, hash } = newSecureKey();
    const now = this.now();
    await this.outbox.transaction(async (tx, queue) => {
      const users = this.users.withTransaction(tx);
      for (const stale of [byLogin, byEmail]) if (stale) await users.deleteUnactivated(stale.id);
      const user = await users.create(
        {
          login,
          email,
          passwordHash,
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
      await queue(activationMail(this.baseUrl, { ...user, email }, key));
    });
    await this.audit.record(login, 'ACCOUNT_REGISTERED', { email });
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
      // A consumer's link opens the consumer page only (GET api/consumer/activate).
      user.authorities.includes('ROLE_CONSUMER') ||
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

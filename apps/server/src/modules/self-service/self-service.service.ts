import type { UserSettings } from '@app/contracts';
import { AppError, badRequest, unauthorized } from '../../lib/app-error';
import type { AuditService } from '../audit';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import type { SessionService, Principal } from '../auth';
import { auditedSettingsChanges } from './audited-settings';
import type { UserRepository, UserWithAuthorities } from '../users';

/** The signed-in user's own account: GET/POST api/account and the password change. */
export class SelfServiceService {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditService,
    private readonly sessions: SessionService,
  ) {}

  async current(login: string): Promise<UserWithAuthorities> {
    const user = await this.users.findByLogin(login);
    // A token of a user that was removed or deactivated no longer opens a session.
    if (!user || !user.activated) throw unauthorized('User could not be found');
    return user;
  }

  async saveSettings(login: string, settings: UserSettings): Promise<void> {
    const user = await this.current(login);
    if (settings.login && settings.login.toLowerCase() !== user.login) {
      throw badRequest('loginmismatch', 'The login cannot be changed here', 'userManagement');
    }
    const email = settings.email.toLowerCase();
    const owner = await this.users.findByEmail(email);
    if (owner && owner.id !== user.id)
      throw badRequest('emailexists', 'Email is already in use!', 'userManagement');
    const values = {
      firstName: settings.firstName ?? null,
      lastName: settings.lastName ?? null,
      email,
      langKey: settings.langKey,
      imageUrl: settings.imageUrl ?? user.imageUrl,
    };
    await this.users.update(user.id, { ...values, lastModifiedBy: user.login, lastModifiedDate: new Date() });
    const changed = auditedSettingsChanges(user, values);
    if (changed.length > 0)
      await this.audit.record(user.login, 'ACCOUNT_UPDATED', { fields: changed.join(',') });
  }

  /**
   * A new password ends every other session of the user (docs/decisions/012); the one that changed
   * it goes on with the token it holds, so a client that never reads a new token stays signed in.
   */
  async changePassword(principal: Principal, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.current(principal.login);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError(400, 'invalidpassword', 'The current password is not correct', {
        entityName: 'account',
      });
    }
    await this.users.update(user.id, {
      passwordHash: await hashPassword(newPassword),
      lastModifiedBy: user.login,
      lastModifiedDate: new Date(),
    });
    await this.sessions.endOthers(principal);
    await this.audit.record(user.login, 'PASSWORD_CHANGED');
  }
}

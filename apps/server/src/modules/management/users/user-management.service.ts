import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ManagedUser, UserSortField } from '@app/contracts';
import { creationMail } from '../../../adapters/mail/account-mails';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../../lib/db-error';
import { newSecureKey } from '../../../lib/secure-key';
import type { UserRepository, UserWithAuthorities } from '../../users';
import type { AuditService } from '../../audit';
import { hashPassword } from '../../../lib/password-hash';
import type { SessionService } from '../../auth';
import type { MailOutbox } from '../../mail';
import type { MeteredCache } from '../metrics/metered-cache';

const ENTITY = 'userManagement';
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * api/users: administrators create, change and delete login users. A created user gets an
 * unguessable password it never sees and a mail with a link to choose its own (the reset link).
 */
export class UserManagementService {
  constructor(
    private readonly users: UserRepository,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditService,
    private readonly baseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly sessions: SessionService,
    /** The authority names change only with a migration: read once per few minutes. */
    private readonly authorityCache: MeteredCache<string[]>,
  ) {}

  /** The names of every authority (api/authorities, api/users/authorities). */
  authorityNames(): Promise<string[]> {
    return this.authorityCache.getOrLoad('all', () => this.users.authorityNames());
  }

  list(query: {
    page: number;
    size: number;
    sort: Array<{ field: UserSortField; direction: 'asc' | 'desc' }>;
  }) {
    return this.users.page(query);
  }

  /** By login, or by id when the value is a number no login matches. */
  async get(loginOrId: string): Promise<UserWithAuthorities> {
    const user =
      (await this.users.findByLogin(loginOrId)) ??
      (/^\d{1,9}$/.test(loginOrId) ? await this.users.findById(Number(loginOrId)) : undefined);
    if (!user) throw notFound(`No user ${loginOrId}`);
    return user;
  }

  async create(input: ManagedUser, actor: string): Promise<UserWithAuthorities> {
    if (input.id) throw badRequest('idexists', 'A new user cannot already have an ID', ENTITY);
    const login = input.login.toLowerCase();
    const email = input.email.toLowerCase();
    if (await this.users.findByLogin(login))
      throw badRequest('userexists', 'Login name already used!', ENTITY);
    if (await this.users.findByEmail(email))
      throw badRequest('emailexists', 'Email is already in use!', ENTITY);
    const { key, hash } = newSecureKey();
    const now = new Date();
    // A secret nobody knows until the user picks a password through the mailed link.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    // The user and its creation mail commit together; the mail is retried while SMTP is down.
    const row = await this.outbox.transaction(async (tx, queue) => {
      const created = await this.users.withTransaction(tx).create(
        {
          login,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          imageUrl: input.imageUrl ?? null,
          activated: input.activated,
          langKey: input.langKey,
          passwordHash,
          resetKeyHash: hash,
          resetKeyDate: now,
          createdBy: actor,
          createdDate: now,
          lastModifiedBy: actor,
          lastModifiedDate: now,
        },
        input.authorities,
      );
      await queue(creationMail(this.baseUrl, { ...created, email }, key));
      return created;
    });
    this.log.info({ login, actor }, 'user created, password-set mail queued');
    await this.audit.record(actor, 'USER_CREATED', { login, authorities: input.authorities.join(',') });
    return (await this.users.findById(row.id))!;
  }

  async update(input: ManagedUser, actor: string): Promise<UserWithAuthorities> {
    if (!input.id) throw badRequest('idnull', 'A user to update needs its ID', ENTITY);
    const existing = await this.users.findById(input.id);
    if (!existing) throw notFound(`No user with id ${input.id}`);
    const login = input.login.toLowerCase();
    const email = input.email.toLowerCase();
    const byLogin = await this.users.findByLogin(login);
    if (byLogin && byLogin.id !== existing.id)
      throw badRequest('userexists', 'Login name already used!', ENTITY);
    const byEmail = await this.users.findByEmail(email);
    if (byEmail && byEmail.id !== existing.id)
      throw badRequest('emailexists', 'Email is already in use!', ENTITY);
    if (existing.login === actor && (!input.activated || !input.authorities.includes('ROLE_ADMIN'))) {
      throw new AppError(
        400,
        'selflockout',
        'An administrator cannot deactivate itself or remove its own ROLE_ADMIN',
        {
          entityName: ENTITY,
        },
      );
    }
    // A new login, (de)activation or any change of authorities ends the user's sessions (docs/decisions/012).
    const revokeSessions =
      existing.login !== login ||
      existing.activated !== input.activated ||
      !sameSet(existing.authorities, input.authorities);
    await this.users.updateWithAuthorities(
      existing.id,
      {
        login,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        imageUrl: input.imageUrl ?? existing.imageUrl,
        activated: input.activated,
        langKey: input.langKey,
        lastModifiedBy: actor,
        lastModifiedDate: new Date(),
      },
      input.authorities,
      { revokeSessions },
    );
    if (revokeSessions) await this.sessions.changed(existing.login, login);
    await this.audit.record(actor, 'USER_UPDATED', { login });
    if (existing.activated !== input.activated)
      await this.audit.record(actor, input.activated ? 'USER_ACTIVATED' : 'USER_DEACTIVATED', { login });
    if (!sameSet(existing.authorities, input.authorities))
      await this.audit.record(actor, 'AUTHORITIES_CHANGED', {
        login,
        from: existing.authorities.join(','),
        to: [...input.authorities].sort().join(','),
      });
    return (await this.users.findById(existing.id))!;
  }

  async delete(loginOrId: string, actor: string): Promise<string> {
    const user = await this.get(loginOrId);
    if (user.login === actor)
      throw new AppError(400, 'selfdelete', 'An administrator cannot delete itself', { entityName: ENTITY });
    try {
      await this.users.delete(user.id);
    } catch (error) {
      if (sqlState(error) !== FOREIGN_KEY_VIOLATION) throw error;
      throw new AppError(
        400,
        'userinuse',
        'The user still owns a business account or permissions: deactivate it instead',
        { entityName: ENTITY },
      );
    }
    await this.sessions.changed(user.login);
    await this.audit.record(actor, 'USER_DELETED', { login: user.login });
    return user.login;
  }
}

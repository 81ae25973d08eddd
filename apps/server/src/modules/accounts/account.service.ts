import {
  accountDataSchema,
  ALLOWED_CHILD_TYPES,
  allows,
  canCreateAccountOfType,
  defaultIotSettings,
  iotGrantViolations,
  MANAGEMENT_SERVICE_OF_TYPE,
  resolvePermission,
  shownAccountFields,
  type AccountCreateRequest,
  type AccountDto,
  type AccountRole,
  type AccountUpdateRequest,
  type CrudOperation,
  type FieldError,
  type IotSettings,
} from '@app/contracts';
import { creationMail } from '../../adapters/mail/account-mails';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { newSecureKey } from '../../lib/secure-key';
import { strongPassword } from '../../lib/strong-password';
import type { UserRepository } from '../users';
import type { AuditService } from '../audit';
import { hashPassword } from '../../lib/password-hash';
import type { SessionService } from '../auth';
import type { MailOutbox } from '../mail';
import type { Caller } from '../access/caller';
import type { AccountKey, AccountRepository } from './account.repository';

const ENTITY = 'userAccount';

/** The composite accounts: who may create, read, change and delete which account (docs/product.md#roles-and-who-creates-whom, docs/product.md#services-and-permissions). */
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly users: UserRepository,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditService,
    private readonly baseUrl: string,
    private readonly sessions: SessionService,
  ) {}

  /** An account in the caller's subtree, or 404 without saying whether it exists elsewhere. */
  async find(caller: Caller, key: AccountKey): Promise<AccountDto> {
    const found = await this.accounts.findOne(key, caller.isSuperUser ? undefined : caller.account!.id);
    if (!found) throw notFound('No such account');
    return found;
  }

  /** The caller's own permission records, for the UI to hide what the server would refuse. */
  permissions(caller: Caller) {
    return {
      isSuperUser: caller.isSuperUser,
      role: caller.role ?? null,
      accountId: caller.account?.id ?? null,
      userId: caller.userId,
      records: caller.records,
    };
  }

  async current(caller: Caller): Promise<AccountDto> {
    if (!caller.account) throw notFound('You have no business account');
    return this.find(caller, { id: caller.account.id });
  }

  async children(caller: Caller, parentUuid: string, page: number, size: number, sortDesc: boolean) {
    const parentAccount = await this.find(caller, { uuid: parentUuid });
    // Reading children needs read on the management service of the children's types (a dealer's customers: CUSTOMER_MANAGEMENT).
    const childTypes = ALLOWED_CHILD_TYPES[parentAccount.type?.role as AccountRole] ?? [];
    if (
      !caller.isSuperUser &&
      childTypes.length &&
      !childTypes.some((t) => allows(resolvePermission(caller, MANAGEMENT_SERVICE_OF_TYPE[t]), 'read'))
    ) {
      throw forbidden('Your permissions do not allow reading these accounts');
    }
    return this.accounts.children(parentAccount.id, page, size, sortDesc);
  }

  /** An account by uuid with its ancestors up to the caller's own account (for breadcrumbs), nearest last. */
  async byUuid(caller: Caller, uuid: string): Promise<{ account: AccountDto; ancestors: AccountDto[] }> {
    const account = await this.find(caller, { uuid });
    if (account.id !== caller.account?.id) this.check(caller, account, 'read');
    // The caller's own account is the farthest ancestor shown; the super user sees up to the root.
    const ancestors =
      account.id === caller.account?.id ? [] : await this.accounts.ancestors(account.id, caller.account?.id);
    return { account, ancestors };
  }

  async get(caller: Caller, id: number): Promise<AccountDto> {
    const account = await this.find(caller, { id });
    if (account.id !== caller.account?.id) this.check(caller, account, 'read');
    return account;
  }

  async create(caller: Caller, request: AccountCreateRequest): Promise<AccountDto> {
    const parentAccount = request.parentUuid
      ? await this.find(caller, { uuid: request.parentUuid })
      : caller.account
        ? await this.current(caller)
        : undefined;
    const parentRole = parentAccount?.type?.role as AccountRole | undefined;
    if (!parentAccount || !parentRole || !ALLOWED_CHILD_TYPES[parentRole].includes(request.type)) {
      throw badRequest(
        'typenotallowed',
        `An account of type ${request.type} cannot be created under this parent`,
        ENTITY,
      );
    }
    // docs/product.md#roles-and-who-creates-whom: the type must be a child type of the caller's own (as well as of the parent's), and
    // the caller's permissions must allow creating it.
    if (!canCreateAccountOfType(caller, request.type)) {
      throw forbidden(`You may not create accounts of type ${request.type}`);
    }
    const iot = await this.grantedIotSettings(caller, request);
    const data = this.validate(request.type, request.data);
    const login = request.login.toLowerCase();
    const email = String(data.email).toLowerCase();
    if (await this.users.findByLogin(login))
      throw badRequest('userexists', 'Login name already used!', ENTITY);
    if (await this.users.findByEmail(email))
      throw badRequest('emailexists', 'Email is already in use!', ENTITY);
    const type = await this.accounts.typeByRole(request.type);
    if (!type) throw badRequest('typenotallowed', `No account type ${request.type}`, ENTITY);

    const password = strongPassword();
    const { key, hash } = newSecureKey();
    const now = new Date();
    const passwordHash = await hashPassword(password); // before the transaction: it takes a while
    const recipient = {
      email,
      login,
      firstName: (data.name as string) ?? null,
      langKey: (data.langKey as string) ?? 'it',
    };
    // The account and its password-set mail commit together (docs/decisions/014).
    const id = await this.outbox.transaction(async (tx, queue) => {
      const created = await this.accounts.withTransaction(tx).insert({
        user: {
          login,
          email,
          firstName: (data.name as string | undefined) ?? null,
          lastName: (data.surname as string | undefined) ?? null,
          langKey: (data.langKey as string | undefined) ?? 'it',
          passwordHash,
          activated: true,
          resetKeyHash: hash,
          resetKeyDate: now,
          createdBy: caller.login,
          createdDate: now,
        },
        authorities: ['ROLE_USER', `ROLE_${request.type}`],
        // The contact belongs to the creator's account from birth (decision 013).
        partner: { ...this.partnerOf(data), ownerAccountId: caller.account?.id ?? null },
        business: shownAccountFields(request.type).includes('businessName')
          ? this.businessOf(data)
          : undefined,
        account: {
          typeId: type.id,
          parentId: parentAccount.id,
          state: 'ACTIVE',
          ...iot,
        },
      });
      await queue(creationMail(this.baseUrl, recipient, key));
      return created;
    });
    await this.audit.record(caller.login, 'ACCOUNT_CREATED', {
      action: 'account-created',
      login,
      type: request.type,
    });
    return { ...(await this.get(caller, id)), createdPassword: password };
  }

  async update(caller: Caller, id: number, request: AccountUpdateRequest): Promise<AccountDto> {
    const account = await this.find(caller, { id });
    const own = account.id === caller.account?.id;
    if (!own) this.check(caller, account, 'update');
    const role = account.type?.role as AccountRole;
    const data = this.validate(role, request.data);
    const email = String(data.email).toLowerCase();
    const owner = await this.users.findByEmail(email);
    if (owner && owner.id !== account.userId)
      throw badRequest('emailexists', 'Email is already in use!', ENTITY);
    // Quotas, polling and state are set by the levels above, never by the account itself.
    const settings =
      own && !caller.isSuperUser
        ? {}
        : {
            state: request.state,
            iotStatusFrequency: request.iotStatusFrequency,
            maxIotRequestPerMonth: request.maxIotRequestPerMonth,
          };
    if (!own) await this.grantedIotSettings(caller, request, account);
    await this.accounts.update(account, {
      user: {
        email,
        firstName: (data.name as string) ?? account.user?.firstName,
        lastName: (data.surname as string) ?? account.user?.lastName,
        ...(data.langKey ? { langKey: data.langKey as string } : {}),
        lastModifiedBy: caller.login,
        lastModifiedDate: new Date(),
      },
      partner: this.partnerOf(data),
      business: shownAccountFields(role).includes('businessName') ? this.businessOf(data) : undefined,
      account: Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
    });
    await this.audit.record(caller.login, 'ACCOUNT_UPDATED', {
      action: 'account-updated',
      account: String(id),
    });
    return this.get(caller, id);
  }

  async delete(caller: Caller, id: number): Promise<void> {
    const account = await this.find(caller, { id });
    if (account.id === caller.account?.id) throw forbidden('You cannot delete your own account');
    this.check(caller, account, 'delete');
    if (account.state === 'DELETED') return;
    const children = await this.accounts.activeChildren(id);
    const owned = await this.accounts.ownedDevices(id);
    if (children || owned) {
      throw conflict(
        'accountinuse',
        `The account still has ${children} active child accounts and ${owned} devices: move or delete them first`,
        ENTITY,
      );
    }
    await this.accounts.markDeleted(account);
    if (account.user) await this.sessions.changed(account.user.login);
    await this.audit.record(caller.login, 'ACCOUNT_DELETED', {
      action: 'account-deleted',
      account: String(id),
    });
  }

  /**
   * The IoT settings an account user gives (decision 013): quota at most its own, polling no faster
   * than its own, else 400 naming the field; what the request leaves out takes the defaults within
   * the same means. On update (`current`), a value left as it is is not checked. Super users are not limited.
   */
  private async grantedIotSettings(
    caller: Caller,
    requested: Partial<IotSettings>,
    current?: IotSettings,
  ): Promise<IotSettings> {
    const granted = {
      iotStatusFrequency: requested.iotStatusFrequency,
      maxIotRequestPerMonth: requested.maxIotRequestPerMonth,
    };
    const own = caller.isSuperUser ? undefined : await this.accounts.findOne({ id: caller.account!.id });
    const defaults = defaultIotSettings(own);
    const settings = {
      iotStatusFrequency: granted.iotStatusFrequency ?? defaults.iotStatusFrequency,
      maxIotRequestPerMonth: granted.maxIotRequestPerMonth ?? defaults.maxIotRequestPerMonth,
    };
    const violations = own ? iotGrantViolations(own, granted, current) : [];
    if (violations.length) {
      const fieldErrors: FieldError[] = violations.map((v) => ({
        objectName: ENTITY,
        field: v.field,
        message: v.message,
      }));
      throw new AppError(
        400,
        'grantexceedsown',
        violations.map((v) => `${v.field}: beyond your own ${v.limit}`).join('; '),
        {
          entityName: ENTITY,
          params: {
            maxIotRequestPerMonth: own!.maxIotRequestPerMonth,
            iotStatusFrequency: own!.iotStatusFrequency,
          },
          fieldErrors,
        },
      );
    }
    return settings;
  }

  /** The management service of the account's type must allow the operation (super users always may). */
  private check(caller: Caller, account: AccountDto, op: CrudOperation) {
    if (caller.isSuperUser) return;
    const role = account.type?.role as AccountRole | undefined;
    if (!role || !allows(resolvePermission(caller, MANAGEMENT_SERVICE_OF_TYPE[role]), op)) {
      throw forbidden(`Your permissions do not allow ${op} on ${role ?? 'this'} accounts`);
    }
  }

  private validate(type: AccountRole, data: Record<string, unknown>): Record<string, unknown> {
    const parsed = accountDataSchema(type).safeParse(data);
    if (parsed.success) return parsed.data as Record<string, unknown>;
    const fieldErrors: FieldError[] = parsed.error.issues.map((i) => ({
      objectName: ENTITY,
      field: `data.${i.path.join('.')}`,
      message: i.message,
    }));
    throw new AppError(400, 'validation', fieldErrors.map((e) => `${e.field}: ${e.message}`).join('; '), {
      fieldErrors,
    });
  }

  private partnerOf(data: Record<string, unknown>) {
    const s = (k: string) => (data[k] === undefined || data[k] === '' ? null : (data[k] as string));
    return {
      name: s('name'),
      surname: s('surname'),
      email: s('email'),
      phone: s('phone'),
      address: s('address'),
      city: s('city'),
      province: s('province'),
      note: s('note'),
    };
  }

  private businessOf(data: Record<string, unknown>) {
    return { businessName: (data.businessName as string) ?? null, vatId: (data.vatId as string) ?? null };
  }
}

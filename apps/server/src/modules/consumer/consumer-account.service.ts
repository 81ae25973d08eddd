import {
  consumerModelCode,
  purchaseDateIssue,
  romeCalendar,
  type ConsumerAccount,
  type ConsumerDevice,
  type ConsumerModel,
  type ConsumerProfileChange,
  type consumerDeviceClaimSchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { Mailer } from '../../adapters/mail/mailer';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/app-error';
import type { AttemptLimiter } from '../../lib/rate-limiter';
import type { Principal, SessionService } from '../auth';
import type { AuditService } from '../audit';
import type { ConsumerRepository } from './consumer.repository';
import { ClaimRefused, type DeviceClaimRepository } from './device-claim.repository';
import { consumerPrincipal } from './consumer-registration.service';

type Claim = z.output<typeof consumerDeviceClaimSchema>;

/**
 * Every refused claim — unknown, already claimed, another model, a missing or wrong IoT id — gets
 * this one answer: a claim must not tell which serials exist or are sold (docs/decisions/023).
 */
const serialInvalid = () =>
  badRequest(
    'serialinvalid',
    'Check the serial number and the model, and add the IoT device id printed on the label',
    'consumer',
  );

/** Claims per consumer and per client address (docs/decisions/023). */
export interface ConsumerClaimLimits {
  perConsumer: AttemptLimiter;
  perIp: AttemptLimiter;
}

/** The signed-in consumer's own account and purifiers (docs/product.md#consumer-registration). */
export class ConsumerAccountService {
  constructor(
    private readonly consumers: ConsumerRepository,
    private readonly claims: DeviceClaimRepository,
    private readonly audit: AuditService,
    private readonly sessions: SessionService,
    private readonly limits: ConsumerClaimLimits,
    private readonly mailer: Pick<Mailer, 'forget'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async account(principal: Principal): Promise<ConsumerAccount> {
    const account = await this.consumers.account(await this.accountIdOf(principal));
    if (!account) throw unauthorized();
    return account;
  }

  /** PUT api/consumer/user-accounts: either shape, already mapped onto one change (contracts). */
  async updateProfile(principal: Principal, change: ConsumerProfileChange): Promise<ConsumerAccount> {
    const accountId = await this.accountIdOf(principal);
    if (change.id !== undefined && change.id !== accountId)
      throw forbidden('A consumer updates its own account only');
    const province = change.comPartner.province;
    if (province && !(await this.consumers.provinceExists(province)))
      throw badRequest('provinceunknown', `Unknown province ${province}`, 'consumer');
    await this.consumers.updateProfile(accountId, change, this.now());
    await this.audit.record(
      consumerPrincipal(principal.userId),
      'CONSUMER_UPDATED',
      change.consents
        ? { marketing: String(change.consents.marketing), partners: String(change.consents.partners) }
        : {},
    );
    return this.account(principal);
  }

  /** POST api/consumer/devices: a consumer claims a purifier for itself only. */
  async claim(principal: Principal, claim: Claim, ip: string): Promise<ConsumerDevice> {
    await this.countClaim(principal.userId, ip);
    const accountId = await this.accountIdOf(principal);
    if (claim.ownerId !== accountId) throw forbidden('A consumer registers purifiers for itself only');
    const model = await this.claims.model(claim.modelId);
    const modelCode = consumerModelCode(model?.name);
    if (!model || !modelCode)
      throw badRequest('notconsumermodel', 'Choose one of the three purifier models', 'consumer');
    if (!(await this.claims.cityExists(claim.cityId)))
      throw badRequest('cityunknown', `Unknown city ${claim.cityId}`, 'consumer');
    const { year, month, day } = romeCalendar(this.now().getTime());
    const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (purchaseDateIssue(claim.purchase_date, today))
      throw badRequest('purchasedate', 'The purchase date must be a past day, from 2000 on', 'consumer');
    try {
      const device = await this.claims.claim({
        accountId,
        serialNumber: claim.serialNumber,
        modelId: model.id,
        modelName: model.name as string,
        modelCode,
        uid: claim.uid,
        purchaseDate: claim.purchase_date,
        sellerDescription: claim.seller_description,
        cityId: claim.cityId,
        now: this.now(),
      });
      await this.audit.record(consumerPrincipal(principal.userId), 'CONSUMER_DEVICE_CLAIMED', {
        deviceId: String(device.id),
      });
      return device;
    } catch (error) {
      if (error instanceof ClaimRefused) throw serialInvalid();
      throw error;
    }
  }

  /**
   * DELETE api/consumer/user/{id}: the consumer erases itself, and no one else. `id` is its account
   * id, its user id or its login (the spec names the path by id, its client calls it with the login).
   * Account and user ids are separate counters, so a number may be the caller's user id and another
   * consumer's account id at once: the account id wins, and such a number is refused.
   */
  async erase(principal: Principal, id: string): Promise<void> {
    const accountId = await this.accountIdOf(principal);
    const own =
      id === String(accountId) ||
      id.toLowerCase() === principal.login ||
      (id === String(principal.userId) && !(await this.consumers.accountExists(principal.userId)));
    if (!own) throw forbidden('A consumer deletes its own account only');
    const email = await this.consumers.transaction((consumers) => consumers.erase(accountId));
    await this.sessions.changed(principal.login);
    // The mails written as files by the development mailer go with the account.
    if (email) await this.mailer.forget?.(email);
    await this.audit.record(consumerPrincipal(principal.userId), 'CONSUMER_DELETED');
  }

  /** The three models of the consumer page (names holding 554, 555, 556). */
  async models(): Promise<ConsumerModel[]> {
    return (await this.claims.models()).flatMap(({ id, name }) => {
      const code = consumerModelCode(name);
      return code && name ? [{ id, name, code }] : [];
    });
  }

  /** 429 with Retry-After once either claim limit is reached; every attempt counts. */
  private async countClaim(userId: number, ip: string): Promise<void> {
    const [byConsumer, byIp] = await Promise.all([
      this.limits.perConsumer.hit(String(userId)),
      this.limits.perIp.hit(ip),
    ]);
    const wait = Math.max(
      byConsumer.count > this.limits.perConsumer.limit ? byConsumer.retryAfter : 0,
      byIp.count > this.limits.perIp.limit ? byIp.retryAfter : 0,
    );
    if (wait > 0)
      throw new AppError(429, 'ratelimit', `Too many purifier registrations. Try again in ${wait} seconds.`, {
        params: { seconds: wait },
        headers: { 'retry-after': String(wait) },
      });
  }

  private async accountIdOf(principal: Principal): Promise<number> {
    const id = await this.consumers.accountIdOf(principal.userId);
    // The account was erased while the token was still out there.
    if (id === undefined) throw new AppError(401, 'http.401', 'This consumer account no longer exists');
    return id;
  }
}

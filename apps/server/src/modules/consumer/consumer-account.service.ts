import {
  consumerModelCode,
  purchaseDateIssue,
  romeCalendar,
  type ConsumerAccount,
  type ConsumerDevice,
  type ConsumerModel,
  type ConsumerProfileUpdate,
  type consumerDeviceClaimSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/app-error';
import type { Principal } from '../auth/token.service';
import type { AuditService } from '../audit/audit.service';
import type { SessionService } from '../auth/session.service';
import type { ConsumerRepository } from './consumer.repository';
import { ClaimRefused, type DeviceClaimRepository } from './device-claim.repository';
import { consumerPrincipal } from './consumer-registration.service';

type Claim = z.output<typeof consumerDeviceClaimSchema>;
type ProfileUpdate = { firstName: string | null; lastName: string | null; province: string | null } & Pick<
  ConsumerProfileUpdate,
  'consents'
>;

const REFUSALS = {
  serialunknown: (s: string) =>
    badRequest('serialunknown', `The serial number ${s} is not one of our products`, 'consumer'),
  serialclaimed: (s: string) =>
    conflict('serialclaimed', `The purifier ${s} is already registered`, 'consumer'),
  modelmismatch: (s: string) =>
    badRequest('modelmismatch', `The serial number ${s} belongs to another model`, 'consumer'),
  uidused: () => conflict('uidused', 'This IoT device id belongs to another purifier', 'consumer'),
} as const;

/** The signed-in consumer's own account and purifiers (docs/product.md#consumer-registration). */
export class ConsumerAccountService {
  constructor(
    private readonly consumers: ConsumerRepository,
    private readonly claims: DeviceClaimRepository,
    private readonly audit: AuditService,
    private readonly sessions: SessionService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async account(principal: Principal): Promise<ConsumerAccount> {
    const account = await this.consumers.account(await this.accountIdOf(principal));
    if (!account) throw unauthorized();
    return account;
  }

  async updateProfile(principal: Principal, update: ProfileUpdate): Promise<ConsumerAccount> {
    const accountId = await this.accountIdOf(principal);
    if (update.province && !(await this.consumers.provinceExists(update.province)))
      throw badRequest('provinceunknown', `Unknown province ${update.province}`, 'consumer');
    await this.consumers.updateProfile(
      accountId,
      { firstName: update.firstName, lastName: update.lastName, province: update.province },
      update.consents,
      this.now(),
    );
    await this.audit.record(consumerPrincipal(principal.userId), 'CONSUMER_UPDATED', {
      marketing: String(update.consents.marketing),
      partners: String(update.consents.partners),
    });
    return this.account(principal);
  }

  /** POST api/consumer/devices: a consumer claims a purifier for itself only. */
  async claim(principal: Principal, claim: Claim): Promise<ConsumerDevice> {
    const accountId = await this.accountIdOf(principal);
    if (claim.ownerId !== accountId) throw forbidden('A consumer registers purifiers for itself only');
    const model = await this.claims.model(claim.modelId);
    if (!model || !consumerModelCode(model.name))
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
      if (error instanceof ClaimRefused) throw REFUSALS[error.reason](claim.serialNumber);
      throw error;
    }
  }

  /** DELETE api/consumer/user/{login}: the consumer erases itself, and no one else. */
  async erase(principal: Principal, login: string): Promise<void> {
    if (login.toLowerCase() !== principal.login) throw forbidden('A consumer deletes its own account only');
    const accountId = await this.accountIdOf(principal);
    await this.consumers.transaction((consumers) => consumers.erase(accountId));
    await this.sessions.changed(principal.login);
    await this.audit.record(consumerPrincipal(principal.userId), 'CONSUMER_DELETED');
  }

  /** The three models of the consumer page (names holding 554, 555, 556). */
  async models(): Promise<ConsumerModel[]> {
    return (await this.claims.models()).flatMap(({ id, name }) => {
      const code = consumerModelCode(name);
      return code && name ? [{ id, name, code }] : [];
    });
  }

  private async accountIdOf(principal: Principal): Promise<number> {
    const id = await this.consumers.accountIdOf(principal.userId);
    // The account was erased while the token was still out there.
    if (id === undefined) throw new AppError(401, 'http.401', 'This consumer account no longer exists');
    return id;
  }
}

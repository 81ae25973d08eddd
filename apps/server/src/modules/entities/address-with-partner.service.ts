import { entityByName, type AddressWithPartnerRequest } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import type { EntityAccessGrant } from '../access/entity-access';
import type { Row } from './entity.repository';
import { EntityService } from './entity.service';

/**
 * The spec's two-call address add (POST com-partners, then POST com-partner-addrs with partnerId)
 * in one transaction: the same generic rules (validation, owner, relation scopes) run on a
 * transaction-bound EntityService, so a refusal or failure of the address leaves no partner behind.
 */
export class AddressWithPartnerService {
  constructor(private readonly db: AppDatabase) {}

  async create(
    request: AddressWithPartnerRequest,
    partnerGrant: EntityAccessGrant,
    addressGrant: EntityAccessGrant,
  ): Promise<Row> {
    return this.db.transaction(async (tx) => {
      const partners = new EntityService(tx, entityByName('com-partner')!);
      const addresses = new EntityService(tx, entityByName('com-partner-addr')!);
      const partner = await partners.create(
        request.partner,
        partnerGrant.relationScopes,
        partnerGrant.assigned,
      );
      // The new partner is unused and owned by the caller's account, so the partnerId scope admits it.
      const address = await addresses.create(
        {
          accountId: request.accountId,
          partnerId: partner.id,
          defaultSelection: request.defaultSelection,
        },
        addressGrant.relationScopes,
        addressGrant.assigned,
      );
      return { ...address, partner };
    });
  }
}

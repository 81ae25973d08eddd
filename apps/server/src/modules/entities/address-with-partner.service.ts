import { entityByName, type AddressWithPartnerDto, type AddressWithPartnerRequest } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import type { Caller } from '../access/caller';
import type { EntityAccess, EntityAccessGrant } from '../access/entity-access';
import type { Row } from './entity.repository';
import { EntityService } from './entity.service';

const PARTNER = entityByName('com-partner')!;
const ADDRESS = entityByName('com-partner-addr')!;

/**
 * The spec's two-call address add (POST com-partners, then POST com-partner-addrs with partnerId)
 * in one transaction: the same generic rules (validation, owner, relation scopes) run on a
 * transaction-bound EntityService, so a refusal or failure of the address leaves no partner behind.
 */
export class AddressWithPartnerService {
  constructor(
    private readonly db: AppDatabase,
    private readonly access: EntityAccess,
  ) {}

  /**
   * With the access of the two-call path: create on both entities, the partner's relations and the
   * address's checked as the two calls would check them.
   */
  async createFor(caller: Caller, request: AddressWithPartnerRequest): Promise<AddressWithPartnerDto> {
    const partnerGrant = await this.access.resolve(caller, PARTNER, 'create', request.partner);
    const addressGrant = await this.access.resolve(caller, ADDRESS, 'create');
    // Rows of the generic entities, selected by their descriptors as the schema reads them.
    return (await this.create(request, partnerGrant, addressGrant)) as AddressWithPartnerDto;
  }

  async create(
    request: AddressWithPartnerRequest,
    partnerGrant: EntityAccessGrant,
    addressGrant: EntityAccessGrant,
  ): Promise<Row> {
    return this.db.transaction(async (tx) => {
      const partners = new EntityService(tx, PARTNER);
      const addresses = new EntityService(tx, ADDRESS);
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

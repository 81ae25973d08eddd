import { z } from 'zod';
import { comPartnerAddrEntity } from './com-partner-addr.entity';
import { comPartnerEntity } from './com-partner.entity';
import { entityBodySchema } from './entity-body';
import { entityDtoSchema } from './entity-dto';

/**
 * POST api/com-partner-addrs/with-partner (decision 013): the spec's two-call address add
 * (POST api/com-partners, then POST api/com-partner-addrs with partnerId) as one call and one
 * transaction. `accountId` is the business data (com-partner-account) the address belongs to, as
 * in the two-call path; `partner` carries the contact and place fields of a com-partner body (an
 * id there is refused: the record is new). The answer is the address with its `partner`.
 */
export const addressWithPartnerRequestSchema = z.object({
  accountId: z.number({ message: 'entity.validation.required' }).int().positive(),
  defaultSelection: z.boolean().optional(),
  partner: entityBodySchema(comPartnerEntity),
});
export type AddressWithPartnerRequest = z.infer<typeof addressWithPartnerRequestSchema>;

/** The answer (201): the new com-partner-addr record with the new com-partner record as `partner`. */
export const addressWithPartnerDtoSchema = entityDtoSchema(comPartnerAddrEntity).extend({
  partner: entityDtoSchema(comPartnerEntity),
});
export type AddressWithPartnerDto = z.infer<typeof addressWithPartnerDtoSchema>;

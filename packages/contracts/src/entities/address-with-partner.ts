import { z } from 'zod';
import { comPartnerEntity } from './com-partner.entity';
import { entityBodySchema } from './entity-body';

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

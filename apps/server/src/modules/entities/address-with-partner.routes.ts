import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressWithPartnerRequestSchema, entityByName } from '@app/contracts';
import { setAlertHeaders } from '../../lib/alert-headers';
import type { EntityAccess } from '../accounts/entity-access';
import type { AddressWithPartnerService } from './address-with-partner.service';

/**
 * POST api/com-partner-addrs/with-partner (decision 013): an address and its partner (contact and
 * place) in one call and one transaction, with the access of the two-call path: create on both
 * entities (ADDRESS_MANAGEMENT for account users), the business account in the caller's subtree.
 */
export function registerAddressWithPartnerRoute(
  app: FastifyInstance,
  service: AddressWithPartnerService,
  access: EntityAccess,
) {
  const partner = entityByName('com-partner')!;
  const address = entityByName('com-partner-addr')!;
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/${address.apiPath}/with-partner`,
    {
      config: { access: 'authenticated', objectName: address.i18nKey },
      schema: {
        tags: [address.name],
        body: addressWithPartnerRequestSchema,
        description:
          'Creates a com-partner and a com-partner-addr pointing at it in one transaction; answers the address with its partner.',
      },
    },
    async (request, reply) => {
      const partnerGrant = await access.resolve(request, partner, 'create', request.body.partner);
      const addressGrant = await access.resolve(request, address, 'create');
      const created = await service.create(request.body, partnerGrant, addressGrant);
      setAlertHeaders(reply, address.i18nKey, 'created', created.id as number);
      return reply.status(201).header('location', `/api/${address.apiPath}/${created.id}`).send(created);
    },
  );
}

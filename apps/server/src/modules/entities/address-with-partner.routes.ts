import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressWithPartnerDtoSchema, addressWithPartnerRequestSchema, entityByName } from '@app/contracts';
import { setAlertHeaders } from '../../lib/alert-headers';
import { EntityAccess } from '../access/entity-access';
import { requireCaller } from '../../plugins/caller';
import type { AddressWithPartnerService } from './address-with-partner.service';

/**
 * POST api/com-partner-addrs/with-partner (decision 013): an address and its partner (contact and
 * place) in one call and one transaction, with the access of the two-call path: create on both
 * entities (ADDRESS_MANAGEMENT for account users), the business account in the caller's subtree.
 */
export async function addressWithPartnerRoutes(
  app: FastifyInstance,
  { service }: { service: AddressWithPartnerService },
) {
  const partner = entityByName('com-partner')!;
  const address = entityByName('com-partner-addr')!;
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/${address.apiPath}/with-partner`,
    {
      config: {
        // Both records are created: the needs of creating either (ADDRESS_MANAGEMENT create for account users).
        ...EntityAccess.routeNeeds(partner, 'create'),
        ...EntityAccess.routeNeeds(address, 'create'),
        objectName: address.i18nKey,
      },
      schema: {
        tags: [address.name],
        body: addressWithPartnerRequestSchema,
        response: { 201: addressWithPartnerDtoSchema },
        description:
          'Creates a com-partner and a com-partner-addr pointing at it in one transaction; answers the address with its partner.',
      },
    },
    async (request, reply) => {
      const created = await service.createFor(requireCaller(request), request.body);
      setAlertHeaders(reply, address.i18nKey, 'created', created.id);
      return reply.status(201).header('location', `/api/${address.apiPath}/${created.id}`).send(created);
    },
  );
}

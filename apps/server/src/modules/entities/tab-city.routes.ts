import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cityOfProvinceSchema, provinceSchema } from '@app/contracts';
import type { TabCityService } from './tab-city.service';

/**
 * The geography lookups of the forms: provinces sorted by name and the cities of a province sorted
 * by name (docs/product.md#filtered-lists-and-lookups). Public: ISTAT data, needed by the consumer page before any sign-in.
 */
export async function tabCityRoutes(app: FastifyInstance, { service }: { service: TabCityService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' as const };
  r.get(
    '/api/tab-cities/provinces',
    { config, schema: { tags: ['tab-city'], response: { 200: z.array(provinceSchema) } } },
    async () => service.provinces(),
  );
  r.get(
    '/api/tab-cities/provinces/:code/cities',
    {
      config,
      schema: {
        tags: ['tab-city'],
        params: z.object({ code: z.string().regex(/^[A-Za-z]{2}$/, 'a two-letter province code') }),
        response: { 200: z.array(cityOfProvinceSchema) },
      },
    },
    async (request) => service.citiesOf(request.params.code),
  );
}

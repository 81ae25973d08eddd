import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { tabCities } from '../../db/schema';

/**
 * The geography lookups of the forms: provinces sorted by name and the cities of a province sorted
 * by name (part 1 §7, §9). Public: ISTAT data, needed by the consumer page before any sign-in.
 */
export function registerTabCityRoutes(app: FastifyInstance, db: AppDatabase) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' as const };
  r.get('/api/tab-cities/provinces', { config, schema: { tags: ['tab-city'] } }, async () =>
    db
      .select({ province_code: tabCities.provinceCode, province_name: tabCities.provinceName })
      .from(tabCities)
      .groupBy(tabCities.provinceCode, tabCities.provinceName)
      .orderBy(sql`lower(${tabCities.provinceName})`, asc(tabCities.provinceName)),
  );
  r.get(
    '/api/tab-cities/provinces/:code/cities',
    {
      config,
      schema: {
        tags: ['tab-city'],
        params: z.object({ code: z.string().regex(/^[A-Za-z]{2}$/, 'a two-letter province code') }),
      },
    },
    async (request) =>
      db
        .select({ id: tabCities.id, city_name: tabCities.cityName, province_code: tabCities.provinceCode })
        .from(tabCities)
        .where(eq(tabCities.provinceCode, request.params.code.toUpperCase()))
        .orderBy(sql`lower(${tabCities.cityName})`, asc(tabCities.cityName)),
  );
}

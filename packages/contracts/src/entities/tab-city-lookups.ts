import { z } from 'zod';

/* The geography lookups of the forms (docs/product.md#filtered-lists-and-lookups); the columns of tab_city may be empty, as in the ISTAT load. */

/** GET api/tab-cities/provinces: one entry per province, sorted by name. */
export const provinceSchema = z.object({
  province_code: z.string().nullable(),
  province_name: z.string().nullable(),
});
export type Province = z.infer<typeof provinceSchema>;

/** GET api/tab-cities/provinces/{code}/cities: the cities of a province, sorted by name. */
export const cityOfProvinceSchema = z.object({
  id: z.number().int(),
  city_name: z.string().nullable(),
  province_code: z.string().nullable(),
});
export type CityOfProvince = z.infer<typeof cityOfProvinceSchema>;

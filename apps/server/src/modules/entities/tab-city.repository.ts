import { asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { tabCities } from '../../db/schema';

/** The ISTAT geography of tab_city: provinces and their cities, sorted by name ignoring case. */
export class TabCityRepository {
  constructor(private readonly db: AppDatabase) {}

  async provinces() {
    return this.db
      .select({ province_code: tabCities.provinceCode, province_name: tabCities.provinceName })
      .from(tabCities)
      .groupBy(tabCities.provinceCode, tabCities.provinceName)
      .orderBy(sql`lower(${tabCities.provinceName})`, asc(tabCities.provinceName));
  }

  /** `provinceCode` exactly as stored (upper case). */
  async citiesOf(provinceCode: string) {
    return this.db
      .select({ id: tabCities.id, city_name: tabCities.cityName, province_code: tabCities.provinceCode })
      .from(tabCities)
      .where(eq(tabCities.provinceCode, provinceCode))
      .orderBy(sql`lower(${tabCities.cityName})`, asc(tabCities.cityName));
  }
}

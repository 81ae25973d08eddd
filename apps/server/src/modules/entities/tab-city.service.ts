import type { AppDatabase } from '../../db/client';
import { TabCityRepository } from './tab-city.repository';

/** The geography lookups of the forms (docs/product.md#filtered-lists-and-lookups). */
export class TabCityService {
  private readonly repository: TabCityRepository;

  constructor(db: AppDatabase) {
    this.repository = new TabCityRepository(db);
  }

  provinces() {
    return this.repository.provinces();
  }

  /** A province code matches whatever its case (codes are stored in upper case). */
  citiesOf(provinceCode: string) {
    return this.repository.citiesOf(provinceCode.toUpperCase());
  }
}

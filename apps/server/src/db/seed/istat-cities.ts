import data from './data/istat-cities.json' with { type: 'json' };

/** One Italian comune from the ISTAT list, with its province and region (see data/SOURCE.md). */
export interface IstatCity {
  /** ISTAT region code, two digits, e.g. '03'. */
  regionId: string;
  regionName: string;
  /** Automotive sigla of the province (or metropolitan city), e.g. 'MI'. */
  provinceCode: string;
  provinceName: string;
  /** ISTAT comune code, six digits, e.g. '015146'. */
  cityId: string;
  cityName: string;
}

const cities: readonly IstatCity[] = data;

/** Every comune of the ISTAT list (about 7,900), sorted by ISTAT code. Returns fresh objects. */
export function loadIstatCities(): IstatCity[] {
  return cities.map((city) => ({ ...city }));
}

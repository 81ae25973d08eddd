import type { EntityDescriptor } from './descriptor';

export const tabCityEntity = {
  name: 'tab-city',
  i18nKey: 'tabCity',
  apiPath: 'tab-cities',
  table: 'tab_city',
  paginated: true,
  readOnly: true,
  detailEditLink: true,
  fields: [
    { name: 'region_id', column: 'regionId', kind: 'string' },
    { name: 'region_name', column: 'regionName', kind: 'string' },
    { name: 'province_code', column: 'provinceCode', kind: 'string' },
    { name: 'province_name', column: 'provinceName', kind: 'string' },
    { name: 'city_id', column: 'cityId', kind: 'string' },
    { name: 'city_name', column: 'cityName', kind: 'string' },
  ],
  relations: [],
} as const satisfies EntityDescriptor;

import { describe, expect, it } from 'vitest';
import { filtersQuerySearch, readFiltersQuery } from './filters-query';

describe('the filter due list in the address bar', () => {
  it('reads window, site and page, with the defaults for what is missing or not valid', () => {
    expect(readFiltersQuery(new URLSearchParams('within=7&addressId=12&page=3'))).toEqual({
      within: '7',
      addressId: 12,
      page: 3,
    });
    expect(readFiltersQuery(new URLSearchParams('within=9&addressId=-2&page=x'))).toEqual({
      within: '30',
      addressId: undefined,
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersQuerySearch({ within: '30', addressId: undefined, page: 1 }).toString()).toBe('');
    expect(filtersQuerySearch({ within: 'all', addressId: 4, page: 2 }).toString()).toBe(
      'within=all&addressId=4&page=2',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { devicesListSearch, readDevicesListSearch } from './list-search';

const OWNER = '0b6c1c1e-4a53-4a3f-9c1e-2f0d7f6b8a10';

describe('the device list in the address bar', () => {
  it('reads owner, page, sort and filters, ignoring what is not valid', () => {
    expect(
      readDevicesListSearch(
        new URLSearchParams(`owner=${OWNER}&page=3&sort=name,desc&address=12&tag=%20hall%20&model=4`),
      ),
    ).toEqual({
      rawOwner: OWNER,
      owner: OWNER,
      page: 3,
      sort: { property: 'name', direction: 'desc' },
      filters: { addressId: 12, name: 'hall', modelId: 4 },
    });
    expect(readDevicesListSearch(new URLSearchParams('owner=nope&page=0&sort=x&address=-1&tag=%20'))).toEqual(
      {
        rawOwner: 'nope',
        owner: undefined,
        page: 1,
        sort: null,
        filters: { addressId: undefined, name: undefined, modelId: undefined },
      },
    );
  });

  it('writes only what differs from the defaults, commas unescaped, and reads back the same', () => {
    expect(devicesListSearch({ page: 1, sort: null, filters: {} })).toBe('');
    const state = {
      owner: OWNER,
      page: 2,
      sort: { property: 'id', direction: 'asc' as const },
      filters: { addressId: 5, name: 'a b', modelId: 7 },
    };
    const search = devicesListSearch(state);
    expect(search).toBe(`?owner=${OWNER}&page=2&sort=id,asc&address=5&tag=a+b&model=7`);
    expect(readDevicesListSearch(new URLSearchParams(search))).toEqual({ rawOwner: OWNER, ...state });
  });
});

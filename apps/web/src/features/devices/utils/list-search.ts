import type { DeviceFilterValues } from '../components/device-filters';
import { formatSort, parseSort, type SortState } from '../../../lib/list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined);
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The device list's state as the address bar holds it. */
export interface DevicesListState {
  /** The account uuid of `?owner=`, when it is one. */
  owner?: string;
  page: number;
  sort: SortState | null;
  filters: DeviceFilterValues;
}

/** The list's state read from the address bar; `rawOwner` is `?owner=` as given (null: none). */
export function readDevicesListSearch(
  search: URLSearchParams,
): DevicesListState & { rawOwner: string | null } {
  const rawOwner = search.get('owner');
  return {
    rawOwner,
    owner: rawOwner && UUID.test(rawOwner) ? rawOwner : undefined,
    page: pageOf(search.get('page')),
    sort: parseSort(search.get('sort')),
    filters: {
      addressId: idOf(search.get('address')),
      name: search.get('tag')?.trim() || undefined,
      modelId: idOf(search.get('model')),
    },
  };
}

/** The list's state in the address bar: `?owner=&page=&sort=name,asc&address=&tag=&model=`. */
export function devicesListSearch(state: DevicesListState): string {
  const next = new URLSearchParams();
  if (state.owner) next.set('owner', state.owner);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.sort) next.set('sort', formatSort(state.sort));
  if (state.filters.addressId !== undefined) next.set('address', String(state.filters.addressId));
  if (state.filters.name) next.set('tag', state.filters.name);
  if (state.filters.modelId !== undefined) next.set('model', String(state.filters.modelId));
  const text = next.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type DeviceDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

/** The devices list's query: whose devices, which page (1-based), the sort and the filters. */
export interface DeviceListQuery {
  /** An account's uuid: its devices (GET api/devices/uuid/owner/{uuid}); none: every device of the caller's scope. */
  owner?: string;
  page: number;
  /** `property,asc|desc` then the tie-breaker, as the API takes them. */
  sort: string[];
  addressId?: number;
  name?: string;
  modelId?: number;
}

export interface DevicePage {
  rows: DeviceDto[];
  /** x-total-count */
  total: number;
}

const criteria = (query: DeviceListQuery) => ({
  'addressId.equals': query.addressId,
  'name.contains': query.name || undefined,
  'modelId.equals': query.modelId,
});

/**
 * GET api/devices?page&size&sort&…criteria (the server scopes it to the caller), or
 * GET api/devices/uuid/owner/{uuid}?… for one account's devices. Page 1-based here, page - 1 on the wire.
 */
export function getDevices(
  query: DeviceListQuery,
  size = DEFAULT_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<DevicePage> {
  const call = {
    query: { page: query.page - 1, size, sort: query.sort, ...criteria(query) },
    signal,
  };
  return query.owner
    ? typedApi.page('/api/devices/uuid/owner/{uuid}', { ...call, path: { uuid: query.owner } })
    : typedApi.page('/api/devices', call);
}

/** Every device matching the query (one call of up to 10,000 rows), for 'select all matching' and the CSV. */
export const getAllMatchingDevices = async (query: DeviceListQuery, signal?: AbortSignal) =>
  (await getDevices({ ...query, page: 1 }, MAX_PAGE_SIZE, signal)).rows;

export const devicesQueryOptions = (query: DeviceListQuery) =>
  queryOptions({
    queryKey: deviceKeys.list(JSON.stringify(query)),
    queryFn: ({ signal }) => getDevices(query, DEFAULT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

export const useDevices = (query: DeviceListQuery, enabled = true) =>
  useQuery({ ...devicesQueryOptions(query), enabled });

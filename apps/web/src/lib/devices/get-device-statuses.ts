import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceLiveStatus, DeviceStatusesAnswer } from '@app/contracts';
import { typedApi } from '../typed-api';
import { isApiError } from '../api-error';
import { deviceKeys } from './device-query-keys';

/** At most this many uids per POST /api/devicesIot, and this many calls at once (docs/product.md#iot-limits-and-quota). */
export const STATUS_BATCH_SIZE = 30;
export const STATUS_CALLS_IN_FLIGHT = 5;

/**
 * A device's status entry as a screen (list, detail, dashboard) keeps it: the status as of `time` (when it was read, or when the
 * device reported it for a pushed one), or 'unknown' when its fetch failed or it was absent —
 * `quotaExhausted` when it was not read because the account's monthly IoT quota is used up.
 * `source` is where the server took it from (decision 043): its stored latest status, fresh while
 * push is on ('stored', no provider call), or a provider read ('provider').
 */
export type StatusEntry =
  | {
      state: 'known';
      status: DeviceLiveStatus;
      time: string;
      pushed?: boolean;
      source?: 'stored' | 'provider';
    }
  | { state: 'unknown'; quotaExhausted?: QuotaExhausted };

/** The monthly IoT quota refused the read; `renewsAt` (ISO) is when it renews, when the server said. */
export interface QuotaExhausted {
  renewsAt?: string;
}

/** The quota refusal of a failed call (429 error.iotquotadepleted), else undefined. */
export function quotaExhaustedOf(error: unknown): QuotaExhausted | undefined {
  if (!isApiError(error) || error.errorKey !== 'iotquotadepleted') return undefined;
  const renewsAt = error.params.renewsAt;
  return typeof renewsAt === 'string' ? { renewsAt } : {};
}

/**
 * POST /api/devicesIot: the live status of up to 30 devices (those the caller may not see are
 * absent); fresh stored statuses while push is on, or every one read through the provider with
 * `refresh` ("read now").
 */
export const postDeviceStatuses = (
  uids: readonly string[],
  signal?: AbortSignal,
  refresh = false,
): Promise<DeviceStatusesAnswer> =>
  // A failed batch shows as 'unknown' in the rows: no toast for it.
  typedApi.post('/api/devicesIot', {
    body: [...uids],
    query: { refresh: refresh ? 'true' : undefined },
    signal,
    silent: true,
  });

/** The entry of a status the server answered: as of its `readAt` (the server's word), else now. */
export const knownEntry = (status: DeviceLiveStatus, now: string): StatusEntry => ({
  state: 'known',
  status,
  time: status.readAt ?? now,
  ...(status.source ? { source: status.source } : {}),
});

/**
 * The live status of any number of devices: batches of 30, at most 5 calls in flight, merged by uid.
 * A failed batch leaves its devices 'unknown' without failing the others. `onBatch`, if given, hears
 * each batch as it settles (its devices, known or 'unknown', and the batches done so far).
 * `refresh` reads every device through the provider ("read now").
 */
export async function fetchLiveStatuses(
  uids: readonly string[],
  signal?: AbortSignal,
  onBatch?: (found: Map<string, StatusEntry>, done: number, total: number) => void,
  refresh = false,
): Promise<Map<string, StatusEntry>> {
  const unique = [...new Set(uids)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += STATUS_BATCH_SIZE)
    batches.push(unique.slice(i, i + STATUS_BATCH_SIZE));
  const found = new Map<string, StatusEntry>(unique.map((uid) => [uid, { state: 'unknown' }]));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      const inBatch = new Map<string, StatusEntry>(batch.map((uid) => [uid, { state: 'unknown' }]));
      try {
        const answer = await postDeviceStatuses(batch, signal, refresh);
        const time = new Date().toISOString();
        for (const status of answer.result.devices) {
          const known = knownEntry(status, time);
          found.set(status.id, known);
          if (inBatch.has(status.id)) inBatch.set(status.id, known);
        }
      } catch (error) {
        if (signal?.aborted) throw error;
        const quotaExhausted = quotaExhaustedOf(error);
        if (quotaExhausted)
          for (const uid of batch) {
            found.set(uid, { state: 'unknown', quotaExhausted });
            inBatch.set(uid, { state: 'unknown', quotaExhausted });
          }
      }
      onBatch?.(inBatch, ++done, batches.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(STATUS_CALLS_IN_FLIGHT, batches.length) }, worker));
  return found;
}

/** The live statuses of the given devices; `isPending` while the first answer is awaited ('waiting'). */
export const useLiveStatuses = (uids: readonly string[], enabled = true) =>
  useQuery({
    queryKey: deviceKeys.status(uids),
    queryFn: ({ signal }) => fetchLiveStatuses(uids, signal),
    enabled: enabled && uids.length > 0,
    staleTime: 10_000,
  });

/**
 * "Read now": the devices read through the provider (refresh=true), whatever their stored status;
 * the answer replaces the cached live statuses of the same uids.
 */
export function useReadNow(uids: readonly string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => fetchLiveStatuses(uids, undefined, undefined, true),
    onSuccess: (found) => client.setQueryData(deviceKeys.status(uids), found),
  });
}

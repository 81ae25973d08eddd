import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DashboardDevice } from '@app/contracts';
import { useDeviceStatusPushes } from '../../../lib/live/use-device-status-pushes';
import { deviceKeys } from '../../../lib/devices/device-query-keys';
import { fetchLiveStatuses, type StatusEntry } from '../../../lib/devices/get-device-statuses';
import { mergePushIntoDashboard } from '../../../lib/devices/status-merge';

/** The answers are shown at most this often while a read is under way (fewer renders with thousands of devices). */
const FLUSH_MS = 250;

export interface StatusRead {
  /** 'auto': the devices without a stored status, on open; 'update': every device with a uid. */
  kind: 'auto' | 'update';
  total: number;
  done: number;
  finished: boolean;
  /** Devices whose read found a status, and those left 'unknown'. */
  known: number;
  unknown: number;
}

export interface DashboardStatuses {
  /** The live statuses read so far, by uid. */
  live: ReadonlyMap<string, StatusEntry>;
  /** The uids being read now ('waiting'). */
  pending: ReadonlySet<string>;
  read: StatusRead | null;
  /** Reads the live status of every device with a uid (the Update button). */
  update: () => void;
}

const EMPTY_SET: ReadonlySet<string> = new Set();

/**
 * The dashboard's live statuses: on open only the devices with a uid and no stored status are read
 * (through the 30-per-call, 5-in-flight batches); `update()` reads all of them again. Each settled
 * batch moves its devices from 'waiting' to their status (or 'unknown'), shown every 250 ms at most.
 * Reports pushed by the server (decision 032) join the same entries as they arrive, so the rows,
 * their tabs and the counts follow the fleet without Update.
 */
export function useDashboardStatuses(devices: readonly DashboardDevice[] | undefined): DashboardStatuses {
  const [live, setLive] = useState<ReadonlyMap<string, StatusEntry>>(() => new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(EMPTY_SET);
  const [read, setRead] = useState<StatusRead | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(async (uids: string[], kind: StatusRead['kind'], own: AbortController) => {
    if (own.signal.aborted) return;
    controller.current?.abort();
    controller.current = own;
    const unique = [...new Set(uids)];
    const progress: StatusRead = {
      kind,
      total: unique.length,
      done: 0,
      finished: false,
      known: 0,
      unknown: 0,
    };
    setPending(new Set(unique));
    setRead({ ...progress });
    if (unique.length === 0) {
      setRead({ ...progress, finished: true });
      return;
    }
    let buffer = new Map<string, StatusEntry>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      if (own.signal.aborted) return;
      const settled = buffer;
      buffer = new Map();
      setLive((previous) => {
        const next = new Map(previous);
        for (const [uid, entry] of settled) next.set(uid, entry);
        return next;
      });
      setPending((previous) => {
        const next = new Set(previous);
        for (const uid of settled.keys()) next.delete(uid);
        return next;
      });
      setRead({ ...progress });
    };
    try {
      await fetchLiveStatuses(unique, own.signal, (found) => {
        for (const [uid, status] of found) {
          if (status.state === 'known') {
            // As of when the server read it: a fresh stored status keeps its report's time (decision 043).
            buffer.set(uid, status);
            progress.known++;
          } else {
            buffer.set(uid, { state: 'unknown', quotaExhausted: status.quotaExhausted });
            progress.unknown++;
          }
          progress.done++;
        }
        timer ??= setTimeout(flush, FLUSH_MS);
      });
    } catch {
      // Aborted: a newer read or the page's end took over.
    }
    if (timer !== undefined) clearTimeout(timer);
    if (own.signal.aborted) return;
    flush();
    progress.finished = true;
    setRead({ ...progress });
    setPending(EMPTY_SET);
  }, []);

  // On open (and when the answer changes): the devices with a uid and no stored status.
  useEffect(() => {
    if (!devices) return;
    const uids = devices.flatMap((d) => (d.uid && !d.lastStatus ? [d.uid] : []));
    if (uids.length === 0) return;
    const own = new AbortController();
    // Started from a callback, not inside the effect's body (no state change while React commits).
    const timer = setTimeout(() => void start(uids, 'auto', own), 0);
    return () => {
      clearTimeout(timer);
      own.abort();
    };
  }, [devices, start]);

  // Whatever read is under way stops with the page.
  useEffect(() => {
    const current = controller;
    return () => current.current?.abort();
  }, []);

  // Pushed reports: merged into the live entries (the server gathers them, at most one frame per 200 ms).
  // The cached answer's stored statuses are then behind: it is marked stale (not read again now), so
  // the dashboard opened again asks for the stored statuses rather than showing older ones.
  const client = useQueryClient();
  const byUid = useMemo(
    () => new Map((devices ?? []).flatMap((d) => (d.uid ? [[d.uid, d] as const] : []))),
    [devices],
  );
  useDeviceStatusPushes((pushed) => {
    if (!pushed.some((device) => byUid.has(device.uid))) return;
    setLive((previous) => mergePushIntoDashboard(previous, pushed, byUid));
    void client.invalidateQueries({ queryKey: deviceKeys.dashboard, refetchType: 'none' });
  }, !!devices);

  const update = useCallback(() => {
    if (!devices) return;
    void start(
      devices.flatMap((d) => (d.uid ? [d.uid] : [])),
      'update',
      new AbortController(),
    );
  }, [devices, start]);

  return { live, pending, read, update };
}

import { useEffect, useRef } from 'react';
import type { PushedDeviceStatus } from '@app/contracts';
import { subscribeDeviceStatus } from './device-status-feed';

/**
 * Hears the live status feed while the component is mounted (and `enabled`): one subscription per
 * mount, whatever the listener's identity between renders (the latest listener is called).
 */
export function useDeviceStatusPushes(
  listener: (devices: PushedDeviceStatus[]) => void,
  enabled = true,
): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeDeviceStatus((devices) => latest.current(devices));
  }, [enabled]);
}

import { useSyncExternalStore } from 'react';
import { liveConnection } from './live-connection';

const subscribe = (listener: () => void) => {
  const stop = liveConnection.onStatus(listener);
  return () => void stop();
};

/**
 * Whether the tab's live connection is up now. Subscriptions are made again before the connection
 * says it is up, so a screen that listens gets pushes whenever this is true.
 */
export const useLiveConnected = (): boolean =>
  useSyncExternalStore(subscribe, () => liveConnection.connected);

import { TRACKER_TOPIC, type TrackerActivity } from '@app/contracts';
import { liveConnection } from '../../../lib/live/live-connection';

/**
 * The tracker's side of the tab's shared STOMP connection (lib/live, decision 011): the admin's
 * tracker page listens to /topic/tracker (the server refuses anyone else) and shows whether the
 * connection is up.
 */
export const trackerConnection = {
  get connected(): boolean {
    return liveConnection.connected;
  },
  onStatus: (listener: (connected: boolean) => void) => liveConnection.onStatus(listener),
  subscribe: (listener: (activity: TrackerActivity) => void) =>
    liveConnection.subscribe(TRACKER_TOPIC, (body) => listener(JSON.parse(body) as TrackerActivity)),
};

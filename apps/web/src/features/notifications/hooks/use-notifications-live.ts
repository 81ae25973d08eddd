import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_DESTINATION, notificationPushSchema, type UnreadCount } from '@app/contracts';
import { liveConnection } from '../../../lib/live/live-connection';
import { useLiveConnected } from '../../../lib/live/use-live-connected';
import { notificationKeys } from '../api/notifications-api';

/** The push of one frame, or null for a frame that is not one (ignored, never half-applied). */
export function parseNotificationFrame(body: string) {
  try {
    const parsed = notificationPushSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Follows the caller's unread count live (docs/decisions/040) on the tab's shared connection: each
 * push sets the bell's count and marks the lists stale. Each time the subscription starts (mount,
 * reconnect) the count is read once, as a push may have been missed. Answers whether it is live:
 * the bell polls only when not.
 */
export function useNotificationsLive(enabled: boolean): boolean {
  const client = useQueryClient();
  const connected = useLiveConnected();
  const live = enabled && connected;
  useEffect(() => {
    if (!live) return;
    const stop = liveConnection.subscribe(NOTIFICATIONS_DESTINATION, (body) => {
      const push = parseNotificationFrame(body);
      if (!push) return;
      client.setQueryData<UnreadCount>(notificationKeys.unread, { unread: push.unread });
      void client.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] });
    });
    // Signed out while the connection came back: the app's query client keeps the count disabled.
    void client.invalidateQueries({ queryKey: notificationKeys.unread });
    return stop;
  }, [live, client]);
  return live;
}

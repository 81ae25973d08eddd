import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationDto, NotificationPreferences, NotificationPush, UnreadCount } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** How often the bell asks for its count while the live connection is down. */
export const UNREAD_FALLBACK_POLL_MS = 60_000;

export interface NotificationsQuery {
  /** 1-based, as in the address bar. */
  page: number;
  size: number;
  unread: boolean;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationsQuery) => ['notifications', 'list', query] as const,
  unread: ['notifications', 'unread'] as const,
  preferences: ['notification-preferences'] as const,
};

/** GET api/notifications?page&size&unread: the caller's own, newest first; the total from x-total-count. */
export function getNotifications(
  query: NotificationsQuery,
  signal?: AbortSignal,
): Promise<{ rows: NotificationDto[]; total: number }> {
  return typedApi.page('/api/notifications', {
    signal,
    query: { page: query.page - 1, size: query.size, unread: query.unread ? 'true' : undefined },
  });
}

export const useNotifications = (query: NotificationsQuery, enabled = true) =>
  useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET api/notifications/unread-count; polled every 60 s only while the live connection is down. */
export const useUnreadCount = (live: boolean) =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }): Promise<UnreadCount> =>
      typedApi.get('/api/notifications/unread-count', { signal }),
    select: (data) => data.unread,
    refetchInterval: live ? false : UNREAD_FALLBACK_POLL_MS,
  });

/** POST api/notifications/read: some ids, or all; the count and the lists follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }): Promise<NotificationPush> =>
      typedApi.post('/api/notifications/read', { body }),
    onSuccess: (push) => client.setQueryData<UnreadCount>(notificationKeys.unread, { unread: push.unread }),
    onSettled: () => client.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] }),
  });
}

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }): Promise<NotificationPreferences> =>
      typedApi.get('/api/notification-preferences', { signal }),
  });

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationPreferences): Promise<NotificationPreferences> =>
      typedApi.put('/api/notification-preferences', { body: settings }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences, saved),
  });
}

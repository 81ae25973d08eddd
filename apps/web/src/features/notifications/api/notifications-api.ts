import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationDto, NotificationPreferences, NotificationPush, UnreadCount } from '@app/contracts';
import { api, request } from '../../../lib/api-client';

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
export async function getNotifications(query: NotificationsQuery, signal?: AbortSignal) {
  const res = await request<NotificationDto[]>('/api/notifications', {
    signal,
    query: { page: query.page - 1, size: query.size, unread: query.unread ? 'true' : undefined },
  });
  return { rows: res.data, total: Number(res.headers.get('x-total-count') ?? res.data.length) };
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
    queryFn: ({ signal }) => api.get<UnreadCount>('/api/notifications/unread-count', { signal }),
    select: (data) => data.unread,
    refetchInterval: live ? false : UNREAD_FALLBACK_POLL_MS,
  });

/** POST api/notifications/read: some ids, or all; the count and the lists follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) =>
      api.post<NotificationPush>('/api/notifications/read', body),
    onSuccess: (push) => client.setQueryData<UnreadCount>(notificationKeys.unread, { unread: push.unread }),
    onSettled: () => client.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] }),
  });
}

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api.get<NotificationPreferences>('/api/notification-preferences', { signal }),
  });

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationPreferences) =>
      api.put<NotificationPreferences>('/api/notification-preferences', settings),
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences, saved),
  });
}

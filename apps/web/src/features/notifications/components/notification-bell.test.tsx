import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NOTIFICATIONS_DESTINATION, type NotificationDto } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { liveConnection } from '../../../lib/live/live-connection';
import { startApi, type TestApi } from '../../../../test/api-server';
import { renderRoute } from '../../../../test/render';
import { parseNotificationFrame } from '../hooks/use-notifications-live';
import { NotificationBell } from './notification-bell';
import { installSessionSync } from '../../../lib/auth/session';
import { AUTH_TOKEN_KEY, clearToken, setToken } from '../../../lib/auth/token-storage';
import { createQueryClient } from '../../../lib/query-client';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const notification = (id: number, readAt: string | null = null): NotificationDto => ({
  id,
  alarmId: 100 + id,
  event: 'opened',
  severity: 'critical',
  ruleName: 'Purificatore offline',
  subjectName: `Sala ${id}`,
  siteName: 'Via Roma 1, Torino',
  createdAt: '2026-11-28T05:00:00.000Z',
  readAt,
});

/** Delivers a frame on the bell's destination, as the STOMP connection does. */
function pushFrame(body: unknown) {
  const listeners = (liveConnection as unknown as { listeners: Map<string, Set<(body: string) => void>> })
    .listeners;
  for (const listener of [...(listeners.get(NOTIFICATIONS_DESTINATION) ?? [])])
    listener(JSON.stringify(body));
}

/** The live connection goes up or down, as the STOMP connection tells its listeners. */
function setLiveConnected(connected: boolean) {
  vi.spyOn(liveConnection, 'connected', 'get').mockReturnValue(connected);
  const listeners = (liveConnection as unknown as { statusListeners: Set<(connected: boolean) => void> })
    .statusListeners;
  listeners.forEach((listener) => listener(connected));
}

let api: TestApi | undefined;
let stopSync: (() => void) | undefined;
afterEach(async () => {
  stopSync?.();
  stopSync = undefined;
  clearToken();
  vi.restoreAllMocks();
  await api?.close();
  api = undefined;
});

describe('the bell', () => {
  it('names its unread count, lists the latest ten on opening, and marks all read', async () => {
    let unread = 3;
    api = await startApi((call) => {
      if (call.path === '/api/notifications/unread-count') return { body: { unread } };
      if (call.path === '/api/notifications')
        return {
          body: [notification(2), notification(1, '2026-11-28T05:10:00.000Z')],
          headers: { 'x-total-count': '2' },
        };
      if (call.path === '/api/notifications/read' && call.method === 'POST') {
        unread = 0;
        return { body: { unread: 0, latest: null } };
      }
      return undefined;
    });
    const { user } = renderRoute(<NotificationBell />);
    const bell = screen.getByTestId('notification-bell');
    await waitFor(() => expect(within(bell).getByTestId('notification-bell-count').textContent).toBe('3'));
    const toggle = within(bell).getByRole('button', { name: t('notifications.bell.label', { count: 3 }) });
    expect(screen.getByTestId('notification-bell-status').textContent).toBe(
      t('notifications.bell.label', { count: 3 }),
    );
    // Closed, the list is not asked for.
    expect(api.callsTo('GET', '/api/notifications')).toHaveLength(0);
    await user.click(toggle);
    const item = await screen.findByTestId('notification-bell-item-2');
    expect(item.getAttribute('href')).toBe('/alarms/102');
    expect(item.textContent).toContain('Purificatore offline — Sala 2: aperto');
    expect(api.callsTo('GET', '/api/notifications')[0]!.query.get('size')).toBe('10');
    await user.click(screen.getByTestId('notification-bell-mark-all'));
    await waitFor(() => expect(within(bell).queryByTestId('notification-bell-count')).toBeNull());
    expect(api.callsTo('POST', '/api/notifications/read')[0]!.body).toEqual({ all: true });
  });

  it('follows the pushed count while the live connection is up', async () => {
    vi.spyOn(liveConnection, 'connected', 'get').mockReturnValue(true);
    api = await startApi((call) =>
      call.path === '/api/notifications/unread-count' ? { body: { unread: 1 } } : undefined,
    );
    renderRoute(<NotificationBell />);
    await waitFor(() => expect(screen.getByTestId('notification-bell-count').textContent).toBe('1'));
    pushFrame({ unread: 4, latest: notification(9) });
    await waitFor(() => expect(screen.getByTestId('notification-bell-count').textContent).toBe('4'));
    // A frame that is not the contract's is ignored.
    pushFrame({ unread: 'many' });
    expect(screen.getByTestId('notification-bell-count').textContent).toBe('4');
  });

  it('reads a frame only when it is the contract’s', () => {
    expect(parseNotificationFrame(JSON.stringify({ unread: 2, latest: null }))).toEqual({
      unread: 2,
      latest: null,
    });
    expect(parseNotificationFrame('{')).toBeNull();
    expect(parseNotificationFrame(JSON.stringify({ unread: -1, latest: null }))).toBeNull();
  });

  it('signed out in another tab, forgets its count and asks nothing more, even when the connection comes back', async () => {
    // As in the app: its query client, following the token.
    setToken('a.b.c', true);
    api = await startApi((call) =>
      call.path === '/api/notifications/unread-count' ? { body: { unread: 2 } } : undefined,
    );
    const client = createQueryClient();
    stopSync = installSessionSync(client);
    const router = createMemoryRouter([{ path: '/', element: <NotificationBell /> }]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('notification-bell-count').textContent).toBe('2'));

    localStorage.removeItem(AUTH_TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY }));
    await waitFor(() => expect(screen.queryByTestId('notification-bell-count')).toBeNull());
    // Each start of the live subscription reads the count again: not without a session.
    setLiveConnected(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls.map((call) => call.authorization)).toEqual(['Bearer a.b.c']);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationDto } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type TestApi } from '../../../../test/api-server';
import { renderRoute } from '../../../../test/render';
import { NotificationPreferencesPage } from './notification-preferences-page';
import { NotificationsPage } from './notifications-page';
import { clearToken, setToken } from '../../../lib/auth/token-storage';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const notification = (id: number, readAt: string | null): NotificationDto => ({
  id,
  alarmId: 100 + id,
  event: id % 2 ? 'cleared' : 'opened',
  severity: 'major',
  ruleName: 'PM2.5 alto',
  subjectName: `Sala ${id}`,
  siteName: 'Via Roma 1, Torino',
  createdAt: '2026-11-28T05:00:00.000Z',
  readAt,
});

let api: TestApi | undefined;
// The bell asks only with a session's token (a tab signed out elsewhere asks nothing).
beforeEach(() => setToken('a.b.c', false));
afterEach(async () => {
  clearToken();
  await api?.close();
  api = undefined;
});

describe('the notification centre page', () => {
  it('lists, filters unread in the address bar, and marks one read', async () => {
    const all = [notification(2, null), notification(1, '2026-11-28T05:10:00.000Z')];
    api = await startApi((call) => {
      if (call.path === '/api/notifications/unread-count') return { body: { unread: 1 } };
      if (call.path === '/api/notifications') {
        const rows = call.query.get('unread') === 'true' ? all.filter((n) => !n.readAt) : all;
        return { body: rows, headers: { 'x-total-count': String(rows.length) } };
      }
      if (call.path === '/api/notifications/read') return { body: { unread: 0, latest: null } };
      return undefined;
    });
    const { user, router } = renderRoute(<NotificationsPage />, { path: '/notifications' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t('notifications.list.title'));
    const row = await screen.findByTestId('notification-row-2');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/alarms/102');
    expect(within(screen.getByTestId('notification-row-1')).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('notifications-unread').textContent).toBe(
      t('notifications.list.unreadCount', { count: 1 }),
    );

    await user.selectOptions(screen.getByLabelText(t('notifications.list.filterLabel')), 'unread');
    await waitFor(() => expect(router.state.location.search).toBe('?unread=true'));
    await waitFor(() => expect(screen.queryByTestId('notification-row-1')).toBeNull());
    expect(api.callsTo('GET', '/api/notifications').at(-1)!.query.get('unread')).toBe('true');

    await user.click(screen.getByTestId('notification-read-2'));
    await waitFor(() => expect(api!.callsTo('POST', '/api/notifications/read')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/notifications/read')[0]!.body).toEqual({ ids: [2] });
  });

  it('says so when there is nothing', async () => {
    api = await startApi((call) => {
      if (call.path === '/api/notifications/unread-count') return { body: { unread: 0 } };
      if (call.path === '/api/notifications') return { body: [], headers: { 'x-total-count': '0' } };
      return undefined;
    });
    renderRoute(<NotificationsPage />, { path: '/notifications' });
    expect((await screen.findByTestId('notifications-empty')).textContent).toBe(
      t('notifications.list.empty'),
    );
    expect((screen.getByTestId('notifications-mark-all') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the notification preferences page', () => {
  it('loads the preferences and saves the changed ones', async () => {
    api = await startApi((call) => {
      if (call.path !== '/api/notification-preferences') return undefined;
      return { body: call.method === 'PUT' ? call.body : DEFAULT_NOTIFICATION_PREFERENCES };
    });
    const { user } = renderRoute(<NotificationPreferencesPage />, { path: '/notifications/preferences' });
    await screen.findByTestId('preferences-form');
    await user.click(screen.getByLabelText(t('notifications.severity.minor')));
    await user.click(screen.getByLabelText(t('notifications.preferences.mailDigest')));
    const digestAt = screen.getByLabelText(t('notifications.preferences.digestAt'));
    await user.clear(digestAt);
    await user.type(digestAt, '07:30');
    await user.click(screen.getByLabelText(t('notifications.preferences.quiet')));
    await user.click(screen.getByTestId('preferences-save'));
    expect((await screen.findByTestId('preferences-saved')).textContent).toBe(
      t('notifications.preferences.saved'),
    );
    expect(api.callsTo('PUT', '/api/notification-preferences')[0]!.body).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      severities: ['critical', 'major'],
      mail: 'digest',
      digestAt: '07:30',
      quietHours: { from: '22:00', to: '07:00' },
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { startApi, type TestApi } from '../../../../test/api-server';
import { renderRoute } from '../../../../test/render';
import { NotificationsMenu } from './notifications-menu';

const t = (key: string) => i18n.t(key);

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('the alerts menu', () => {
  it('leads to the alarms, the alert rules and the webhooks, beside the bell', async () => {
    api = await startApi((call) =>
      call.path === '/api/notifications/unread-count' ? { body: { unread: 0 } } : undefined,
    );
    const { user } = renderRoute(
      <ul>
        <NotificationsMenu />
      </ul>,
    );
    const menu = screen.getByTestId('menu-alerts');
    await user.click(within(menu).getByRole('button', { name: t('notifications.menu.alarms') }));
    expect((await screen.findByTestId('menu-alarms')).getAttribute('href')).toBe('/alarms');
    expect(screen.getByTestId('menu-alert-rules').getAttribute('href')).toBe('/alert-rules');
    expect(screen.getByTestId('menu-webhooks').getAttribute('href')).toBe('/webhooks');
    expect(screen.getByTestId('menu-webhooks').textContent).toBe(t('notifications.menu.webhooks'));
    expect(screen.getByTestId('notification-bell')).toBeTruthy();
  });
});

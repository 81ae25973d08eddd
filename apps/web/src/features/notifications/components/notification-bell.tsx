import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useMarkRead, useNotifications, useUnreadCount } from '../api/notifications-api';
import { useNotificationsLive } from '../hooks/use-notifications-live';
import { BellIcon } from './bell-icon';
import { notificationText } from './notification-text';

/** How many notifications the bell's dropdown lists. */
export const BELL_LIST_SIZE = 10;

/**
 * The navbar's bell (docs/decisions/040): the unread count as a badge and in the button's name,
 * kept live over the tab's STOMP connection (polled every 60 s only while that is down); opened,
 * the latest ten, each linking to its alarm, and "mark all read". A status region announces a
 * new count to screen readers.
 * Test ids: `notification-bell`, `notification-bell-count`, `notification-bell-item-<id>`,
 * `notification-bell-mark-all`, `notification-bell-empty`.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const live = useNotificationsLive(true);
  const unread = useUnreadCount(live).data ?? 0;
  const latest = useNotifications({ page: 1, size: BELL_LIST_SIZE, unread: false }, open);
  const markRead = useMarkRead();
  const label = t('notifications.bell.label', { count: unread });
  const title = (
    <span className="d-inline-flex align-items-center gap-1 position-relative">
      <BellIcon />
      {unread > 0 && (
        <Badge bg="danger" pill data-testid="notification-bell-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </Badge>
      )}
      <span className="visually-hidden">{label}</span>
    </span>
  );
  const rows = latest.data?.rows ?? [];
  return (
    <>
      <NavDropdown
        as="li"
        title={title}
        id="notification-bell"
        data-testid="notification-bell"
        align="end"
        show={open}
        onToggle={(next) => setOpen(next)}
      >
        <NavDropdown.Header role="none">{t('notifications.bell.heading')}</NavDropdown.Header>
        {latest.isError && (
          <NavDropdown.ItemText className="text-danger">
            {t('notifications.bell.loadError')}
          </NavDropdown.ItemText>
        )}
        {latest.isSuccess && rows.length === 0 && (
          <NavDropdown.ItemText data-testid="notification-bell-empty">
            {t('notifications.bell.empty')}
          </NavDropdown.ItemText>
        )}
        {rows.map((n) => (
          <NavDropdown.Item
            key={n.id}
            as={Link}
            to={paths.alarms.detail.getHref(n.alarmId)}
            data-testid={`notification-bell-item-${n.id}`}
            className={`text-wrap ${n.readAt ? '' : 'fw-semibold'}`}
            style={{ minWidth: '18rem', maxWidth: '24rem' }}
          >
            <span className="d-block">
              {!n.readAt && <span className="visually-hidden">{t('notifications.item.unread')}: </span>}
              {notificationText(n, t)}
            </span>
            <small className="text-body-secondary">
              {t(`notifications.severity.${n.severity}`)} · <RelativeTime time={n.createdAt} />
            </small>
          </NavDropdown.Item>
        ))}
        <NavDropdown.Divider />
        <div className="px-3 py-1 d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            data-testid="notification-bell-mark-all"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('notifications.bell.markAllRead')}
          </Button>
        </div>
        <NavDropdown.Item
          as={Link}
          to={paths.notifications.list.getHref()}
          data-testid="notification-bell-all"
        >
          {t('notifications.bell.seeAll')}
        </NavDropdown.Item>
        <NavDropdown.Item
          as={Link}
          to={paths.notifications.preferences.getHref()}
          data-testid="notification-bell-preferences"
        >
          {t('notifications.bell.preferences')}
        </NavDropdown.Item>
      </NavDropdown>
      {/* A list item of the navbar's list; the live region inside it (a role on the li would leave the list). */}
      <li className="visually-hidden">
        <span role="status" aria-live="polite" data-testid="notification-bell-status">
          {unread > 0 ? label : ''}
        </span>
      </li>
    </>
  );
}

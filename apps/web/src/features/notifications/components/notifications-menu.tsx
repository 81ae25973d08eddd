import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Icon } from '../../../components/ui/icon';
import { NotificationBell } from './notification-bell';

/**
 * The alerts' entries of the navbar (docs/decisions/040), for the signed-in users of the account
 * area: a menu with the alarms, the alert rules and the webhooks, then the bell. Items (`li`) of
 * the navbar's list. Test ids `menu-alerts`, `menu-alarms`, `menu-alert-rules`, `menu-webhooks`.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const title = (
    <span className="d-inline-flex align-items-center gap-1">
      <Icon name="alert" />
      <span>{t('notifications.menu.alarms')}</span>
    </span>
  );
  const items = [
    { id: 'alarms', to: paths.alarms.list.getHref(), label: t('notifications.menu.alarms') },
    { id: 'alert-rules', to: paths.alertRules.list.getHref(), label: t('notifications.menu.alertRules') },
    { id: 'webhooks', to: paths.webhooks.list.getHref(), label: t('notifications.menu.webhooks') },
  ];
  return (
    <>
      <NavDropdown as="li" title={title} id="alerts-menu" data-testid="menu-alerts">
        {items.map((item) => (
          <NavDropdown.Item key={item.id} as={Link} to={item.to} data-testid={`menu-${item.id}`}>
            {item.label}
          </NavDropdown.Item>
        ))}
      </NavDropdown>
      <NotificationBell />
    </>
  );
}

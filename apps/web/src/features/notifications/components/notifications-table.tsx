import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationDto } from '@app/contracts';
import { paths } from '../../../config/paths';
import { RelativeTime } from '../../../components/ui/relative-time';
import { notificationText } from './notification-text';

const SEVERITY_VARIANT = { critical: 'danger', major: 'warning', minor: 'secondary' } as const;

/**
 * The notification centre's table: when, the notice (a link to its alarm), severity, site, and
 * "mark read" for an unread one. A table with a caption and column headers; it scrolls sideways on
 * a phone. Test ids `notification-row-<id>`, `notification-read-<id>`.
 */
export function NotificationsTable({
  rows,
  onMarkRead,
  busy,
}: {
  rows: NotificationDto[];
  onMarkRead: (id: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table responsive hover className="align-middle" data-testid="notifications-table">
      <caption className="visually-hidden">{t('notifications.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('notifications.list.when')}</th>
          <th scope="col">{t('notifications.list.what')}</th>
          <th scope="col">{t('notifications.list.severity')}</th>
          <th scope="col">{t('notifications.list.site')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('notifications.list.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((n) => (
          <tr key={n.id} data-testid={`notification-row-${n.id}`} className={n.readAt ? '' : 'fw-semibold'}>
            <td>
              <RelativeTime time={n.createdAt} />
            </td>
            <td>
              {!n.readAt && (
                <Badge bg="primary" className="me-2">
                  {t('notifications.item.unread')}
                </Badge>
              )}
              <Link to={paths.alarms.detail.getHref(n.alarmId)}>{notificationText(n, t)}</Link>
            </td>
            <td>
              <Badge bg={SEVERITY_VARIANT[n.severity]}>{t(`notifications.severity.${n.severity}`)}</Badge>
            </td>
            <td>{n.siteName ?? '—'}</td>
            <td className="text-end">
              {!n.readAt && (
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={busy}
                  data-testid={`notification-read-${n.id}`}
                  aria-label={`${t('notifications.item.markRead')}: ${notificationText(n, t)}`}
                  onClick={() => onMarkRead(n.id)}
                >
                  {t('notifications.item.markRead')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ListPagination } from '../../../components/ui/list-pagination';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import {
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from '../../../features/notifications/api/notifications-api';
import { NotificationsTable } from '../../../features/notifications/components/notifications-table';
import { useNotificationsLive } from '../../../features/notifications/hooks/use-notifications-live';

const PAGE_SIZE = 20;

/**
 * /notifications (docs/decisions/040): the caller's notifications, newest first, all or unread
 * only (kept in the address bar), each linking to its alarm, marked read one by one or all at once;
 * the list follows the live pushes. Test ids: `notifications-title`, `notifications-filter`,
 * `notifications-mark-all`, `notifications-empty`, `notifications-load-error`, `notifications-unread`.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const unreadOnly = search.get('unread') === 'true';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const live = useNotificationsLive(true);
  const unread = useUnreadCount(live).data ?? 0;
  const list = useNotifications({ page, size: PAGE_SIZE, unread: unreadOnly });
  const markRead = useMarkRead();
  const go = (next: { unread?: boolean; page?: number }) => {
    const params = new URLSearchParams();
    if (next.unread ?? unreadOnly) params.set('unread', 'true');
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  let body: ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = (
      <Alert variant="danger" data-testid="notifications-load-error">
        {t('notifications.list.loadError')}
      </Alert>
    );
  else if (list.data.rows.length === 0)
    body = (
      <Alert variant="info" data-testid="notifications-empty">
        {unreadOnly ? t('notifications.list.emptyUnread') : t('notifications.list.empty')}
      </Alert>
    );
  else
    body = (
      <>
        <NotificationsTable
          rows={list.data.rows}
          busy={markRead.isPending}
          onMarkRead={(id) => markRead.mutate({ ids: [id] })}
        />
        {list.data.total > PAGE_SIZE && (
          <ListPagination
            page={page}
            total={list.data.total}
            size={PAGE_SIZE}
            onSelect={(p) => go({ page: p })}
            labels={{
              nav: t('notifications.list.pagination.nav'),
              first: t('notifications.list.pagination.first'),
              previous: t('notifications.list.pagination.previous'),
              next: t('notifications.list.pagination.next'),
              last: t('notifications.list.pagination.last'),
            }}
          />
        )}
      </>
    );

  return (
    <div data-testid="notifications-page">
      <PageTitle testId="notifications-title">{t('notifications.list.title')}</PageTitle>
      <p className="text-body-secondary">
        {t('notifications.list.intro')}{' '}
        <Link to={paths.notifications.preferences.getHref()}>{t('notifications.bell.preferences')}</Link>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <Form.Group controlId="notifications-filter" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0">{t('notifications.list.filterLabel')}</Form.Label>
          <Form.Select
            data-testid="notifications-filter"
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(e) => go({ unread: e.target.value === 'unread', page: 1 })}
            style={{ width: 'auto' }}
          >
            <option value="all">{t('notifications.list.all')}</option>
            <option value="unread">{t('notifications.list.unread')}</option>
          </Form.Select>
        </Form.Group>
        <span role="status" aria-live="polite" data-testid="notifications-unread">
          {t('notifications.list.unreadCount', { count: unread })}
        </span>
        <Button
          variant="outline-primary"
          size="sm"
          className="ms-auto"
          data-testid="notifications-mark-all"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('notifications.list.markAllRead')}
        </Button>
      </div>
      {body}
    </div>
  );
}

export default NotificationsPage;

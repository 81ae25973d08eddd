import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { LOGOUT_PAGE, type TrackerActivity } from '@app/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { formatDateTime } from '../../../lib/formatters';
import { trackerConnection } from '../../../features/admin/api/tracker-connection';

/**
 * /admin/tracker: who is on which page, live. Entries are replaced by session id; a 'logout'
 * removes its session. The server sends the sessions already there when the page subscribes.
 */
export function TrackerPage() {
  const { t } = useTranslation();
  const [sessions, setSessions] = useState<Map<string, TrackerActivity>>(() => new Map());
  const [connected, setConnected] = useState(trackerConnection.connected);

  useEffect(() => {
    const stopStatus = trackerConnection.onStatus(setConnected);
    const stop = trackerConnection.subscribe((activity) =>
      setSessions((current) => {
        const next = new Map(current);
        if (activity.page === LOGOUT_PAGE) next.delete(activity.sessionId);
        else next.set(activity.sessionId, activity);
        return next;
      }),
    );
    return () => {
      stop();
      stopStatus();
    };
  }, []);

  const rows = [...sessions.values()].sort((a, b) => b.time.localeCompare(a.time));
  return (
    <div data-testid="tracker-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <PageTitle testId="tracker-title" className="mb-0">
          {t('tracker.title')}
        </PageTitle>
        <Badge
          bg={connected ? 'success' : 'secondary'}
          data-testid="tracker-status"
          data-connected={connected}
        >
          {connected ? t('tracker.connected') : t('tracker.disconnected')}
        </Badge>
      </div>
      <p className="text-body-secondary">{t('tracker.intro')}</p>
      {rows.length === 0 ? (
        <Alert variant="info" data-testid="tracker-empty">
          {t('tracker.empty')}
        </Alert>
      ) : (
        <Table striped hover responsive size="sm" data-testid="tracker-table">
          <thead>
            <tr>
              <th scope="col">{t('tracker.table.userlogin')}</th>
              <th scope="col">{t('tracker.table.ipaddress')}</th>
              <th scope="col">{t('tracker.table.page')}</th>
              <th scope="col">{t('tracker.table.time')}</th>
              <th scope="col">{t('tracker.table.session')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.sessionId} data-testid="tracker-row" data-user={a.userLogin} data-page={a.page}>
                <td>{a.userLogin}</td>
                <td>{a.ipAddress}</td>
                <td className="text-break">{a.page}</td>
                <td className="text-nowrap">{formatDateTime(a.time, true)}</td>
                <td>
                  <code>{a.sessionId}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

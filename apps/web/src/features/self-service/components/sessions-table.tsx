import type { UserSession } from '@app/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { RelativeTime } from '../../../components/ui/relative-time';
import { paths } from '../../../config/paths';
import { describeUserAgent } from '../utils/describe-user-agent';
import './sessions-table.css';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as a date and time in the interface language ('27 nov 2026, 18:58' / 'Nov 27, 2026, 6:58 PM'). */
function formatDateTime(time: string, language: string): string {
  const instant = new Date(time);
  if (Number.isNaN(instant.getTime())) return '';
  let format = dateTimeFormats.get(language);
  if (!format)
    dateTimeFormats.set(
      language,
      (format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })),
    );
  return format.format(instant);
}

/**
 * The session's browser and system in words ('Chrome su Linux'), the browser alone when the system
 * is not told, else the User-Agent as sent ('Dispositivo sconosciuto' without one).
 */
export function useSessionDeviceName(): (session: UserSession) => string {
  const { t } = useTranslation();
  return (session) => {
    const { browser, system, raw } = describeUserAgent(session.userAgent);
    if (browser && system) return t('sessions.device', { browser, system });
    return browser ?? raw ?? t('sessions.unknownDevice');
  };
}

/**
 * The user's sessions: a table with a caption on a wide screen, one card per session on a phone
 * (`table-cards`). The current session carries the "This device" badge and a sign-out link; every
 * other one an End button whose accessible name names the session (and whose description gives its
 * address and last activity, which tell two sessions of the same browser apart).
 * Rows `session-row` (`data-current`, `data-session-id`), buttons `session-end`.
 */
export function SessionsTable({
  sessions,
  ending,
  onEnd,
}: {
  sessions: UserSession[];
  /** The id of the session being ended, or 'all' while every other one is (its buttons spin; not disabled, so focus stays). */
  ending: string | null;
  onEnd: (session: UserSession) => void;
}) {
  const { t, i18n } = useTranslation();
  const deviceName = useSessionDeviceName();
  return (
    <Table
      striped
      responsive
      className="align-middle table-cards caption-top sessions-table"
      data-testid="sessions-table"
    >
      <caption>{t('sessions.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sessions.columns.device')}</th>
          <th scope="col">{t('sessions.columns.address')}</th>
          <th scope="col">{t('sessions.columns.signedIn')}</th>
          <th scope="col">{t('sessions.columns.lastSeen')}</th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">{t('sessions.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => {
          const name = deviceName(session);
          const platform = describeUserAgent(session.userAgent).platform;
          const platformText = platform ? t(`sessions.platform.${platform}`, { defaultValue: '' }) : '';
          const ids = { address: `session-${session.id}-address`, seen: `session-${session.id}-seen` };
          return (
            <tr
              key={session.id}
              data-testid="session-row"
              data-current={session.current ? 'true' : 'false'}
              data-session-id={session.id}
            >
              <th scope="row" className="fw-normal text-start">
                <div className="text-break" style={{ minWidth: 0 }}>
                  <span className="fw-semibold" data-testid="session-device">
                    {name}
                  </span>
                  {session.current && (
                    <Badge bg="success" className="ms-2 align-text-bottom" data-testid="session-current">
                      {t('sessions.current')}
                    </Badge>
                  )}
                  {platformText && <div className="small text-body-secondary">{platformText}</div>}
                </div>
              </th>
              <td data-label={t('sessions.columns.address')} id={ids.address} className="text-break">
                {session.ipAddress ?? t('sessions.unknownAddress')}
              </td>
              <td data-label={t('sessions.columns.signedIn')}>
                <time dateTime={session.createdDate}>
                  {formatDateTime(session.createdDate, i18n.language)}
                </time>
              </td>
              <td data-label={t('sessions.columns.lastSeen')} id={ids.seen}>
                <RelativeTime time={session.lastSeenDate} />
              </td>
              <td className="text-end table-cards-actions">
                {session.current ? (
                  <Link
                    to={paths.logout.getHref()}
                    className="btn btn-sm btn-outline-secondary text-nowrap"
                    data-testid="session-sign-out"
                  >
                    <Icon name="logOut" className="me-1" />
                    {t('global.menu.account.logout')}
                  </Link>
                ) : (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    className="text-nowrap"
                    data-testid="session-end"
                    aria-label={t('sessions.end.label', { device: name })}
                    aria-describedby={`${ids.address} ${ids.seen}`}
                    onClick={() => onEnd(session)}
                  >
                    {ending === session.id || ending === 'all' ? (
                      <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
                    ) : (
                      <Icon name="logOut" className="me-1" />
                    )}
                    {t('sessions.end.button')}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

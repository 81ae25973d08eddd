import type { UserSession } from '@app/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { focusIsLost, focusMainHeading } from '../../../lib/page-focus';
import {
  isSessionNotFound,
  useEndOtherUserSessions,
  useEndUserSession,
  useUserSessions,
} from '../../../features/self-service/api/user-sessions';
import {
  SessionsTable,
  useSessionDeviceName,
} from '../../../features/self-service/components/sessions-table';

type Outcome = { kind: 'success' | 'info' | 'error'; text: string };

/** A 401/403 is the global handling's (the token goes, the visitor is sent to sign in): nothing to say here. */
const isSessionLost = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403);

/**
 * /account/sessions (ROLE_USER): where the user is signed in — browser and system, address,
 * when the session began and when it was last used — with "This device" on the current session, an
 * End button on every other one and one to end them all. The outcome is said in the page (a status
 * region for what went well, an alert for a failure). When the button that had focus goes away with
 * its row, focus moves to the page's heading.
 * Test ids: `sessions-page`, `session-row`, `session-end`, `sessions-end-others`, `sessions-status`,
 * `sessions-error`, `sessions-load-error`.
 */
export function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useUserSessions();
  const endOne = useEndUserSession();
  const endOthers = useEndOtherUserSessions();
  const deviceName = useSessionDeviceName();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const keepFocus = useRef(false);

  useEffect(() => {
    if (!keepFocus.current || !sessions.data) return;
    keepFocus.current = false;
    if (focusIsLost()) focusMainHeading();
  }, [sessions.data]);

  const busy = endOne.isPending || endOthers.isPending;
  const ending = endOne.isPending ? (endOne.variables ?? null) : endOthers.isPending ? 'all' : null;
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const failed = (error: unknown, text: string) => {
    if (isSessionLost(error)) return;
    setOutcome(
      isSessionNotFound(error)
        ? { kind: 'info', text: t('sessions.messages.notFound') }
        : { kind: 'error', text },
    );
  };

  const end = (session: UserSession) => {
    if (busy) return;
    const name = deviceName(session);
    setOutcome(null);
    keepFocus.current = true;
    endOne.mutate(session.id, {
      onSuccess: () => setOutcome({ kind: 'success', text: t('sessions.messages.ended', { device: name }) }),
      onError: (error) => failed(error, t('sessions.messages.error', { device: name })),
    });
  };

  const endAllOthers = () => {
    if (busy) return;
    setOutcome(null);
    keepFocus.current = true;
    endOthers.mutate(undefined, {
      onSuccess: () => setOutcome({ kind: 'success', text: t('sessions.messages.endedOthers') }),
      onError: (error) => failed(error, t('sessions.messages.errorOthers')),
    });
  };

  let body: ReactNode;
  if (sessions.isPending) body = <Loading />;
  else if (sessions.isError)
    body = (
      <Alert variant="danger" data-testid="sessions-load-error">
        <p className="mb-2">{t('sessions.messages.loadError')}</p>
        <Button size="sm" variant="outline-danger" onClick={() => void sessions.refetch()}>
          <Icon name="refresh" className="me-1" />
          {t('sessions.retry')}
        </Button>
      </Alert>
    );
  else
    body = (
      <>
        <SessionsTable sessions={sessions.data} ending={ending} onEnd={end} />
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <Button
            variant="danger"
            data-testid="sessions-end-others"
            disabled={others === 0}
            aria-describedby={others === 0 ? 'sessions-no-others' : undefined}
            onClick={endAllOthers}
          >
            <Icon name="logOut" className="me-1" />
            {t('sessions.endOthers')}
          </Button>
          {others === 0 && (
            <span id="sessions-no-others" className="text-body-secondary" data-testid="sessions-no-others">
              {t('sessions.noOthers')}
            </span>
          )}
        </div>
      </>
    );

  return (
    <div data-testid="sessions-page">
      <PageTitle testId="sessions-title">{t('sessions.title')}</PageTitle>
      <p className="text-body-secondary">{t('sessions.intro')}</p>
      {/* Both regions stay in the page, so what is put in them is announced. */}
      <div role="status" data-testid="sessions-status">
        {outcome && outcome.kind !== 'error' && (
          <div className={`alert alert-${outcome.kind} mb-3`}>{outcome.text}</div>
        )}
      </div>
      <div role="alert" data-testid="sessions-error">
        {outcome?.kind === 'error' && <div className="alert alert-danger mb-3">{outcome.text}</div>}
      </div>
      {body}
      <p className="small text-body-secondary mb-0" data-testid="sessions-password-note">
        {t('sessions.passwordNote')}{' '}
        <Link to={paths.selfService.password.getHref()}>{t('sessions.passwordLink')}</Link>
      </p>
    </div>
  );
}

export default SessionsPage;

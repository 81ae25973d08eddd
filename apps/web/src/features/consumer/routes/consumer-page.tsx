import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { clearConsumerToken, setConsumerToken, useConsumerToken } from '../../../lib/auth/consumer-token';
import { useSession } from '../../../lib/auth/session';
import { focusProgrammatically } from '../../../lib/page-focus';
import { claimActivationKey, useActivateConsumer } from '../api/activate-consumer';
import { consumerKeys, onConsumerSessionExpired } from '../api/consumer-request';
import { useConsumerAccount } from '../api/get-consumer-account';
import { ActiveStep } from '../components/active-step';
import { LiveMessage } from '../components/live-message';
import { RegisterStep } from '../components/register-step';
import '../components/consumer.css';

/** A page-level message: a failure (alert, takes the focus) or news (status). */
interface Notice {
  key: string;
  kind: 'alert' | 'status';
  variant: 'danger' | 'warning' | 'success' | 'info';
}

type View = 'loading' | 'unavailable' | 'activating' | 'register' | 'active' | 'accountError';

/**
 * /consumer/:key? (docs/product.md#consumer-registration), public. A back-office user signed in
 * sees only 'Unavailable'. Otherwise: step 1 (e-mail and privacy, then 'Registration done'); the
 * mailed link's key (path or ?key=) is exchanged once for the consumer token, kept in
 * sessionStorage under its own key, and the address becomes plain /consumer so a reload does not
 * replay it; then 'Logged as', the purifiers and the add-device form. A 401 on a consumer call,
 * 'Not me' and a deleted account go back to step 1. On every step change the focus goes to the new
 * step's heading, or to the page's message when it reports a failure.
 */
export function ConsumerPage() {
  const { t } = useTranslation();
  const session = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const key = params.key ?? search.get('key') ?? undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = useConsumerToken();
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const backOffice = session.isAuthenticated;
  const consumerAllowed = session.sessionFetched && !backOffice;
  const activation = useActivateConsumer();
  const account = useConsumerAccount(consumerAllowed && !key ? token : null);

  // A consumer call refused with 401 (token expired, account deleted elsewhere): back to step 1.
  useEffect(
    () =>
      onConsumerSessionExpired(() => {
        client.removeQueries({ queryKey: consumerKeys.accounts });
        setNotice({ key: 'consumer.notices.expired', kind: 'alert', variant: 'warning' });
      }),
    [client],
  );

  // The mailed key, once: the token is kept and the key leaves the address (replace, so a reload
  // does not replay it); a refused key leaves it too, with the reason.
  const { mutate: activate } = activation;
  useEffect(() => {
    if (!key || !consumerAllowed || !claimActivationKey(key)) return;
    const leaveKey = () => void navigate(paths.consumer.getHref(), { replace: true });
    activate(key, {
      onSuccess: ({ token: consumerToken }) => {
        client.removeQueries({ queryKey: consumerKeys.accounts });
        setConsumerToken(consumerToken);
        setNotice(null);
        leaveKey();
      },
      onError: (error) => {
        // A refused link means step 1, whoever was signed in with an earlier one in this tab.
        clearConsumerToken();
        client.removeQueries({ queryKey: consumerKeys.accounts });
        const unreachable = isApiError(error) && error.status === 0;
        setNotice({
          key: unreachable ? 'consumer.errors.unreachable' : 'consumer.notices.consumerkey',
          kind: 'alert',
          variant: 'danger',
        });
        leaveKey();
      },
    });
  }, [key, consumerAllowed, activate, client, navigate]);

  let view: View;
  if (!session.sessionFetched) view = 'loading';
  else if (backOffice) view = 'unavailable';
  else if (key) view = 'activating';
  else if (!token) view = 'register';
  else if (account.data) view = 'active';
  else if (account.isError) view = 'accountError';
  else view = 'loading';

  // Focus follows the step (not on the first render: the skip link comes first on a page load).
  const lastView = useRef<View>(view);
  useEffect(() => {
    if (lastView.current === view) return;
    lastView.current = view;
    if (view === 'loading' || view === 'activating') return;
    const heading = document.querySelector<HTMLElement>('[data-testid=consumer-step-heading]');
    const target = notice?.kind === 'alert' ? noticeRef.current : heading;
    if (target) focusProgrammatically(target);
  }, [view, notice]);

  const endConsumerSession = (next: Notice | null) => {
    clearConsumerToken();
    client.removeQueries({ queryKey: consumerKeys.accounts });
    setNotice(next);
  };

  if (view === 'unavailable') {
    return (
      <CenteredCard wide>
        <div className="consumer-page" data-testid="consumer-page">
          <PageTitle testId="consumer-title">{t('consumer.unavailable')}</PageTitle>
          <p data-testid="consumer-unavailable">{t('consumer.unavailableText')}</p>
          <LinkButton to={paths.home.getHref()} variant="secondary" data-testid="consumer-home">
            <Icon name="arrowLeft" className="me-1" />
            {t('consumer.home')}
          </LinkButton>
        </div>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard wide>
      <div className="consumer-page" data-testid="consumer-page" data-view={view}>
        <PageTitle testId="consumer-title">{t('consumer.title')}</PageTitle>
        <LiveMessage
          kind="alert"
          variant={notice?.variant ?? 'danger'}
          testId="consumer-notice"
          messageRef={noticeRef}
        >
          {notice?.kind === 'alert' ? t(notice.key) : null}
        </LiveMessage>
        <LiveMessage kind="status" variant={notice?.variant ?? 'info'} testId="consumer-status">
          {notice?.kind === 'status' ? t(notice.key) : null}
        </LiveMessage>
        {view === 'loading' && <Loading />}
        {view === 'activating' && (
          <div
            role="status"
            className="d-flex align-items-center gap-2 py-3"
            data-testid="consumer-activating"
          >
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            <span>{t('consumer.activating')}</span>
          </div>
        )}
        {view === 'register' && <RegisterStep onSent={() => setNotice(null)} />}
        {view === 'accountError' && (
          <div>
            <h2 className="h5" data-testid="consumer-step-heading">
              {t('consumer.errors.loadFailed')}
            </h2>
            <Button
              variant="secondary"
              onClick={() => endConsumerSession(null)}
              data-testid="consumer-not-me"
            >
              {t('consumer.notMe')}
            </Button>
          </div>
        )}
        {view === 'active' && account.data && (
          <ActiveStep
            account={account.data}
            onNotMe={() =>
              endConsumerSession({ key: 'consumer.notices.signedOut', kind: 'status', variant: 'info' })
            }
            onDeleted={() =>
              endConsumerSession({ key: 'consumer.notices.deleted', kind: 'status', variant: 'success' })
            }
            onClaimed={() => void client.invalidateQueries({ queryKey: consumerKeys.accounts })}
          />
        )}
      </div>
    </CenteredCard>
  );
}

export default ConsumerPage;

import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ActiveStep } from '../../../features/consumer/components/active-step';
import { LiveMessage } from '../../../features/consumer/components/live-message';
import { RegisterStep } from '../../../features/consumer/components/register-step';
import { useConsumerFlow } from '../../../features/consumer/hooks/use-consumer-flow';
import '../../../features/consumer/components/consumer.css';

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
  const params = useParams();
  const [search] = useSearchParams();
  const key = params.key ?? search.get('key') ?? undefined;
  const { view, notice, setNotice, noticeRef, account, endConsumerSession, refreshAccount } =
    useConsumerFlow(key);

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
            onClaimed={refreshAccount}
          />
        )}
      </div>
    </CenteredCard>
  );
}

export default ConsumerPage;

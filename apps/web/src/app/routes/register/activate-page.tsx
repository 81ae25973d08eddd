import Alert from 'react-bootstrap/Alert';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useActivateAccount } from '../../../features/register/api/activate-account';

/** /account/activate/:key? (also ?key=): activates once, then success or failure. */
export function ActivatePage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const key = params.key ?? search.get('key') ?? undefined;
  const activation = useActivateAccount(key);
  const failed = !key || activation.isError;

  return (
    <CenteredCard>
      <PageTitle testId="activate-title">{t('activate.title')}</PageTitle>
      {activation.isSuccess && (
        <Alert variant="success" data-testid="activate-success">
          <Trans
            i18nKey="activate.messages.success"
            components={{
              strong: <strong />,
              signin: <Link to={paths.login.getHref()} className="alert-link" />,
            }}
          />
        </Alert>
      )}
      {failed && (
        <Alert variant="danger" data-testid="activate-error">
          <Trans
            i18nKey="activate.messages.error"
            components={{ register: <Link to={paths.register.getHref()} className="alert-link" /> }}
          />
        </Alert>
      )}
      {key && activation.isPending && <Loading />}
    </CenteredCard>
  );
}

import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiKeysManager } from '../../../features/api-keys/components/api-keys-manager';
import { useOwnAccess } from '../../../lib/auth/own-access';

/**
 * /api-keys (docs/decisions/046): the account's API keys, for whoever may manage its users'
 * permissions (USER_MANAGEMENT create, as the API requires); without it the page says so and asks
 * nothing. The super user has no business account and makes no keys. Test ids `api-keys-title`,
 * `api-keys-not-authorized`.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const own = useOwnAccess();
  let body;
  if (!own.ready && !own.failed) body = <Loading />;
  else if (own.isSuperUser || !own.can('USER_MANAGEMENT', 'create'))
    body = (
      <Alert variant="warning" data-testid="api-keys-not-authorized">
        {t('apiKeys.notAuthorized')}
      </Alert>
    );
  else body = <ApiKeysManager subject={own.subject} />;
  return (
    <div data-testid="api-keys-page">
      <PageTitle testId="api-keys-title">{t('apiKeys.title')}</PageTitle>
      <p className="text-body-secondary">{t('apiKeys.intro')}</p>
      {body}
    </div>
  );
}

export default ApiKeysPage;

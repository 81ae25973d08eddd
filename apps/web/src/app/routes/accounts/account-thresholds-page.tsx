import type { AccountDto } from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { AreaAlert, PageState } from '../../../features/accounts/components/area-alert';
import { useAccountContext, type AccountContext } from '../../../features/accounts/hooks/use-account-context';
import { useVisibleAccount } from '../../../features/accounts/hooks/use-visible-account';
import { accountDisplayName, roleOf } from '../../../features/accounts/utils/account-rules';
import { useThresholds } from '../../../features/site-settings/api/site-settings';
import { ThresholdsEditor } from '../../../features/site-settings/components/thresholds-editor';

/**
 * /accounts/{id}/thresholds?type=.. (decision 040): the account's air quality thresholds, which
 * hold for its whole subtree (its sites, the accounts below and theirs) where nothing lower sets
 * its own. Seen with DEVICE_MANAGEMENT read, changed with update, as the server asks; the account
 * must be one the caller sees. Test ids `account-thresholds-page`, `account-thresholds-title`,
 * `account-thresholds-not-found`, `account-thresholds-back`.
 */
export function AccountThresholdsPage() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const context = useAccountContext();
  const { state, account } = useVisibleAccount(context, id, search.get('type'));
  let body;
  if (state !== 'ready' || !account) body = <PageState state={state} />;
  // Never asked without the read permission: the server's 403 would sign the user out.
  else if (!context.can('DEVICE_MANAGEMENT', 'read')) body = <AreaAlert kind="notAuthorized" />;
  else body = <AccountThresholds account={account} context={context} />;
  return <div data-testid="account-thresholds-page">{body}</div>;
}

function AccountThresholds({ account, context }: { account: AccountDto; context: AccountContext }) {
  const { t } = useTranslation();
  const thresholds = useThresholds({ kind: 'account', id: account.id });
  let editor;
  if (thresholds.isError)
    editor = (
      <Alert variant="warning" data-testid="account-thresholds-not-found">
        {t('thresholds.account.notFound')}
      </Alert>
    );
  else if (!thresholds.data) editor = <Loading />;
  else
    editor = (
      <ThresholdsEditor
        target={{ kind: 'account', id: account.id }}
        view={thresholds.data}
        canEdit={context.can('DEVICE_MANAGEMENT', 'update')}
      />
    );
  return (
    <>
      <PageTitle testId="account-thresholds-title">
        {t('thresholds.account.pageTitle', { name: accountDisplayName(account) })}
      </PageTitle>
      <p className="text-body-secondary">{t('thresholds.account.intro')}</p>
      {editor}
      <div className="mt-4">
        <LinkButton
          to={paths.accounts.detail.getHref(account.id, roleOf(account))}
          variant="secondary"
          data-testid="account-thresholds-back"
        >
          <Icon name="arrowLeft" className="me-1" />
          {t('accountManagement.common.back')}
        </LinkButton>
      </div>
    </>
  );
}

export default AccountThresholdsPage;

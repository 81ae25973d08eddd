import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { AlertRulesManager } from '../../../features/alert-rules/components/alert-rules-manager';
import { useOwnAccess } from '../../../lib/auth/own-access';
import { AlarmsNav } from './alarms-nav';
import { SiteSettingsLinks } from './site-settings-links';

/**
 * /alert-rules (decision 040): the rules that open alarms — of the caller's accounts and sites — in
 * words, and for a caller with DEVICE_MANAGEMENT update a form to add, change and delete them.
 * Needs DEVICE_MANAGEMENT read. Test ids `rules-title`, `rules-not-authorized` and the manager's.
 */
export function AlertRulesPage() {
  const { t } = useTranslation();
  const own = useOwnAccess();
  return (
    <div data-testid="rules-page">
      <AlarmsNav />
      <PageTitle testId="rules-title">{t('alarms.rules.title')}</PageTitle>
      <p className="text-body-secondary">{t('alarms.rules.intro')}</p>
      {!own.ready && !own.failed ? (
        <Loading />
      ) : !own.can('DEVICE_MANAGEMENT', 'read') ? (
        <Alert variant="warning" data-testid="rules-not-authorized">
          {t('alarms.notAuthorized')}
        </Alert>
      ) : (
        <>
          <AlertRulesManager canManage={own.can('DEVICE_MANAGEMENT', 'update')} />
          <SiteSettingsLinks />
        </>
      )}
    </div>
  );
}

export default AlertRulesPage;

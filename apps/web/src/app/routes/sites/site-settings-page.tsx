import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { useOwnAccess } from '../../../lib/auth/own-access';
import { useOpeningHours, useThresholds } from '../../../features/site-settings/api/site-settings';
import { OpeningHoursEditor } from '../../../features/site-settings/components/opening-hours-editor';
import { ThresholdsEditor } from '../../../features/site-settings/components/thresholds-editor';
import { AirSharePanel } from '../../../features/air-share/components/air-share-panel';

/**
 * /sites/{id}/settings (decision 040): a site's thresholds and opening hours. Seen with
 * DEVICE_MANAGEMENT read, changed with update (the server checks the site again). A site out of
 * the caller's scope is "not found". Test ids `site-settings-page`, `site-settings-title`,
 * `site-settings-not-found`.
 */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const addressId = Number(useParams().id);
  const own = useOwnAccess();
  const thresholds = useThresholds({ kind: 'site', id: addressId });
  const hours = useOpeningHours(addressId);
  const canEdit = own.can('DEVICE_MANAGEMENT', 'update');
  let body;
  if (thresholds.isError || hours.isError)
    body = (
      <Alert variant="warning" data-testid="site-settings-not-found">
        {t('thresholds.notFound')}
      </Alert>
    );
  else if (!thresholds.data || hours.data === undefined || !own.ready) body = <Loading />;
  else
    body = (
      <>
        <section aria-labelledby="site-thresholds-title" className="mb-4">
          <h2 className="h4" id="site-thresholds-title">
            {t('thresholds.title')}
          </h2>
          <ThresholdsEditor
            target={{ kind: 'site', id: addressId }}
            view={thresholds.data}
            canEdit={canEdit}
          />
        </section>
        <section aria-labelledby="site-hours-title">
          <h2 className="h4" id="site-hours-title">
            {t('thresholds.hours.title')}
          </h2>
          <OpeningHoursEditor addressId={addressId} hours={hours.data} canEdit={canEdit} />
        </section>
        {own.can('ADDRESS_MANAGEMENT', 'update') ? (
          <section aria-labelledby="site-air-share-title" className="mt-4">
            <h2 className="h4" id="site-air-share-title">
              {t('airShare.panel.title')}
            </h2>
            <AirSharePanel addressId={addressId} />
          </section>
        ) : null}
      </>
    );
  return (
    <div data-testid="site-settings-page">
      <PageTitle testId="site-settings-title">{t('thresholds.pageTitle', { id: addressId })}</PageTitle>
      <p className="text-body-secondary">{t('thresholds.intro')}</p>
      {body}
    </div>
  );
}

export default SiteSettingsPage;

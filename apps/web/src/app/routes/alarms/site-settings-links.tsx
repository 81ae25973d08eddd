import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAlarmSites } from '../../../lib/alarms/alarm-sites';

/**
 * The sites of the caller's devices, each linking to its settings (thresholds, opening hours:
 * decision 040), below the rules that read them. Test id `site-settings-links`.
 */
export function SiteSettingsLinks() {
  const { t } = useTranslation();
  const sites = useAlarmSites();
  if (!sites.data?.length) return null;
  return (
    <section aria-labelledby="site-settings-links-title" className="mt-4" data-testid="site-settings-links">
      <h2 className="h5" id="site-settings-links-title">
        {t('alarms.sites.title')}
      </h2>
      <p className="text-body-secondary small">{t('alarms.sites.intro')}</p>
      <ul className="list-unstyled d-flex flex-wrap gap-3">
        {sites.data.map((site) => (
          <li key={site.addressId}>
            <Link
              to={paths.sites.settings.getHref(site.addressId)}
              data-testid={`site-settings-link-${site.addressId}`}
            >
              {site.label ?? t('alarms.subject.siteNo', { id: site.addressId })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

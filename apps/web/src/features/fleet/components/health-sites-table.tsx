import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { HealthSiteDto } from '@app/contracts';
import { HealthReasonList } from './health-reasons';
import { HealthScoreBadge } from './health-score-badge';

/** The fleet's sites (addresses), worst first, the devices at no address last. Rows `health-site-<id|none>`. */
export function HealthSitesTable({ sites }: { sites: HealthSiteDto[] }) {
  const { t } = useTranslation();
  return (
    <Table striped responsive className="align-middle table-cards" data-testid="health-sites">
      <caption>{t('fleetHealth.sites.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fleetHealth.sites.site')}</th>
          <th scope="col">{t('fleetHealth.sites.score')}</th>
          <th scope="col">{t('fleetHealth.sites.devices')}</th>
          <th scope="col">{t('fleetHealth.sites.reasons')}</th>
        </tr>
      </thead>
      <tbody>
        {sites.map((site) => (
          <tr key={site.addressId ?? 'none'} data-testid={`health-site-${site.addressId ?? 'none'}`}>
            <th scope="row" data-label={t('fleetHealth.sites.site')}>
              {site.addressId === null
                ? t('fleetHealth.sites.noAddress')
                : (site.label ?? t('fleetHealth.sites.unnamed', { id: site.addressId }))}
            </th>
            <td data-label={t('fleetHealth.sites.score')}>
              <HealthScoreBadge score={site.score} />
            </td>
            <td data-label={t('fleetHealth.sites.devices')}>{site.devices}</td>
            <td data-label={t('fleetHealth.sites.reasons')}>
              {site.reasons.length ? <HealthReasonList reasons={site.reasons} /> : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import { useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { healthLevel } from '@app/contracts';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { formatSort, toggleSort, type SortState } from '../../../lib/list-params';
import { useAttention } from '../../../features/fleet/api/get-attention';
import { useFleetHealth } from '../../../features/fleet/api/get-fleet-health';
import { FleetNav } from '../../../features/fleet/components/fleet-nav';
import { HealthAlert } from '../../../features/fleet/components/health-alert';
import { AttentionSection } from '../../../features/fleet/components/health-attention-section';
import { useHealthPermissions } from '../../../features/fleet/hooks/use-health-permissions';
import { HealthReasonList } from '../../../features/fleet/components/health-reasons';
import { HEALTH_LEVEL_BG } from '../../../features/fleet/components/health-score-badge';
import { HealthSitesTable } from '../../../features/fleet/components/health-sites-table';
import { MonthlyReportSwitch } from '../../../features/fleet/components/monthly-report-switch';

/**
 * /fleet/health (decision 024): the score of the caller's fleet as a big number with its level in words,
 * every reason with the points it costs, the sites, and the accounts that need attention (sortable,
 * paged). Only for callers with DEVICE_MANAGEMENT read: nothing is asked otherwise.
 * Test ids: `health-page` (`data-loaded`), `health-score` (`data-score`, `data-level`),
 * `health-reasons`, `reason-<code>`, `health-sites`, `health-attention`, `attention-row-<id>`,
 * `health-dashboard-link`, `health-not-authorized`, `health-load-error`.
 */
export function HealthPage() {
  const { t, i18n } = useTranslation();
  const perms = useHealthPermissions();
  const health = useFleetHealth(perms.mayRead);
  const [sort, setSort] = useState<SortState>({ property: 'score', direction: 'asc' });
  const [page, setPage] = useState(1);
  const attention = useAttention(page, formatSort(sort), perms.mayRead);

  let body: ReactNode;
  if (perms.failed) body = <HealthAlert kind="loadError" />;
  else if (!perms.ready) body = <Loading announce={false} />;
  else if (!perms.mayRead) body = <HealthAlert kind="notAuthorized" />;
  else if (health.isPending) body = <Loading announce={false} />;
  else if (health.isError) body = <HealthAlert kind="loadError" />;
  else {
    const fleet = health.data;
    const level = healthLevel(fleet.score);
    const colours = HEALTH_LEVEL_BG[level];
    body = (
      <>
        <Card className="mb-4" data-testid="health-summary">
          <Card.Body className="d-flex flex-wrap gap-4 align-items-start">
            <div
              className={`rounded p-3 text-center bg-${colours.bg} ${colours.text ? 'text-dark' : 'text-white'}`}
              style={{ minWidth: '9rem' }}
              data-testid="health-score"
              data-score={fleet.score}
              data-level={level}
            >
              <div className="small">{t('fleetHealth.scoreLabel')}</div>
              <div className="display-4 fw-bold lh-1" aria-hidden="true">
                {fleet.score}
              </div>
              <div className="fw-semibold">
                <span aria-hidden="true">{t(`fleetHealth.levels.${level}`)}</span>
                <span className="visually-hidden">
                  {t('fleetHealth.scoreText', {
                    score: fleet.score,
                    level: t(`fleetHealth.levels.${level}`),
                  })}
                </span>
              </div>
            </div>
            <div className="flex-grow-1" style={{ minWidth: '14rem' }}>
              {fleet.account?.name && (
                <p className="mb-1 fw-semibold">{t('fleetHealth.fleetOf', { name: fleet.account.name })}</p>
              )}
              <p className="mb-2 text-body-secondary" data-testid="health-devices">
                {t('fleetHealth.devicesCount', { count: fleet.devices })}
              </p>
              <h2 className="h6">{t('fleetHealth.reasonsTitle')}</h2>
              {fleet.devices === 0 ? (
                <p className="mb-0">{t('fleetHealth.noDevices')}</p>
              ) : fleet.reasons.length ? (
                <HealthReasonList reasons={fleet.reasons} testId="health-reasons" />
              ) : (
                <p className="mb-0">{t('fleetHealth.perfect')}</p>
              )}
              <Link
                to={paths.devices.dashboard.getHref()}
                className="d-inline-block mt-2"
                data-testid="health-dashboard-link"
              >
                {t('fleetHealth.dashboardLink')}
              </Link>
            </div>
          </Card.Body>
        </Card>
        {fleet.sites.length > 0 && (
          <section className="mb-4" aria-labelledby="health-sites-title">
            <h2 className="h5" id="health-sites-title">
              {t('fleetHealth.sites.title')}
            </h2>
            <HealthSitesTable sites={fleet.sites} />
          </section>
        )}
        <section aria-labelledby="health-attention-title">
          <h2 className="h5" id="health-attention-title">
            {t('fleetHealth.attention.title')}
          </h2>
          <AttentionSection
            attention={attention}
            sort={sort}
            page={page}
            onSort={(property) => {
              setSort(toggleSort(sort, property));
              setPage(1);
            }}
            onPage={setPage}
            language={i18n.language}
          />
        </section>
      </>
    );
  }

  return (
    <div data-testid="health-page" data-loaded={!!health.data && !health.isFetching}>
      <FleetNav />
      <PageTitle testId="health-title" className="mb-1">
        {t('fleetHealth.title')}
      </PageTitle>
      <p className="text-body-secondary mb-3">{t('fleetHealth.intro')}</p>
      <MonthlyReportSwitch enabled={perms.ready && perms.mayRead} />
      <BusyRegion busy={(!perms.ready && !perms.failed) || health.isFetching}>{body}</BusyRegion>
    </div>
  );
}

export default HealthPage;

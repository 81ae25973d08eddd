import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { healthLevel } from '@app/contracts';
import { ListPagination, pageRange } from '../../../components/ui/list-pagination';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/formatters';
import { formatSort, toggleSort, type SortState } from '../../../lib/list-params';
import { ATTENTION_PAGE_SIZE, useAttention } from '../api/get-attention';
import { useFleetHealth } from '../api/get-fleet-health';
import { FleetNav } from '../components/fleet-nav';
import { HealthAttentionTable } from '../components/health-attention-table';
import { useHealthPermissions } from '../components/health-permissions';
import { HealthReasonList } from '../components/health-reasons';
import { HEALTH_LEVEL_BG } from '../components/health-score-badge';
import { HealthSitesTable } from '../components/health-sites-table';
import { MonthlyReportSwitch } from '../components/monthly-report-switch';

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

function AttentionSection({
  attention,
  sort,
  page,
  onSort,
  onPage,
  language,
}: {
  attention: ReturnType<typeof useAttention>;
  sort: SortState;
  page: number;
  onSort: (property: string) => void;
  onPage: (page: number) => void;
  language: string;
}) {
  const { t } = useTranslation();
  if (attention.isPending) return <Loading announce={false} />;
  if (attention.isError && !attention.data) return <HealthAlert kind="loadError" />;
  const data = attention.data!;
  if (data.total === 0)
    return (
      <Alert variant="info" data-testid="attention-empty">
        {t('fleetHealth.attention.empty')}
      </Alert>
    );
  const range = pageRange(page, ATTENTION_PAGE_SIZE, data.total);
  return (
    <BusyRegion busy={attention.isFetching} testId="attention-region">
      <HealthAttentionTable rows={data.rows} sort={sort} onSort={onSort} />
      <div className="mt-3 d-flex flex-column align-items-center gap-2">
        <div className="text-body-secondary small" data-testid="attention-count">
          {t('fleetHealth.attention.itemCount', {
            first: formatNumber(range.first, language),
            second: formatNumber(range.last, language),
            total: formatNumber(data.total, language),
          })}
        </div>
        {data.total > ATTENTION_PAGE_SIZE && (
          <ListPagination
            page={page}
            total={data.total}
            size={ATTENTION_PAGE_SIZE}
            onSelect={onPage}
            labels={{
              nav: t('fleetHealth.attention.pagination.nav'),
              first: t('fleetHealth.attention.pagination.first'),
              previous: t('fleetHealth.attention.pagination.previous'),
              next: t('fleetHealth.attention.pagination.next'),
              last: t('fleetHealth.attention.pagination.last'),
            }}
          />
        )}
      </div>
    </BusyRegion>
  );
}

function HealthAlert({ kind }: { kind: 'notAuthorized' | 'loadError' }) {
  const { t } = useTranslation();
  return kind === 'notAuthorized' ? (
    <Alert variant="warning" data-testid="health-not-authorized">
      {t('fleetHealth.notAuthorized')}
    </Alert>
  ) : (
    <Alert variant="danger" data-testid="health-load-error">
      {t('fleetHealth.loadError')}
    </Alert>
  );
}

export default HealthPage;

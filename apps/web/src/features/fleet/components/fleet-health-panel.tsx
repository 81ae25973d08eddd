import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { healthLevel, type HealthLevel, type HealthReasonDto } from '@app/contracts';
import { paths } from '../../../config/paths';
import { useFleetHealth } from '../api/get-fleet-health';

const LEVEL_BG: Record<HealthLevel, { bg: string; text?: 'dark' }> = {
  good: { bg: 'success' },
  fair: { bg: 'info', text: 'dark' },
  poor: { bg: 'warning', text: 'dark' },
  critical: { bg: 'danger' },
};

/** Reasons shown on the dashboard; the rest are on /fleet/health. */
const TOP_REASONS = 3;

/**
 * The dashboard's fleet health panel (decision 024): the score with its level in words, the most costly
 * reasons with their points, a link to /fleet/health and one to the filters due (/fleet/filters).
 * Reads the caller's own fleet through `useFleetHealth` (the fleet health page's query, one cache).
 * Rendered only for callers with DEVICE_MANAGEMENT read (`enabled`). Nothing while loading or on a
 * failure: the dashboard below stays usable either way.
 * Test ids: `dashboard-health` (`data-score`, `data-level`), `dashboard-health-reason-<code>`,
 * `dashboard-health-link`, `dashboard-filters-link`.
 */
export function FleetHealthPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const health = useFleetHealth(enabled);
  if (!enabled || !health.data) return null;
  const { score, reasons } = health.data;
  const level = healthLevel(score);
  const levelText = t(`fleetHealth.levels.${level}`);
  const reasonText = (reason: HealthReasonDto) =>
    t('fleetHealth.reasonPoints', {
      reason:
        reason.devices === undefined
          ? t(`fleetHealth.reasons.${reason.code}`)
          : t(`fleetHealth.reasons.${reason.code}`, { count: reason.devices }),
      points: reason.points,
    });
  const shown = reasons.slice(0, TOP_REASONS);
  return (
    <Card
      as="section"
      className="mb-3"
      aria-labelledby="dashboard-health-title"
      data-testid="dashboard-health"
      data-score={score}
      data-level={level}
    >
      <Card.Body className="d-flex flex-wrap gap-3 align-items-start">
        <div>
          <h2 className="h6 mb-1" id="dashboard-health-title">
            {t('fleetHealth.panel.title')}
          </h2>
          <Badge bg={LEVEL_BG[level].bg} text={LEVEL_BG[level].text} className="fs-5">
            {t('fleetHealth.scoreText', { score, level: levelText })}
          </Badge>
        </div>
        <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
          {shown.length > 0 ? (
            <ul className="mb-1 ps-3">
              {shown.map((reason) => (
                <li key={reason.code} data-testid={`dashboard-health-reason-${reason.code}`}>
                  {reasonText(reason)}
                </li>
              ))}
              {reasons.length > shown.length && (
                <li>{t('fleetHealth.panel.more', { count: reasons.length - shown.length })}</li>
              )}
            </ul>
          ) : (
            <p className="mb-1">{t('fleetHealth.perfect')}</p>
          )}
          <div className="d-flex flex-wrap gap-3">
            <Link to={paths.fleet.health.getHref()} data-testid="dashboard-health-link">
              {t('fleetHealth.panel.details')}
            </Link>
            <Link to={paths.fleet.filters.getHref()} data-testid="dashboard-filters-link">
              {t('fleetHealth.panel.filtersDue')}
            </Link>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}

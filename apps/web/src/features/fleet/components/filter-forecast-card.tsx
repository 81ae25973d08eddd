import Card from 'react-bootstrap/Card';
import { dangerBeforeReadings, filterDueStatus, type FilterForecastRow } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/formatters';
import { useFilterForecast } from '../api/get-filter-forecast';

const number = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);

function statusText(t: TFunction, forecast: FilterForecastRow, now: number): string {
  const status = filterDueStatus(forecast, now);
  if (status.state === 'overdue') return t('fleetFilters.status.overdue');
  if (status.state === 'insufficient')
    return t('fleetFilters.status.insufficient', { reason: t(`fleetFilters.reason.${status.reason}`) });
  if (status.days <= 0) return t('fleetFilters.status.today');
  return status.days === 1
    ? t('fleetFilters.status.inOneDay')
    : t('fleetFilters.status.inDays', { count: status.days });
}

/**
 * The device detail's Filter card (decision 024): the filter-replacement forecast from GET
 * api/fleet/filters/devices/{id} — status, the date it reaches the danger band (or since when it
 * is in it), the last reading, the wear per day and what it rests on; 'not enough history' rather
 * than a guess. Test ids: `filter-card`, `filter-card-status`, `filter-card-due`.
 */
export function FilterForecastCard({ deviceId }: { deviceId: number }) {
  const { t, i18n } = useTranslation();
  const forecast = useFilterForecast(deviceId);
  const language = i18n.language;
  const f = forecast.data;
  // The status counts days from when the answer came.
  const now = forecast.dataUpdatedAt;
  return (
    <Card className="mb-3" data-testid="filter-card">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('fleetFilters.card.title')}
        </Card.Title>
        {forecast.isPending ? (
          <p className="mb-0" role="status">
            {t('fleetFilters.card.loading')}
          </p>
        ) : !f ? (
          <p className="mb-0" data-testid="filter-card-unavailable">
            {t('fleetFilters.card.unavailable')}
          </p>
        ) : (
          <>
            <p className="fw-semibold" data-testid="filter-card-status">
              {statusText(t, f, now)}
            </p>
            <dl className="row mb-2">
              {f.kind === 'forecast' && f.dangerAt && (
                <div className="col-sm-6 col-lg-3">
                  <dt>{t(f.overdue ? 'fleetFilters.card.overdueSince' : 'fleetFilters.card.dueDate')}</dt>
                  <dd data-testid="filter-card-due">
                    {dangerBeforeReadings(f)
                      ? t('fleetFilters.card.dueDateOrEarlier', { date: formatDate(f.dangerAt) })
                      : formatDate(f.dangerAt)}
                  </dd>
                </div>
              )}
              {f.measure && f.lastValue !== null && (
                <div className="col-sm-6 col-lg-3">
                  <dt>{t('fleetFilters.card.lastReading')}</dt>
                  <dd data-testid="filter-card-last">
                    {t(`fleetFilters.value.${f.measure}`, { value: number(f.lastValue, language) })}
                    {f.lastTime && (
                      <span className="text-body-secondary"> · {formatDateTime(f.lastTime)}</span>
                    )}
                  </dd>
                </div>
              )}
              {f.measure && f.ratePerDay !== null && (
                <div className="col-sm-6 col-lg-3">
                  <dt>{t('fleetFilters.card.rate')}</dt>
                  <dd data-testid="filter-card-rate">
                    {t(`fleetFilters.rate.${f.measure}`, { value: number(f.ratePerDay, language) })}
                  </dd>
                </div>
              )}
              {f.measure && (
                <div className="col-sm-6 col-lg-3">
                  <dt>{t('fleetFilters.card.measure')}</dt>
                  <dd>{t(`fleetFilters.measure.${f.measure}`)}</dd>
                </div>
              )}
            </dl>
            {f.readings > 0 && (
              <p className="small text-body-secondary">
                {t('fleetFilters.card.basis', {
                  readings: f.readings,
                  days: number(f.basisDays, language),
                })}
              </p>
            )}
            <Link to={paths.fleet.filters.getHref({ within: 'all' })} data-testid="filter-card-list">
              {t('fleetFilters.card.dueList')}
            </Link>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

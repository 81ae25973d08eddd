import {
  filterDeviceName,
  filterDueDate,
  filterDueStatus,
  filterSiteText,
  filterStatusText,
  type FilterForecastRow,
} from '@app/contracts';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/formatters';
import { filterRateText, filterValueText } from '../utils/filters-format';

/**
 * One page of the due list, in the server's order (overdue first, then by due date, no forecast
 * last): device (link to its detail), site, model, last reading and its time, wear per day, due
 * date, status (text, and a badge colour that only repeats it), and the purifier's "no measurable
 * effect" verdict. Rows `filters-row-<id>`, cells
 * `filters-status`; in its own scrolling region for narrow screens.
 */
export function FiltersTable({ rows, now }: { rows: readonly FilterForecastRow[]; now: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <div
      className="table-responsive"
      role="region"
      aria-label={t('fleetFilters.table.caption')}
      tabIndex={0}
      data-testid="filters-table-region"
    >
      <Table striped hover className="align-middle mb-0" data-testid="filters-table">
        <caption className="visually-hidden">{t('fleetFilters.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fleetFilters.table.device')}</th>
            <th scope="col">{t('fleetFilters.table.site')}</th>
            <th scope="col">{t('fleetFilters.table.model')}</th>
            <th scope="col">{t('fleetFilters.table.lastReading')}</th>
            <th scope="col">{t('fleetFilters.table.rate')}</th>
            <th scope="col">{t('fleetFilters.table.dueDate')}</th>
            <th scope="col">{t('fleetFilters.table.status')}</th>
            <th scope="col">{t('fleetFilters.table.effect')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const status = filterDueStatus(row, now);
            const variant =
              status.state === 'insufficient'
                ? 'secondary'
                : status.state === 'overdue'
                  ? 'danger'
                  : status.days <= 30
                    ? 'warning'
                    : 'success';
            return (
              <tr key={row.device.id} data-testid={`filters-row-${row.device.id}`}>
                <td>
                  <Link to={paths.devices.detail.getHref(row.device.id)} data-testid="filters-device-link">
                    {filterDeviceName(row)}
                  </Link>
                  {row.device.serialNumber && row.device.name && (
                    <div className="small text-body-secondary">{row.device.serialNumber}</div>
                  )}
                </td>
                <td>{filterSiteText(t, row)}</td>
                <td>{row.model ?? '—'}</td>
                <td>
                  {filterValueText(t, row, language) || '—'}
                  {row.lastTime && (
                    <div className="small text-body-secondary">{formatDateTime(row.lastTime)}</div>
                  )}
                </td>
                <td>{filterRateText(t, row, language) || '—'}</td>
                <td data-testid="filters-due">{filterDueDate(t, row, formatDate) || '—'}</td>
                <td data-testid="filters-status">
                  <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} className="text-wrap">
                    {filterStatusText(t, row, now)}
                  </Badge>
                </td>
                <td data-testid="filters-effect">
                  {row.noMeasurableEffect ? (
                    <Badge bg="warning" text="dark" className="text-wrap">
                      {t('fleetFilters.effect.none')}
                    </Badge>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}

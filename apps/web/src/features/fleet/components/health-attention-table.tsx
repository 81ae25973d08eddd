import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AttentionRowDto } from '@app/contracts';
import { SortHeader } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import type { SortState } from '../../../lib/list-params';
import { HealthReasonList } from './health-reasons';
import { HealthScoreBadge } from './health-score-badge';

/**
 * The accounts that need attention: name (a link to the account), score, devices, main reasons;
 * the three first columns sort. Rows `attention-row-<account id>`.
 */
export function HealthAttentionTable({
  rows,
  sort,
  onSort,
}: {
  rows: AttentionRowDto[];
  sort: SortState;
  onSort: (property: string) => void;
}) {
  const { t } = useTranslation();
  const header = (property: string, label: string) => (
    <SortHeader
      property={property}
      label={label}
      sort={sort}
      onSort={onSort}
      title={`${t('fleetHealth.attention.sortBy')} ${label}`}
    />
  );
  return (
    <Table striped hover responsive className="align-middle table-cards" data-testid="health-attention">
      <caption>{t('fleetHealth.attention.caption')}</caption>
      <thead>
        <tr>
          {header('name', t('fleetHealth.attention.account'))}
          {header('score', t('fleetHealth.attention.score'))}
          {header('devices', t('fleetHealth.attention.devices'))}
          <th scope="col">{t('fleetHealth.attention.reasons')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.accountId} data-testid={`attention-row-${row.accountId}`} data-score={row.score}>
            <th scope="row" data-label={t('fleetHealth.attention.account')}>
              <Link to={paths.accounts.detail.getHref(row.accountId)} data-testid="attention-account">
                {row.name ?? t('fleetHealth.attention.unnamed', { id: row.accountId })}
              </Link>
            </th>
            <td data-label={t('fleetHealth.attention.score')}>
              <HealthScoreBadge score={row.score} />
            </td>
            <td data-label={t('fleetHealth.attention.devices')} data-testid="attention-devices">
              {row.devices}
            </td>
            <td data-label={t('fleetHealth.attention.reasons')}>
              {row.reasons.length ? <HealthReasonList reasons={row.reasons} /> : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

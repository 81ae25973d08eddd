import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { IotUsageRow } from '@app/contracts';
import { SortHeader } from '../../../components/ui/sort-header';
import { formatDateTime, formatNumber } from '../../../lib/formatters';
import type { SortState } from '../../../lib/list-params';
import { formatPercent } from '../utils/format';

/** The report's rows: calls made against the quota, errors and refused calls of each account. */
export function IotUsageTable({
  rows,
  sort,
  onSort,
}: {
  rows: IotUsageRow[];
  sort: SortState | null;
  onSort: (property: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language);
  const header = (property: string, key: string) => (
    <SortHeader property={property} label={t(`report.table.${key}`)} sort={sort} onSort={onSort} />
  );
  return (
    <Table striped hover responsive size="sm" data-testid="report-table">
      <thead>
        <tr>
          {header('login', 'account')}
          <th scope="col">{t('report.table.type')}</th>
          {header('requests', 'requests')}
          <th scope="col" className="text-end">
            {t('report.table.quota')}
          </th>
          {header('usage', 'usage')}
          {header('errors', 'errors')}
          {header('depleted', 'depleted')}
          <th scope="col">{t('report.table.lastCall')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.userAccountId} data-testid="report-row" data-login={r.login ?? ''}>
            <td>
              {r.login ?? `#${r.userAccountId}`}
              {r.businessName && <div className="small text-body-secondary">{r.businessName}</div>}
            </td>
            <td>{r.accountType ?? '–'}</td>
            <td className="text-end">{n(r.requests)}</td>
            <td className="text-end">{n(r.maxIotRequestPerMonth)}</td>
            <td className="text-end">
              <Badge bg={r.usage >= 1 ? 'danger' : r.usage >= 0.75 ? 'warning' : 'success'}>
                {formatPercent(r.usage, i18n.language)}
              </Badge>
            </td>
            <td className="text-end">{n(r.errors)}</td>
            <td className="text-end">{n(r.depleted)}</td>
            <td className="text-nowrap">{formatDateTime(r.lastCall)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

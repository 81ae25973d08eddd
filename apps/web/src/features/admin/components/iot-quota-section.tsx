import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { IotQuotaRow } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { SortHeader } from '../../../components/ui/sort-header';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/formatters';
import { toggleSort, type SortState } from '../../../lib/list-params';
import { useIotQuota } from '../api/get-iot-quota';
import { formatPercent } from '../utils/format';
import { AdminPagination } from './admin-pagination';

const PAGE_SIZE = 20;
const DEFAULT_SORT: SortState = { property: 'projectedFraction', direction: 'desc' };
const BADGE = { ok: 'success', warning: 'warning', critical: 'danger' } as const;

/**
 * 'Quota projection' on the report page: this month's accounts by projected use of their IoT
 * quota (GET api/admin/iot-quota), with the level in words, when the quota runs out and the status
 * polling slowdown. Its sort and page are its own (the address bar keeps the report's).
 */
export function IotQuotaSection() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const quota = useIotQuota({ page, size: PAGE_SIZE, sort });
  const lang = i18n.language;
  const data = quota.data;
  const header = (property: string) => (
    <SortHeader
      property={property}
      label={t(`quota.admin.columns.${property === 'login' ? 'account' : property}`)}
      sort={sort}
      onSort={(p) => {
        setSort(toggleSort(sort, p));
        setPage(1);
      }}
    />
  );
  const plain = (key: string, end = false) => (
    <th scope="col" className={end ? 'text-end' : undefined}>
      {t(`quota.admin.columns.${key}`)}
    </th>
  );
  return (
    <section
      className="mt-5"
      aria-labelledby="iot-quota-title"
      data-testid="iot-quota"
      data-busy={quota.isFetching}
    >
      <h2 id="iot-quota-title" className="h4">
        {t('quota.admin.title')}
      </h2>
      <p className="text-body-secondary">{t('quota.admin.intro')}</p>
      {quota.isPending ? (
        <Loading />
      ) : !data ? (
        <Alert variant="danger">{t('quota.admin.loadError')}</Alert>
      ) : data.rows.length === 0 ? (
        <Alert variant="info" data-testid="iot-quota-empty">
          {t('quota.admin.empty')}
        </Alert>
      ) : (
        <>
          <Table striped hover responsive size="sm" data-testid="iot-quota-table">
            <caption className="visually-hidden">
              {t('quota.admin.caption', {
                from: formatDate(data.monthStart),
                to: formatDate(new Date(Date.parse(data.monthEnd) - 1)),
              })}
            </caption>
            <thead>
              <tr>
                {header('login')}
                {plain('type')}
                {header('used')}
                {header('limit')}
                {header('usedFraction')}
                {plain('projected', true)}
                {header('projectedFraction')}
                {plain('level')}
                {plain('depletesAt')}
                {plain('slowdown', true)}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <QuotaRow key={r.userAccountId} row={r} lang={lang} />
              ))}
            </tbody>
          </Table>
          <AdminPagination page={page} size={PAGE_SIZE} total={data.total} onSelect={setPage} />
        </>
      )}
    </section>
  );
}

function QuotaRow({ row: r, lang }: { row: IotQuotaRow; lang: string }) {
  const { t } = useTranslation();
  const n = (v: number) => formatNumber(v, lang);
  return (
    <tr data-testid="iot-quota-row" data-login={r.login ?? ''} data-level={r.level}>
      <td>
        {r.login ?? `#${r.userAccountId}`}
        {r.name && <div className="small text-body-secondary">{r.name}</div>}
      </td>
      <td>{r.accountType ?? '–'}</td>
      <td className="text-end">{n(r.used)}</td>
      <td className="text-end">{n(r.limit)}</td>
      <td className="text-end">{formatPercent(r.usedFraction, lang, 0)}</td>
      <td className="text-end">{n(r.projected)}</td>
      <td className="text-end">{formatPercent(r.projectedFraction, lang, 0)}</td>
      <td>
        <Badge bg={BADGE[r.level]} text={r.level === 'warning' ? 'dark' : undefined}>
          {t(`quota.level.${r.level}`)}
        </Badge>
      </td>
      <td className="text-nowrap">
        {r.used >= r.limit
          ? t('quota.admin.depleted')
          : r.depletesAt
            ? formatDateTime(r.depletesAt)
            : t('quota.admin.lasts')}
      </td>
      <td className="text-end">
        {r.slowdown > 1
          ? t('quota.admin.slowdownValue', {
              value: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(r.slowdown),
            })
          : t('quota.admin.none')}
      </td>
    </tr>
  );
}

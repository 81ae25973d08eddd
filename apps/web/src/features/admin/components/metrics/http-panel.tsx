import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { MetricsDocument, RequestStats } from '@app/contracts';
import { formatDecimal } from '../../utils/format';
import { MetricCard } from './metric-card';

function RequestStatsRows({ rows }: { rows: Array<[string, RequestStats]> }) {
  const { i18n } = useTranslation();
  const n = (v: number, digits = 2) => formatDecimal(v, i18n.language, digits);
  return (
    <>
      {rows.map(([label, m]) => (
        <tr key={label}>
          <td className="text-break">{label}</td>
          <td className="text-end">{n(m.count, 0)}</td>
          <td className="text-end">{n(m.mean)}</td>
          <td className="text-end">{n(m.max)}</td>
        </tr>
      ))}
    </>
  );
}

function RequestStatsTable({
  first,
  rows,
  testId,
}: {
  first: string;
  rows: Array<[string, RequestStats]>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Table size="sm" responsive striped className="mb-0" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col" className="text-end">
            {t('metrics.timer.count')}
          </th>
          <th scope="col" className="text-end">
            {t('metrics.timer.mean')}
          </th>
          <th scope="col" className="text-end">
            {t('metrics.timer.max')}
          </th>
        </tr>
      </thead>
      <tbody>
        <RequestStatsRows rows={rows} />
      </tbody>
    </Table>
  );
}

/** HTTP requests: the total, per status code, and per endpoint and method (times in ms). */
export function HttpPanel({ metrics }: { metrics: MetricsDocument }) {
  const { t, i18n } = useTranslation();
  const http = metrics['http.server.requests'];
  const endpoints = Object.entries(metrics.services)
    .flatMap(([uri, methods]) =>
      Object.entries(methods).map(([method, m]): [string, RequestStats] => [`${method} ${uri}`, m]),
    )
    .sort((a, b) => b[1].count - a[1].count);
  return (
    <>
      <MetricCard title={t('metrics.http.title')} testId="metrics-http">
        <p className="mb-2" data-testid="http-total">
          {t('metrics.http.total', { total: formatDecimal(http.all.count, i18n.language, 0) })}
        </p>
        <RequestStatsTable
          first={t('metrics.http.code')}
          testId="http-codes"
          rows={Object.entries(http.percode).sort(([a], [b]) => a.localeCompare(b))}
        />
      </MetricCard>
      <MetricCard title={t('metrics.endpoints.title')} testId="metrics-endpoints">
        <RequestStatsTable first={t('metrics.endpoints.endpoint')} testId="endpoint-table" rows={endpoints} />
      </MetricCard>
    </>
  );
}

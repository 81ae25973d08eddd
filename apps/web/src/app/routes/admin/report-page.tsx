import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { formatNumber } from '../../../lib/formatters';
import { useListParams, type SortState } from '../../../lib/list-params';
import { useIotUsage } from '../../../features/admin/api/get-iot-usage';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminPagination } from '../../../features/admin/components/admin-pagination';
import { BarChart } from '../../../features/admin/components/bar-chart';
import { IotUsageTable } from '../../../features/admin/components/iot-usage-table';
import { IotQuotaSection } from '../../../features/admin/components/iot-quota-section';
import { formatPercent } from '../../../features/admin/utils/format';

const PAGE_SIZE = 20;
const DEFAULT_SORT: SortState = { property: 'requests', direction: 'desc' };
const TOTALS = ['accounts', 'requests', 'errors', 'depleted', 'depletedAccounts'] as const;
/** The chart's bars: 6.0:1 (green) and 4.1:1 (orange) on the page, 3:1 or more as WCAG 1.4.11 asks. */
const SUCCESS_COLOUR = '#146c43';
const ERROR_COLOUR = '#c4570a';

/** /admin/report: IoT provider calls per account in a month (UTC) against its monthly quota; below, this month's quota projection. */
export function ReportPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const list = useListParams({ paginated: true, defaultSort: DEFAULT_SORT });
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const usage = useIotUsage({ month, page: list.page, size: PAGE_SIZE, sort: list.sort });
  if (list.needsNormalising)
    return <Navigate to={{ pathname: location.pathname, search: list.search }} replace />;
  const report = usage.data;
  const lang = i18n.language;
  const maxUsage = Math.max(1, ...(report?.rows.map((r) => r.usage) ?? []));
  // A count and its share of the quota, e.g. "40 (0,004 %)": what the chart's table alternative says.
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumSignificantDigits: 2 });
  const share = (count: number, quota: number) =>
    `${formatNumber(count, lang)} (${percent.format(count / quota)})`;

  return (
    <div data-testid="report-page" data-busy={usage.isFetching}>
      <AdminPageHeader
        testId="report-title"
        title={t('report.title')}
        onRefresh={() => void usage.refetch()}
        refreshing={usage.isFetching}
      />
      <Form.Group as={Row} className="mb-3" controlId="report-month">
        <Form.Label column sm="auto">
          {t('report.month')}
        </Form.Label>
        <Col sm={4} md={3}>
          <Form.Control
            type="month"
            value={month}
            onChange={(e) => {
              if (e.target.value) setMonth(e.target.value);
              if (list.page !== 1) list.setPage(1);
            }}
            data-testid="report-month"
          />
        </Col>
      </Form.Group>
      {usage.isPending ? (
        <Loading />
      ) : !report ? (
        <Alert variant="danger">{t('admin.common.loadError')}</Alert>
      ) : (
        <>
          <Row className="g-3 mb-4">
            {TOTALS.map((key) => (
              <Col key={key} xs={6} md>
                <Card className="h-100 text-center shadow-sm" data-testid={`report-total-${key}`}>
                  <Card.Body>
                    <div className="fs-4 fw-semibold">{formatNumber(report.totals[key], lang)}</div>
                    <div className="small text-body-secondary">{t(`report.totals.${key}`)}</div>
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
          {report.rows.length === 0 ? (
            <Alert variant="warning" data-testid="report-empty">
              {t('report.empty')}
            </Alert>
          ) : (
            <>
              <BarChart
                testId="report-chart"
                title={t('report.chart.title')}
                max={maxUsage}
                reference={{ value: 1, label: t('report.chart.quota') }}
                formatTick={(v) => formatPercent(v, lang, 0)}
                labelHeader={t('report.table.account')}
                noteHeader={t('report.table.requests')}
                rows={report.rows.map((r) => {
                  const quota = Math.max(1, r.maxIotRequestPerMonth);
                  return {
                    label: r.login ?? `#${r.userAccountId}`,
                    segments: [
                      {
                        name: t('report.chart.success'),
                        value: (r.requests - r.errors) / quota,
                        colour: SUCCESS_COLOUR,
                        text: share(r.requests - r.errors, quota),
                      },
                      {
                        name: t('report.chart.errors'),
                        value: r.errors / quota,
                        colour: ERROR_COLOUR,
                        text: share(r.errors, quota),
                      },
                    ],
                    note: r.depleted
                      ? t('report.chart.note', {
                          requests: formatNumber(r.requests, lang),
                          depleted: formatNumber(r.depleted, lang),
                        })
                      : formatNumber(r.requests, lang),
                  };
                })}
              />
              <IotUsageTable rows={report.rows} sort={list.sort} onSort={list.setSort} />
              <AdminPagination
                page={list.page}
                size={PAGE_SIZE}
                total={report.totals.accounts}
                onSelect={list.setPage}
              />
            </>
          )}
        </>
      )}
      <IotQuotaSection />
    </div>
  );
}

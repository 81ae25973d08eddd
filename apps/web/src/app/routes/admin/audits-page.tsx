import { useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { SortHeader } from '../../../components/ui/sort-header';
import { formatDateTime, formatIsoDate } from '../../../lib/formatters';
import { useListParams, type SortState } from '../../../lib/list-params';
import { useAudits } from '../../../features/admin/api/get-audits';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminPagination } from '../../../features/admin/components/admin-pagination';

const PAGE_SIZE = 20;
const DEFAULT_SORT: SortState = { property: 'auditEventDate', direction: 'desc' };
const daysAgo = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return formatIsoDate(d);
};

/** /admin/audits: the audit trail of a date range (the last week by default), paged and sortable. */
export function AuditsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const list = useListParams({ paginated: true, defaultSort: DEFAULT_SORT });
  const [fromDate, setFromDate] = useState(() => daysAgo(7));
  const [toDate, setToDate] = useState(() => daysAgo(0));
  const audits = useAudits({ page: list.page, size: PAGE_SIZE, sort: list.sort, fromDate, toDate });
  if (list.needsNormalising)
    return <Navigate to={{ pathname: location.pathname, search: list.search }} replace />;
  const setDate = (set: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    if (e.target.value) set(e.target.value);
    if (list.page !== 1) list.setPage(1);
  };
  const data = audits.data;

  return (
    <div data-testid="audits-page" data-busy={audits.isFetching}>
      <AdminPageHeader
        testId="audits-title"
        title={t('audits.title')}
        onRefresh={() => void audits.refetch()}
        refreshing={audits.isFetching}
      />
      <Row className="g-3 mb-3" as="form" onSubmit={(e) => e.preventDefault()}>
        <Col sm={6} md={4}>
          <Form.Group controlId="audits-from">
            <Form.Label>{t('audits.filter.from')}</Form.Label>
            <Form.Control
              type="date"
              value={fromDate}
              max={toDate}
              onChange={setDate(setFromDate)}
              data-testid="audits-from"
            />
          </Form.Group>
        </Col>
        <Col sm={6} md={4}>
          <Form.Group controlId="audits-to">
            <Form.Label>{t('audits.filter.to')}</Form.Label>
            <Form.Control
              type="date"
              value={toDate}
              min={fromDate}
              onChange={setDate(setToDate)}
              data-testid="audits-to"
            />
          </Form.Group>
        </Col>
      </Row>
      {audits.isPending ? (
        <Loading />
      ) : !data ? (
        <Alert variant="danger">{t('admin.common.loadError')}</Alert>
      ) : data.rows.length === 0 ? (
        <Alert variant="warning" data-testid="audits-empty">
          {t('audits.notFound')}
        </Alert>
      ) : (
        <>
          <Table striped hover responsive size="sm" data-testid="audits-table">
            <thead>
              <tr>
                <SortHeader
                  property="auditEventDate"
                  label={t('audits.table.date')}
                  sort={list.sort}
                  onSort={list.setSort}
                />
                <SortHeader
                  property="principal"
                  label={t('audits.table.principal')}
                  sort={list.sort}
                  onSort={list.setSort}
                />
                <SortHeader
                  property="auditEventType"
                  label={t('audits.table.type')}
                  sort={list.sort}
                  onSort={list.setSort}
                />
                <th scope="col">{t('audits.table.data')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id} data-testid="audit-row" data-type={row.type}>
                  <td className="text-nowrap">{formatDateTime(row.timestamp, true)}</td>
                  <td>{row.principal}</td>
                  <td>{t(`audits.types.${row.type}`, { defaultValue: row.type })}</td>
                  <td className="small text-break">
                    {Object.entries(row.data)
                      .map(([k, v]) => `${t(`audits.data.${k}`, { defaultValue: k })}: ${v}`)
                      .join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <AdminPagination page={list.page} size={PAGE_SIZE} total={data.total} onSelect={list.setPage} />
        </>
      )}
    </div>
  );
}

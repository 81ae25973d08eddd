import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { useMetrics } from '../../../features/admin/api/get-metrics';
import { useThreadDump } from '../../../features/admin/api/get-thread-dump';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { CachePanel } from '../../../features/admin/components/metrics/cache-panel';
import { DatabasePanel } from '../../../features/admin/components/metrics/database-panel';
import { GcPanel } from '../../../features/admin/components/metrics/gc-panel';
import { HttpPanel } from '../../../features/admin/components/metrics/http-panel';
import { MemoryPanel } from '../../../features/admin/components/metrics/memory-panel';
import { SystemPanel } from '../../../features/admin/components/metrics/system-panel';
import { ThreadsPanel } from '../../../features/admin/components/metrics/threads-panel';

/** /admin/metrics: every section of the JHipster metrics page, measured by the server; Refresh reloads. */
export function MetricsPage() {
  const { t } = useTranslation();
  const metrics = useMetrics();
  const dump = useThreadDump();
  const m = metrics.data;
  const refresh = () => {
    void metrics.refetch();
    void dump.refetch();
  };
  return (
    <div data-testid="metrics-page">
      <AdminPageHeader
        testId="metrics-title"
        title={t('metrics.title')}
        onRefresh={refresh}
        refreshing={metrics.isFetching || dump.isFetching}
      />
      {metrics.isPending ? (
        <Loading />
      ) : !m ? (
        <Alert variant="danger">{t('admin.common.loadError')}</Alert>
      ) : (
        <Row>
          <Col lg={6}>
            <MemoryPanel pools={m.jvm} />
          </Col>
          <Col lg={6}>
            <SystemPanel values={m.processMetrics} />
            {dump.data && <ThreadsPanel dump={dump.data} />}
          </Col>
          <Col xs={12}>
            <GcPanel gc={m.garbageCollector} />
            <HttpPanel metrics={m} />
            <CachePanel caches={m.cache} />
            <DatabasePanel db={m.databases} />
          </Col>
        </Row>
      )}
    </div>
  );
}

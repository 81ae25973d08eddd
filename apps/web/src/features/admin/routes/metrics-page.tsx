import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { useMetrics } from '../api/get-metrics';
import { useThreadDump } from '../api/get-thread-dump';
import { AdminPageHeader } from '../components/admin-page-header';
import { CachePanel } from '../components/metrics/cache-panel';
import { DatabasePanel } from '../components/metrics/database-panel';
import { GcPanel } from '../components/metrics/gc-panel';
import { HttpPanel } from '../components/metrics/http-panel';
import { MemoryPanel } from '../components/metrics/memory-panel';
import { SystemPanel } from '../components/metrics/system-panel';
import { ThreadsPanel } from '../components/metrics/threads-panel';

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

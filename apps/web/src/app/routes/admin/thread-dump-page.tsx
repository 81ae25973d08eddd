import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { ThreadState } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { useThreadDump } from '../../../features/admin/api/get-thread-dump';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { STATE_COLOURS, THREAD_STATES } from '../../../features/admin/components/metrics/threads-panel';
import { ThreadList } from '../../../features/admin/components/thread-list';
import { formatDecimal, formatPercent } from '../../../features/admin/utils/format';

/** /admin/system (the thread dump): the event loop, then every thread-like entry, filterable by state. */
export function ThreadDumpPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const dump = useThreadDump();
  const [state, setState] = useState<ThreadState | null>(null);
  const data = dump.data;
  const shown = data?.threads.filter((th) => !state || th.threadState === state) ?? [];
  const delay = data?.eventLoop.delay;

  return (
    <div data-testid="thread-dump-page">
      <AdminPageHeader
        testId="thread-dump-title"
        title={t('threadDump.title')}
        onRefresh={() => void dump.refetch()}
        refreshing={dump.isFetching}
      />
      {dump.isPending ? (
        <Loading />
      ) : !data || !delay ? (
        <Alert variant="danger">{t('admin.common.loadError')}</Alert>
      ) : (
        <>
          <Card className="mb-3 shadow-sm" data-testid="event-loop">
            <Card.Body>
              <Card.Title as="h2" className="h6">
                {t('threadDump.eventLoop.title')}
              </Card.Title>
              <Table size="sm" className="mb-0">
                <tbody>
                  <tr>
                    <th scope="row" className="fw-normal">
                      {t('threadDump.eventLoop.utilization')}
                    </th>
                    <td className="text-end" data-testid="event-loop-utilization">
                      {formatPercent(data.eventLoop.utilization.recent, lang)} (
                      {t('threadDump.eventLoop.sinceStart')}{' '}
                      {formatPercent(data.eventLoop.utilization.sinceStart, lang)})
                    </td>
                  </tr>
                  <tr>
                    <th scope="row" className="fw-normal">
                      {t('threadDump.eventLoop.delay')}
                    </th>
                    <td className="text-end">
                      min {formatDecimal(delay.min, lang)} · p50{' '}
                      {formatDecimal(delay.percentiles['0.5'], lang)} · p90{' '}
                      {formatDecimal(delay.percentiles['0.9'], lang)} · p99{' '}
                      {formatDecimal(delay.percentiles['0.99'], lang)} · max {formatDecimal(delay.max, lang)}{' '}
                      ms
                    </td>
                  </tr>
                </tbody>
              </Table>
            </Card.Body>
          </Card>
          <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t('threadDump.filter')}>
            <Button
              size="sm"
              variant={state === null ? 'primary' : 'outline-primary'}
              onClick={() => setState(null)}
              data-testid="thread-filter-all"
            >
              {t('threadDump.all')} ({data.threads.length})
            </Button>
            {THREAD_STATES.map((s) => (
              <Button
                key={s}
                size="sm"
                variant={state === s ? STATE_COLOURS[s] : `outline-${STATE_COLOURS[s]}`}
                onClick={() => setState(s)}
                data-testid={`thread-filter-${s}`}
              >
                {t(`threadDump.states.${s}`)} ({data.threads.filter((th) => th.threadState === s).length})
              </Button>
            ))}
          </div>
          <ThreadList threads={shown} />
        </>
      )}
    </div>
  );
}

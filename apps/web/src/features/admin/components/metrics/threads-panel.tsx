import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ThreadDump, ThreadState } from '@app/contracts';
import { paths } from '../../../../config/paths';
import { formatDecimal, formatPercent } from '../../utils/format';
import { MetricCard } from './metric-card';

export const THREAD_STATES: ThreadState[] = ['RUNNABLE', 'WAITING', 'TIMED_WAITING', 'BLOCKED'];
export const STATE_COLOURS: Record<ThreadState, string> = {
  RUNNABLE: 'success',
  WAITING: 'info',
  TIMED_WAITING: 'warning',
  BLOCKED: 'danger',
};

/** The event loop and the thread-like entries of the thread dump, counted by state. */
export function ThreadsPanel({ dump }: { dump: ThreadDump }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const count = (state: ThreadState) => dump.threads.filter((th) => th.threadState === state).length;
  return (
    <MetricCard title={t('metrics.threads.title')} testId="metrics-threads">
      <p className="mb-2" data-testid="threads-total">
        {t('metrics.threads.total', { total: dump.threads.length })}{' '}
        <Link to={paths.admin.system.getHref()}>{t('metrics.threads.open')}</Link>
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {THREAD_STATES.map((s) => (
          <Badge key={s} bg={STATE_COLOURS[s]} data-testid={`threads-${s}`}>
            {t(`threadDump.states.${s}`)}: {count(s)}
          </Badge>
        ))}
      </div>
      <div className="small">
        {t('metrics.threads.eventLoop', {
          utilization: formatPercent(dump.eventLoop.utilization.recent, lang),
          p99: formatDecimal(dump.eventLoop.delay.percentiles['0.99'], lang),
        })}
      </div>
    </MetricCard>
  );
}

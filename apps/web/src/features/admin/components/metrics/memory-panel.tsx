import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import type { MetricsDocument } from '@app/contracts';
import { formatBytes, formatPercent } from '../../utils/format';
import { MetricCard } from './metric-card';

/** The heap and its spaces (JHipster's JVM memory pools): used against max, or committed when unbounded. */
export function MemoryPanel({ pools }: { pools: MetricsDocument['jvm'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <MetricCard title={t('metrics.memory.title')} testId="metrics-memory">
      {Object.entries(pools).map(([name, pool]) => {
        const limit = pool.max > 0 ? pool.max : pool.committed;
        const ratio = limit > 0 ? pool.used / limit : 0;
        // Buffers outside the heap have no limit nor reserve: their size alone is the news.
        const bounded = pool.max > 0 || pool.committed !== pool.used;
        return (
          <div key={name} className="mb-3" data-testid={`memory-${name}`}>
            <div className="d-flex justify-content-between small">
              <strong>{t(`metrics.memory.pools.${name}`, { defaultValue: name })}</strong>
              <span>
                {formatBytes(pool.used, lang)}
                {bounded && ` / ${formatBytes(limit, lang)}`}
                {bounded && pool.max <= 0 && ` (${t('metrics.memory.committed')})`}
              </span>
            </div>
            {bounded && (
              <ProgressBar
                now={ratio * 100}
                label={formatPercent(ratio, lang, 0)}
                variant={
                  pool.max <= 0 ? 'info' : ratio > 0.9 ? 'danger' : ratio > 0.75 ? 'warning' : 'success'
                }
              />
            )}
          </div>
        );
      })}
    </MetricCard>
  );
}

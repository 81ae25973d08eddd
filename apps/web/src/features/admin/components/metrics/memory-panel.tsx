import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import type { MetricsDocument } from '@app/contracts';
import { formatBytes, formatPercent } from '../../utils/format';
import { MetricCard } from './metric-card';

/**
 * The heap and its spaces (JHipster's JVM memory pools): used against max, or committed when unbounded.
 * The share used is written beside the sizes (not inside the bar, where a short bar cut it off and
 * its colour decided the text's contrast); each bar is a progressbar named after its pool.
 */
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
        const label = t(`metrics.memory.pools.${name}`, { defaultValue: name });
        const sizes = `${formatBytes(pool.used, lang)}${bounded ? ` / ${formatBytes(limit, lang)}` : ''}${
          bounded && pool.max <= 0 ? ` (${t('metrics.memory.committed')})` : ''
        }`;
        const percent = formatPercent(ratio, lang, 0);
        return (
          <div key={name} className="mb-3" data-testid={`memory-${name}`}>
            <div className="d-flex flex-wrap justify-content-between column-gap-2 small">
              <strong>{label}</strong>
              <span>
                {sizes}
                {bounded && ` · ${percent}`}
              </span>
            </div>
            {bounded && (
              // The stacked form puts the name on the element with role=progressbar itself.
              <ProgressBar className="mt-1">
                <ProgressBar
                  now={ratio * 100}
                  aria-label={label}
                  aria-valuetext={`${percent} (${sizes})`}
                  variant={
                    pool.max <= 0 ? 'info' : ratio > 0.9 ? 'danger' : ratio > 0.75 ? 'warning' : 'success'
                  }
                />
              </ProgressBar>
            )}
          </div>
        );
      })}
    </MetricCard>
  );
}

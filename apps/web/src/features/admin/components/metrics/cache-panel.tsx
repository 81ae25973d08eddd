import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { CacheMetric } from '@app/contracts';
import { formatDecimal, formatPercent } from '../../utils/format';
import { MetricCard } from './metric-card';

/** Every metered cache: hits, misses, puts, evictions, entries and hit ratio. */
export function CachePanel({ caches }: { caches: Record<string, CacheMetric> }) {
  const { t, i18n } = useTranslation();
  const n = (v: number | undefined) => formatDecimal(v, i18n.language, 0);
  return (
    <MetricCard title={t('metrics.cache.title')} testId="metrics-cache">
      <Table size="sm" responsive className="mb-0">
        <thead>
          <tr>
            <th scope="col">{t('metrics.cache.name')}</th>
            <th scope="col" className="text-end">
              {t('metrics.cache.hits')}
            </th>
            <th scope="col" className="text-end">
              {t('metrics.cache.misses')}
            </th>
            <th scope="col" className="text-end">
              {t('metrics.cache.puts')}
            </th>
            <th scope="col" className="text-end">
              {t('metrics.cache.evictions')}
            </th>
            <th scope="col" className="text-end">
              {t('metrics.cache.size')}
            </th>
            <th scope="col" className="text-end">
              {t('metrics.cache.hitRatio')}
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(caches).map(([name, c]) => {
            const gets = c['cache.gets.hit'] + c['cache.gets.miss'];
            return (
              <tr key={name} data-testid={`cache-${name}`}>
                <td>{t(`metrics.cache.names.${name}`, { defaultValue: name })}</td>
                <td className="text-end">{n(c['cache.gets.hit'])}</td>
                <td className="text-end">{n(c['cache.gets.miss'])}</td>
                <td className="text-end">{n(c['cache.puts'])}</td>
                <td className="text-end">{n(c['cache.evictions'])}</td>
                <td className="text-end">{n(c['cache.size'])}</td>
                <td className="text-end">
                  {gets ? formatPercent(c['cache.gets.hit'] / gets, i18n.language) : '–'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </MetricCard>
  );
}

import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { MetricsDocument, TimerMetric } from '@app/contracts';
import { formatBytes } from '../../utils/format';
import { MetricCard } from './metric-card';
import { TimerTable } from './timer-table';

/** Garbage collection: pauses (all and per kind, ms) and the heap measured around collections. */
export function GcPanel({ gc }: { gc: MetricsDocument['garbageCollector'] }) {
  const { t, i18n } = useTranslation();
  const sizes: Array<[string, number]> = [
    ['maxDataSize', gc['jvm.gc.max.data.size']],
    ['liveDataSize', gc['jvm.gc.live.data.size']],
    ['promoted', gc['jvm.gc.memory.promoted']],
  ];
  return (
    <MetricCard title={t('metrics.gc.title')} testId="metrics-gc">
      <TimerTable
        testId="gc-pauses"
        timers={[
          [t('metrics.gc.pauses'), gc['jvm.gc.pause']],
          ...Object.entries(gc.byKind).map(([kind, timer]): [string, TimerMetric] => [
            t(`metrics.gc.kinds.${kind}`, { defaultValue: kind }),
            timer,
          ]),
        ]}
      />
      <Table size="sm" className="mt-3 mb-0">
        <tbody>
          {sizes.map(([key, value]) => (
            <tr key={key}>
              <th scope="row" className="fw-normal">
                {t(`metrics.gc.${key}`)}
              </th>
              <td className="text-end">{formatBytes(value, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </MetricCard>
  );
}

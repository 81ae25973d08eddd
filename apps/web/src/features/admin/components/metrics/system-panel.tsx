import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { MetricsDocument } from '@app/contracts';
import { formatDateTime } from '../../../../lib/formatters';
import { formatDecimal, formatDuration, formatPercent } from '../../utils/format';
import { MetricCard } from './metric-card';

/** Uptime, start time, CPU of the process and the machine, load and file descriptors. */
export function SystemPanel({ values }: { values: MetricsDocument['processMetrics'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rows: Array<[string, string]> = [
    ['uptime', formatDuration(values['process.uptime'])],
    ['startTime', formatDateTime(values['process.start.time'], true)],
    ['processCpu', formatPercent(values['process.cpu.usage'], lang)],
    ['systemCpu', formatPercent(values['system.cpu.usage'], lang)],
    ['cpuCount', formatDecimal(values['system.cpu.count'], lang, 0)],
    ['loadAverage', formatDecimal(values['system.load.average.1m'], lang)],
    ['openFiles', formatDecimal(values['process.files.open'], lang, 0)],
    [
      'maxFiles',
      values['process.files.max'] === -1 ? '∞' : formatDecimal(values['process.files.max'], lang, 0),
    ],
  ];
  return (
    <MetricCard title={t('metrics.system.title')} testId="metrics-system">
      <Table size="sm" className="mb-0">
        <tbody>
          {rows.map(([key, value]) => (
            <tr key={key} data-testid={`system-${key}`}>
              <th scope="row" className="fw-normal">
                {t(`metrics.system.${key}`)}
              </th>
              <td className="text-end">{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </MetricCard>
  );
}

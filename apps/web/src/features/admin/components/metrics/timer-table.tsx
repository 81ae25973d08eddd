import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { TimerMetric } from '@app/contracts';
import { formatDecimal } from '../../utils/format';

/** Timers (count, mean, percentiles, max; ms) as table rows, one per labelled timer. */
export function TimerTable({
  timers,
  testId,
}: {
  timers: Array<[label: string, timer: TimerMetric]>;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const ms = (v: number | undefined) => formatDecimal(v, i18n.language, 2);
  return (
    <Table size="sm" responsive className="mb-0" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col" className="text-end">
            {t('metrics.timer.count')}
          </th>
          <th scope="col" className="text-end">
            {t('metrics.timer.mean')}
          </th>
          <th scope="col" className="text-end">
            p50
          </th>
          <th scope="col" className="text-end">
            p95
          </th>
          <th scope="col" className="text-end">
            p99
          </th>
          <th scope="col" className="text-end">
            {t('metrics.timer.max')}
          </th>
        </tr>
      </thead>
      <tbody>
        {timers.map(([label, timer]) => (
          <tr key={label}>
            <th scope="row" className="fw-normal">
              {label}
            </th>
            <td className="text-end">{formatDecimal(timer.count, i18n.language, 0)}</td>
            <td className="text-end">{ms(timer.mean)}</td>
            <td className="text-end">{ms(timer.percentiles?.['0.5'])}</td>
            <td className="text-end">{ms(timer.percentiles?.['0.95'])}</td>
            <td className="text-end">{ms(timer.percentiles?.['0.99'])}</td>
            <td className="text-end">{ms(timer.max)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

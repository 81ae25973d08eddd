import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { MetricsDocument } from '@app/contracts';
import { MetricCard } from './metric-card';
import { TimerTable } from './timer-table';

/** The connection pool: its gauges, and how long getting, opening and holding a connection took (ms). */
export function DatabasePanel({ db }: { db: MetricsDocument['databases'] }) {
  const { t } = useTranslation();
  const gauges = ['active', 'idle', 'pending', 'min', 'max'] as const;
  return (
    <MetricCard title={t('metrics.database.title', { kind: db.kind ?? '' })} testId="metrics-database">
      <div className="d-flex flex-wrap gap-3 mb-3">
        {gauges.map((g) => (
          <span key={g} data-testid={`database-${g}`}>
            {t(`metrics.database.${g}`)} <Badge bg="secondary">{db[g].value}</Badge>
          </span>
        ))}
      </div>
      <TimerTable
        testId="database-timers"
        timers={[
          [t('metrics.database.acquire'), db.acquire],
          [t('metrics.database.creation'), db.creation],
          [t('metrics.database.usage'), db.usage],
        ]}
      />
    </MetricCard>
  );
}

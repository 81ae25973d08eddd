import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** A health status as a badge: green when UP, red when DOWN, yellow otherwise. */
export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  const bg = status === 'UP' ? 'success' : status === 'DOWN' ? 'danger' : 'warning';
  return (
    <Badge bg={bg} data-testid={testId} data-status={status}>
      {t(`health.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

import type { AlarmSeverity } from '@app/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** The colour of each severity; the badge always says the severity in words too (never colour alone). */
export const SEVERITY_VARIANT: Record<AlarmSeverity, { bg: string; text?: 'dark' }> = {
  critical: { bg: 'danger' },
  major: { bg: 'warning', text: 'dark' },
  minor: { bg: 'info', text: 'dark' },
};

/** The order of severities, worst first (sorting, the worst of several). */
export const SEVERITY_RANK: Record<AlarmSeverity, number> = { critical: 0, major: 1, minor: 2 };

/** An alarm's or a rule's severity: its name in the user's language, in its colour. Test id `alarm-severity`. */
export function AlarmSeverityBadge({
  severity,
  testId = 'alarm-severity',
}: {
  severity: AlarmSeverity;
  testId?: string;
}) {
  const { t } = useTranslation();
  const variant = SEVERITY_VARIANT[severity];
  return (
    <Badge bg={variant.bg} text={variant.text} data-testid={testId} data-severity={severity}>
      {t(`alarms.severity.${severity}`)}
    </Badge>
  );
}

import type { AlarmDto } from '@app/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** Active or cleared, in words; and whether someone acknowledged it. Test ids `alarm-state`, `alarm-acknowledged`. */
export function AlarmStateBadge({ alarm }: { alarm: Pick<AlarmDto, 'state'> }) {
  const { t } = useTranslation();
  return (
    <Badge
      bg={alarm.state === 'active' ? 'danger' : 'secondary'}
      data-testid="alarm-state"
      data-state={alarm.state}
    >
      {t(`alarms.state.${alarm.state}`)}
    </Badge>
  );
}

export function AcknowledgedText({ alarm }: { alarm: Pick<AlarmDto, 'acknowledgedAt' | 'acknowledgedBy'> }) {
  const { t } = useTranslation();
  return (
    <span data-testid="alarm-acknowledged" data-acknowledged={alarm.acknowledgedAt ? 'true' : 'false'}>
      {alarm.acknowledgedAt
        ? t('alarms.acknowledgedBy', { user: alarm.acknowledgedBy ?? t('alarms.system') })
        : t('alarms.notAcknowledged')}
    </span>
  );
}

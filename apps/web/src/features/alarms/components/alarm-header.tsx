import type { ReactNode } from 'react';
import type { AlarmDetailDto } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { AlarmSeverityBadge } from '../../../components/alarm/alarm-severity-badge';
import { LinkButton } from '../../../components/ui/link-button';
import { formatDateTime } from '../../../lib/formatters';
import { alarmHistoryHref } from '../utils/history-link';
import { AlarmSubject, alarmWhat } from './alarm-subject';
import { AcknowledgedText, AlarmStateBadge } from './alarm-state-badge';

/**
 * The alarm's summary under the page's title: severity, state, what the rule watched, the subject,
 * when it opened and cleared, the last value, who acknowledged and who has it, and a link to the
 * device's history around the alarm. Test ids `alarm-summary`, `alarm-history-link`.
 */
export function AlarmHeader({ alarm }: { alarm: AlarmDetailDto }) {
  const { t } = useTranslation();
  const history = alarmHistoryHref(alarm);
  const row = (label: string, value: ReactNode, testId?: string) => (
    <>
      <dt className="col-sm-4 col-lg-3">{label}</dt>
      <dd className="col-sm-8 col-lg-9" data-testid={testId}>
        {value}
      </dd>
    </>
  );
  return (
    <div data-testid="alarm-summary">
      <p className="d-flex flex-wrap gap-2 align-items-center">
        <AlarmSeverityBadge severity={alarm.severity} />
        <AlarmStateBadge alarm={alarm} />
        <span>{alarmWhat(t, alarm)}</span>
      </p>
      <dl className="row">
        {row(t('alarms.columns.subject'), <AlarmSubject alarm={alarm} />)}
        {row(
          t('alarms.columns.openedAt'),
          <time dateTime={alarm.openedAt}>{formatDateTime(alarm.openedAt)}</time>,
        )}
        {alarm.clearedAt &&
          row(
            t('alarms.detail.clearedAt'),
            <>
              <time dateTime={alarm.clearedAt}>{formatDateTime(alarm.clearedAt)}</time>{' '}
              {alarm.clearedBy
                ? t('alarms.detail.clearedByUser', { user: alarm.clearedBy })
                : t('alarms.detail.clearedBySystem')}
            </>,
          )}
        {alarm.value !== null && row(t('alarms.detail.value'), alarm.value, 'alarm-value')}
        {alarm.flaps > 0 && row(t('alarms.detail.flaps'), alarm.flaps, 'alarm-flaps')}
        {row(t('alarms.columns.acknowledged'), <AcknowledgedText alarm={alarm} />)}
        {row(
          t('alarms.detail.assignee'),
          alarm.assignee ? alarm.assignee.login : t('alarms.detail.nobody'),
          'alarm-assignee',
        )}
      </dl>
      {history && (
        <LinkButton to={history} variant="outline-secondary" size="sm" data-testid="alarm-history-link">
          {t('alarms.detail.history')}
        </LinkButton>
      )}
    </div>
  );
}

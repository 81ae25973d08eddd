import type { AlarmDto } from '@app/contracts';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlarmSeverityBadge } from '../../../components/alarm/alarm-severity-badge';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/formatters';
import { AlarmSubject, alarmWhat } from './alarm-subject';
import { AcknowledgedText, AlarmStateBadge } from './alarm-state-badge';

/**
 * One page of alarms: severity (words and colour), the rule (a link to the alarm's page) and what it
 * watched, the subject (device linking to its page, site), when it opened, its state and whether it
 * was acknowledged. A table on a wide screen, one card per alarm on a phone (`table-cards`).
 * Rows `alarm-row-<id>` (`data-severity`, `data-state`), links `alarm-open-<id>`.
 */
export function AlarmsTable({ alarms }: { alarms: readonly AlarmDto[] }) {
  const { t } = useTranslation();
  return (
    <Table striped responsive className="align-middle table-cards caption-top" data-testid="alarms-table">
      <caption>{t('alarms.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('alarms.columns.severity')}</th>
          <th scope="col">{t('alarms.columns.rule')}</th>
          <th scope="col">{t('alarms.columns.subject')}</th>
          <th scope="col">{t('alarms.columns.openedAt')}</th>
          <th scope="col">{t('alarms.columns.state')}</th>
          <th scope="col">{t('alarms.columns.acknowledged')}</th>
        </tr>
      </thead>
      <tbody>
        {alarms.map((alarm) => (
          <tr
            key={alarm.id}
            data-testid={`alarm-row-${alarm.id}`}
            data-severity={alarm.severity}
            data-state={alarm.state}
          >
            <td data-label={t('alarms.columns.severity')}>
              <AlarmSeverityBadge severity={alarm.severity} />
            </td>
            <th scope="row" className="fw-normal text-start" data-label={t('alarms.columns.rule')}>
              <Link
                to={paths.alarms.detail.getHref(alarm.id)}
                data-testid={`alarm-open-${alarm.id}`}
                className="fw-semibold"
              >
                {alarm.ruleName}
              </Link>
              <span className="d-block small text-body-secondary">{alarmWhat(t, alarm)}</span>
            </th>
            <td data-label={t('alarms.columns.subject')} className="text-break">
              <AlarmSubject alarm={alarm} />
            </td>
            <td data-label={t('alarms.columns.openedAt')}>
              <time dateTime={alarm.openedAt}>{formatDateTime(alarm.openedAt)}</time>
            </td>
            <td data-label={t('alarms.columns.state')}>
              <AlarmStateBadge alarm={alarm} />
              {alarm.clearedAt && (
                <span className="d-block small text-body-secondary">
                  <time dateTime={alarm.clearedAt}>{formatDateTime(alarm.clearedAt)}</time>
                </span>
              )}
            </td>
            <td data-label={t('alarms.columns.acknowledged')}>
              <AcknowledgedText alarm={alarm} />
              {alarm.assignee && (
                <span className="d-block small text-body-secondary" data-testid="alarm-assignee">
                  {t('alarms.assignedTo', { user: alarm.assignee.login })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

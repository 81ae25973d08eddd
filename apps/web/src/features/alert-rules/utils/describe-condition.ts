import type { AlertCondition } from '@app/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A rule's condition in words ("PM2.5 in the warning band for 10 min, cleared after 10 min back
 * 2 inside; only while open"): the rules list says what each rule watches without codes.
 */
export function describeCondition(t: Translate, condition: AlertCondition): string {
  const hours = (only: boolean) => (only ? ` ${t('alarms.rules.summary.openingHoursOnly')}` : '');
  switch (condition.kind) {
    case 'parameter':
      return (
        t('alarms.rules.summary.parameter', {
          parameter: t(`alarms.parameter.${condition.parameter}`),
          band: t(`alarms.rules.band.${condition.band}`),
          forMinutes: condition.forMinutes,
          clearMinutes: condition.clearMinutes,
          margin: condition.rearmMargin,
        }) + hours(condition.openingHoursOnly)
      );
    case 'offline':
      return (
        t('alarms.rules.summary.offline', { forMinutes: condition.forMinutes }) +
        hours(condition.openingHoursOnly)
      );
    case 'filter':
      return condition.withinDays === 0
        ? t('alarms.rules.summary.filterOverdue')
        : t('alarms.rules.summary.filter', { count: condition.withinDays });
    case 'timer':
      return t('alarms.rules.summary.timer');
    case 'no_effect':
      return t('alarms.rules.summary.noEffect');
    case 'quota':
      return t('alarms.rules.summary.quota', { percent: condition.percent });
    case 'push_silence':
      return t('alarms.rules.summary.pushSilence', { forMinutes: condition.forMinutes });
  }
}

import { parseTimerCategory, type DataPointValue } from '@app/contracts';
import type { TFunction } from 'i18next';

/** `5h`, as the countdown choices of some models spell their hours. */
const HOURS = /^(\d+)h$/;

/**
 * A data point's value as the interface shows it: switches as yes/no, the devices' enumerations
 * (mode, fan speed, countdown, air quality: `auto`, `low`, `cancel`, `good`, …) in the user's
 * language, numbers in its format. A value no catalog knows (a new firmware's) is shown as sent.
 */
export function dataPointValueText(t: TFunction, value: DataPointValue, language: string): string {
  if (typeof value === 'boolean')
    return t(value ? 'deviceManagement.values.true' : 'deviceManagement.values.false');
  if (typeof value === 'number')
    return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  const hours = HOURS.exec(value);
  if (hours) return t('deviceManagement.values.hours', { count: Number(hours[1]) });
  return t(`deviceManagement.values.${value}`, { defaultValue: value });
}

/**
 * A timer category as the interface names it: the back office's own categories
 * (`INNOLIVING_BO_INNO_GRP_1`) by their kind and group number; any other (set from the vendor's
 * app) is the user's own name and is shown as it is.
 */
export function timerCategoryText(t: TFunction, category: string): string {
  const ours = parseTimerCategory(category);
  return ours ? t(`deviceManagement.timers.categories.${ours.kind}`, { group: ours.group }) : category;
}

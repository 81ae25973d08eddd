import type { TFunction } from 'i18next';
import type { ExportRecurrence } from '@app/contracts';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A schedule's frequency in words: "ogni lunedì alle 07:00", "il giorno 1 di ogni mese alle 06:00". */
export function describeRecurrence(t: TFunction, recurrence: ExportRecurrence): string {
  const time = `${twoDigits(recurrence.hour)}:00`;
  switch (recurrence.frequency) {
    case 'daily':
      return t('scheduledExports.when.daily', { time });
    case 'weekly':
      return t('scheduledExports.when.weekly', {
        time,
        weekday: t(`scheduledExports.weekday.${recurrence.weekday}`),
      });
    case 'monthly':
      return t('scheduledExports.when.monthly', { time, day: recurrence.dayOfMonth });
  }
}

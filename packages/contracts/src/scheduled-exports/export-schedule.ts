import { fromRomeCalendar, romeCalendar } from '../iot/rome-calendar';
import type { ExportRecurrence } from './scheduled-exports-api';

const DAY = 86_400_000;

/** Weekday of a calendar date, 1 Monday .. 7 Sunday. */
function isoWeekday(year: number, month: number, day: number): number {
  const sunday0 = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

function matches(recurrence: ExportRecurrence, year: number, month: number, day: number): boolean {
  switch (recurrence.frequency) {
    case 'daily':
      return true;
    case 'weekly':
      return isoWeekday(year, month, day) === recurrence.weekday;
    case 'monthly':
      return day === recurrence.dayOfMonth;
  }
}

/**
 * The first instant strictly after `after` at which a schedule is due: its hour on a matching day
 * of Rome's calendar. Walks Rome's calendar days (at most 62, a monthly day is at most 28) so that
 * "08:00" stays 08:00 in Rome across the summer-time changes; an hour skipped by the spring change
 * (02:00) is read as 03:00 summer time, a repeated autumn hour gives its first occurrence.
 */
export function nextExportDueAt(recurrence: ExportRecurrence, after: number): number {
  const today = romeCalendar(after);
  // Noon of each day keeps the day walk away from the midnight edges of offset changes.
  const noon = fromRomeCalendar({ year: today.year, month: today.month, day: today.day, hour: 12 });
  for (let i = 0; i <= 62; i++) {
    const { year, month, day } = romeCalendar(noon + i * DAY);
    if (!matches(recurrence, year, month, day)) continue;
    const due = fromRomeCalendar({ year, month, day, hour: recurrence.hour });
    if (due > after) return due;
  }
  throw new Error('no due day within 62 days'); // unreachable for a valid recurrence
}

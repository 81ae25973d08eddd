import { fromRomeCalendar, romeCalendar } from './rome-calendar';

/**
 * The report period against the clock and the stored history, checked before a report is built
 * (docs/decisions/034-report-worker-pool.md): a period that ends after today (Rome) or lies wholly
 * outside what the devices stored would cost a full report of nothing.
 */
export const REPORT_HISTORY_ISSUES = ['future', 'noHistory'] as const;
export type ReportHistoryIssue = (typeof REPORT_HISTORY_ISSUES)[number];

/** The API's error key (error.<key> in the catalogs) and the text of its 400, per broken rule. */
export const REPORT_HISTORY_RULES: Readonly<Record<ReportHistoryIssue, { errorKey: string; text: string }>> =
  {
    future: {
      errorKey: 'reportperiodfuture',
      text: 'the report period must not end after today (Rome time)',
    },
    noHistory: {
      errorKey: 'reportperiodnohistory',
      text: 'the report period must overlap the stored history of the selected devices',
    },
  };

/** The first midnight in Rome after the instant: the end of its Rome day. */
export function endOfRomeDay(instant: number): number {
  const { year, month, day } = romeCalendar(instant);
  return fromRomeCalendar({ year, month, day: day + 1 });
}

/** Whether a period ends after the end of today in Rome (the web asks for whole Rome days). */
export const endsAfterToday = (period: { end: number }, now: number): boolean =>
  period.end > endOfRomeDay(now);

/**
 * The rule the period breaks, or null. The web asks for whole Rome days, so a period may end at the
 * end of today but no later. It must overlap the devices' history, first..last stored status, the
 * last one counting until it runs out (`holdMs`, the longest a status holds); no history at all
 * breaks it too.
 */
export function reportHistoryIssue(
  period: { start: number; end: number },
  now: number,
  history: { first: number; last: number } | null,
  holdMs = 0,
): ReportHistoryIssue | null {
  if (endsAfterToday(period, now)) return 'future';
  if (!history || period.end <= history.first || period.start >= history.last + holdMs) return 'noHistory';
  return null;
}

import { addRomeMonths, startOfRomeMonth } from './rome-calendar';

/**
 * The period of the PDF energy report and the date rules of the history screen
 * (docs/product.md#history-and-reports). Periods are ISO instants; "month" means Rome's calendar month.
 */

/** At most 31 days between start and end (the spec's 2,678,400,000 ms), or one whole Rome month. */
export const MAX_REPORT_INTERVAL_MS = 2_678_400_000;

export const REPORT_PERIOD_ISSUES = ['required', 'invalidDate', 'endNotAfterStart', 'tooLong'] as const;
export type ReportPeriodIssue = (typeof REPORT_PERIOD_ISSUES)[number];

/**
 * What each rule says when broken: the catalog key the web shows ('Please fill in all fields.' for a
 * missing date) and the text the API's 400 carries; `field` is the input the message belongs to.
 */
export const REPORT_PERIOD_RULES: Readonly<
  Record<ReportPeriodIssue, { field: 'start' | 'end'; messageKey: string; text: string }>
> = {
  required: {
    field: 'start',
    messageKey: 'deviceManagement.report.missingFields',
    text: 'start and end of the report period are required',
  },
  invalidDate: {
    field: 'start',
    messageKey: 'energyReport.validate.invalidDate',
    text: 'start and end must be ISO date-times with a time zone (e.g. 2026-01-31T23:00:00Z)',
  },
  endNotAfterStart: {
    field: 'end',
    messageKey: 'energyReport.validate.endBeforeStart',
    text: 'the report period must end after it starts',
  },
  tooLong: {
    field: 'end',
    messageKey: 'energyReport.validate.maxInterval',
    text: 'the maximum report interval is one month (31 days)',
  },
};

/** A broken period rule, named by `issue`. */
export class ReportPeriodError extends Error {
  override readonly name = 'ReportPeriodError';
  readonly messageKey: string;
  readonly field: 'start' | 'end';

  constructor(readonly issue: ReportPeriodIssue) {
    super(REPORT_PERIOD_RULES[issue].text);
    this.messageKey = REPORT_PERIOD_RULES[issue].messageKey;
    this.field = REPORT_PERIOD_RULES[issue].field;
  }
}

/** An ISO 8601 date-time with seconds optional and a zone (Z or ±hh:mm): what `toISOString()` gives. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The instant of an ISO date-time, or null when it is not one. */
export function parseIsoInstant(value: string): number | null {
  if (!ISO_INSTANT.test(value.trim())) return null;
  const instant = Date.parse(value.trim());
  return Number.isFinite(instant) ? instant : null;
}

/** The first rule a period breaks, in the order a user fixes them; null when it is a valid report period. */
export function reportPeriodIssue(
  start: string | null | undefined,
  end: string | null | undefined,
): ReportPeriodIssue | null {
  if (!start?.trim() || !end?.trim()) return 'required';
  const from = parseIsoInstant(start);
  const to = parseIsoInstant(end);
  if (from === null || to === null) return 'invalidDate';
  if (to <= from) return 'endNotAfterStart';
  return to > latestReportEnd(from) ? 'tooLong' : null;
}

/**
 * The latest end of a period that starts at `from`: 31 days later, or one Rome calendar month
 * later when that is longer. A month whose summer time ends (October, 31 days and 1 hour: 745 h)
 * is one month all the same, and its report must reach its last hour.
 */
export function latestReportEnd(from: number): number {
  return Math.max(from + MAX_REPORT_INTERVAL_MS, addRomeMonths(from, 1));
}

/** The period as instants (epoch ms), or a ReportPeriodError naming the broken rule. */
export function checkReportPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
): { start: number; end: number } {
  const issue = reportPeriodIssue(start, end);
  if (issue) throw new ReportPeriodError(issue);
  return { start: parseIsoInstant(start!)!, end: parseIsoInstant(end!)! };
}

export interface IsoPeriod {
  start: string;
  end: string;
}

/**
 * The report's default: the previous calendar month in Rome, from its first midnight to the first
 * midnight of the current month, whole (October's 745 hours included: see `latestReportEnd`).
 */
export function defaultReportPeriod(now: number = Date.now()): IsoPeriod {
  const end = startOfRomeMonth(now);
  const start = addRomeMonths(end, -1);
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

export interface HistoryRange {
  from: string;
  to: string;
}

type Instant = string | number | Date;
const instantOf = (value: Instant): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
const iso = (instant: number) => new Date(instant).toISOString();

/** The history screen's default: the last month up to now. */
export function defaultHistoryRange(now: number = Date.now()): HistoryRange {
  return { from: iso(addRomeMonths(now, -1)), to: iso(now) };
}

/**
 * The history screen's date correction after the user changed one end of the range: a "from" after
 * "to" moves "to" one month after "from"; a "to" before "from" moves "from" one month before "to".
 * Anything else is left as it is. Answers ISO instants.
 */
export function correctHistoryRange(
  range: { from: Instant; to: Instant },
  changed: 'from' | 'to',
): HistoryRange {
  const from = instantOf(range.from);
  const to = instantOf(range.to);
  if (changed === 'from' && from > to) return { from: iso(from), to: iso(addRomeMonths(from, 1)) };
  if (changed === 'to' && to < from) return { from: iso(addRomeMonths(to, -1)), to: iso(to) };
  return { from: iso(from), to: iso(to) };
}

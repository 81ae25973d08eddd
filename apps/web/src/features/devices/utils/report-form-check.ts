import { MAX_COST_PER_KWH, reportPeriodIssue } from '@app/contracts';

export type ReportField = 'start' | 'end' | 'cost';

/** The catalog key of each rule the export form checks, under the field it belongs to. */
export const REPORT_FORM_MESSAGES = {
  endNotAfterStart: 'deviceManagement.report.endBeforeStart',
  tooLong: 'deviceManagement.report.maxInterval',
  invalidCost: 'deviceManagement.report.invalidCost',
} as const;

export interface ReportFormCheck {
  /** The empty fields: only these make the form say 'Please fill in all fields.'. */
  missing: ReportField[];
  /** Each broken rule's message key, by the field it is about. */
  errors: Partial<Record<ReportField, string>>;
  /** The price per kWh when the cost is a number of the accepted range. */
  costPerKwh: number | null;
}

/** A price typed with a comma or a dot; null when it is no number of the accepted range. */
export function parseCost(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= MAX_COST_PER_KWH
    ? value
    : null;
}

/**
 * What the export form's values break: empty fields, and each rule by name (a period longer than a
 * month, an end before the start, a cost out of range). A filled form whose range is too long is not
 * "missing" anything: it is told the one-month limit. `start`/`end` are ISO instants, null when empty.
 */
export function checkReportForm(values: {
  start: string | null;
  end: string | null;
  cost: string;
}): ReportFormCheck {
  const missing: ReportField[] = [];
  if (!values.start) missing.push('start');
  if (!values.end) missing.push('end');
  if (!values.cost.trim()) missing.push('cost');
  const errors: Partial<Record<ReportField, string>> = {};
  if (values.start && values.end) {
    const issue = reportPeriodIssue(values.start, values.end);
    if (issue === 'endNotAfterStart' || issue === 'tooLong') errors.end = REPORT_FORM_MESSAGES[issue];
  }
  const costPerKwh = parseCost(values.cost);
  if (values.cost.trim() && costPerKwh === null) errors.cost = REPORT_FORM_MESSAGES.invalidCost;
  return { missing, errors, costPerKwh };
}

import { z } from 'zod';
import { REPORT_PERIOD_RULES, reportPeriodIssue } from './report-period';

/** Devices in one report: one page each, with its charts. */
export const MAX_REPORT_DEVICES = 100;
/** A price per kWh above this is a typing mistake (euros; Italian prices are well under 1 €/kWh). */
export const MAX_COST_PER_KWH = 100;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * GET /api/devicesIot/{id}/pdf?start&end&costPerKwh&deviceUidList=..&deviceUidList=..
 * (docs/decisions/022-pdf-energy-report.md): the period (ISO instants, at most 31 days), an optional
 * price per kWh (a comma is read as the decimal point; absent or empty = no costs in the report) and
 * the devices (repeated, or one value).
 */
export const energyReportQuerySchema = z
  .object({
    start: z.string().max(40),
    end: z.string().max(40),
    costPerKwh: z.preprocess(
      (value) => {
        const text = blankToUndefined(value);
        return typeof text === 'string' ? Number(text.trim().replace(',', '.')) : text;
      },
      z
        .number({ error: 'costPerKwh must be a number (euros per kWh)' })
        .min(0, 'costPerKwh must be 0 or more')
        .max(MAX_COST_PER_KWH, `costPerKwh must be at most ${MAX_COST_PER_KWH}`)
        .optional(),
    ),
    deviceUidList: z.preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(z.string().trim().min(1).max(64))
        .min(1, 'deviceUidList: choose at least one device')
        .max(MAX_REPORT_DEVICES, `deviceUidList: at most ${MAX_REPORT_DEVICES} devices per report`),
    ),
  })
  .superRefine((query, context) => {
    const issue = reportPeriodIssue(query.start, query.end);
    if (issue)
      context.addIssue({
        code: 'custom',
        path: [REPORT_PERIOD_RULES[issue].field],
        message: REPORT_PERIOD_RULES[issue].text,
        params: { rule: issue },
      });
  });
export type EnergyReportQuery = z.infer<typeof energyReportQuerySchema>;

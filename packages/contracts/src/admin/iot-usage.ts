import { z } from 'zod';

/** GET api/admin/iot-usage?month=YYYY-MM: the IoT provider calls of each account in a month. */
export const IOT_USAGE_SORT_FIELDS = ['requests', 'errors', 'depleted', 'usage', 'login'] as const;
export type IotUsageSortField = (typeof IOT_USAGE_SORT_FIELDS)[number];

export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'report.validate.month')
  .refine((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2999, 'report.validate.month');

export interface IotUsageRow {
  userAccountId: number;
  login: string | null;
  accountType: string | null;
  businessName: string | null;
  /** Calls made (SUCCESS + ERROR): what counts against the quota. */
  requests: number;
  errors: number;
  /** Calls refused because the quota was used up (no call made). */
  depleted: number;
  maxIotRequestPerMonth: number;
  /** requests / quota, 0..1 (can exceed 1 if the quota was lowered during the month). */
  usage: number;
  lastCall: string | null;
}
export interface IotUsageReport {
  month: string;
  /** The month in UTC: [from, to). */
  from: string;
  to: string;
  totals: { accounts: number; requests: number; errors: number; depleted: number; depletedAccounts: number };
  rows: IotUsageRow[];
}

/** The first and the following month's first instant (UTC) of a YYYY-MM month. */
export function monthRange(month: string): { from: Date; to: Date } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

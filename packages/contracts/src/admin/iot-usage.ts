import { z } from 'zod';

/** GET api/admin/iot-usage?month=YYYY-MM: the IoT provider calls of each account in a month. */
export const IOT_USAGE_SORT_FIELDS = ['requests', 'errors', 'depleted', 'usage', 'login'] as const;
export type IotUsageSortField = (typeof IOT_USAGE_SORT_FIELDS)[number];

export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'report.validate.month')
  .refine((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2999, 'report.validate.month');

export const iotUsageRowSchema = z.object({
  userAccountId: z.number(),
  login: z.string().nullable(),
  accountType: z.string().nullable(),
  businessName: z.string().nullable(),
  /** Calls made (SUCCESS + ERROR): what counts against the quota. */
  requests: z.number(),
  errors: z.number(),
  /** Calls refused because the quota was used up (no call made). */
  depleted: z.number(),
  /** ISO instant of the account's last call in the month. */
  lastCall: z.string().nullable(),
  maxIotRequestPerMonth: z.number(),
  /** requests / quota, 0..1 (can exceed 1 if the quota was lowered during the month). */
  usage: z.number(),
});
export type IotUsageRow = z.infer<typeof iotUsageRowSchema>;

/** The report of a month: its totals over every account, and one page of rows (x-total-count = accounts). */
export const iotUsageReportSchema = z.object({
  month: z.string(),
  /** The month in UTC: [from, to), ISO instants. */
  from: z.string(),
  to: z.string(),
  totals: z.object({
    accounts: z.number(),
    requests: z.number(),
    errors: z.number(),
    depleted: z.number(),
    depletedAccounts: z.number(),
  }),
  rows: z.array(iotUsageRowSchema),
});
export type IotUsageReport = z.infer<typeof iotUsageReportSchema>;

/** The first and the following month's first instant (UTC) of a YYYY-MM month. */
export function monthRange(month: string): { from: Date; to: Date } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

import { z } from 'zod';

/** The alert level of a projection: 'warning' from 70 %, 'critical' from 90 % of the quota (projected). */
export const quotaLevelSchema = z.enum(['ok', 'warning', 'critical']);

/**
 * An account's provider quota this month (UTC, as the gateway counts): requests used, the monthly
 * limit, the projection to the month's end at the current rate, the level of that projection, when
 * the quota runs out at this rate, and how much slower status polling goes (docs/product.md#iot-limits-and-quota).
 */
export const quotaStatusSchema = z.object({
  /** Requests counted this month (SUCCESS + ERROR, not the refused ones). */
  used: z.number(),
  /** maxIotRequestPerMonth. */
  limit: z.number(),
  /** used / limit (1 when the limit is 0). */
  usedFraction: z.number(),
  /** Requests at the month's end at the current rate, rounded. */
  projected: z.number(),
  projectedFraction: z.number(),
  /** The level of the projected fraction. */
  level: quotaLevelSchema,
  /** ISO instant the quota runs out at the current rate; null if not this month. */
  depletesAt: z.string().nullable(),
  /** The status polling interval is multiplied by this (1 = normal, at most 24). */
  slowdown: z.number(),
  /** The month, ISO instants [monthStart, monthEnd), UTC. */
  monthStart: z.string(),
  monthEnd: z.string(),
});
export type QuotaStatus = z.infer<typeof quotaStatusSchema>;

/** GET api/admin/iot-quota?page&size&sort: the accounts with calls this month, by projected use. */
export const IOT_QUOTA_SORT_FIELDS = ['projectedFraction', 'usedFraction', 'used', 'limit', 'login'] as const;
export type IotQuotaSortField = (typeof IOT_QUOTA_SORT_FIELDS)[number];

export const iotQuotaRowSchema = quotaStatusSchema.omit({ monthStart: true, monthEnd: true }).extend({
  userAccountId: z.number(),
  login: z.string().nullable(),
  /** The business name, or null (the login names the account then). */
  name: z.string().nullable(),
  accountType: z.string().nullable(),
});
export type IotQuotaRow = z.infer<typeof iotQuotaRowSchema>;

/** One page of rows (x-total-count = accounts with calls this month). */
export const iotQuotaListSchema = z.object({
  monthStart: z.string(),
  monthEnd: z.string(),
  rows: z.array(iotQuotaRowSchema),
});
export type IotQuotaList = z.infer<typeof iotQuotaListSchema>;

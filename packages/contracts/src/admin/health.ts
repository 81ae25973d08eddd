import { z } from 'zod';

/** GET management/health[/readiness]: JHipster/Spring shape; `details` only for administrators. */
export const HEALTH_STATUSES = ['UP', 'DOWN', 'UNKNOWN', 'OUT_OF_SERVICE'] as const;
export const healthStatusSchema = z.enum(HEALTH_STATUSES);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

export const healthComponentSchema = z.object({
  status: healthStatusSchema,
  /** What the check measured, or why it failed: each check has its own (db, diskSpace, mail ...). */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type HealthComponent = z.infer<typeof healthComponentSchema>;

/** The same answer with 200 (UP) and 503 (DOWN); components by check name. */
export const healthReportSchema = z.object({
  status: healthStatusSchema,
  components: z.record(z.string(), healthComponentSchema),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/** GET management/health/liveness: the process answers, so it is UP; no dependency is checked. */
export const livenessReportSchema = z.object({ status: z.literal('UP') });
export type LivenessReport = z.infer<typeof livenessReportSchema>;

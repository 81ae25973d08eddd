import { z } from 'zod';

/** GET and PUT api/fleet/monthly-report: the caller's account's opt-in to the monthly report mail. */
export const monthlyReportOptInSchema = z.object({ enabled: z.boolean() });
export type MonthlyReportOptIn = z.infer<typeof monthlyReportOptInSchema>;

import { z } from 'zod';

/**
 * Scheduled CSV exports (docs/decisions/048): a user asks for one of the lists they can already see,
 * as CSV, at a fixed hour of the product's time zone (Europe/Rome), mailed to their own address.
 */

export const EXPORT_KINDS = ['devices', 'alarms', 'device-history', 'filters-due', 'air-quality'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ExportFrequency = (typeof EXPORT_FREQUENCIES)[number];

export const EXPORT_DELIVERIES = ['attachment', 'link'] as const;
/** attachment: the CSV in the mail; link: always a signed download link; see EXPORT_ATTACHMENT_MAX_BYTES. */
export type ExportDelivery = (typeof EXPORT_DELIVERIES)[number];

/** Above this size a CSV is never attached: the mail carries a signed link instead. */
export const EXPORT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
/** How long a signed download link works. */
export const EXPORT_LINK_TTL_MS = 72 * 3_600_000;
/** A user may keep at most this many schedules. */
export const EXPORT_MAX_SCHEDULES_PER_USER = 20;
/** The history export covers at most this many devices. */
export const EXPORT_MAX_HISTORY_DEVICES = 20;

const deviceIds = z
  .array(z.int({ error: 'deviceIds holds device ids' }).positive({ error: 'a device id is positive' }))
  .min(1, { error: 'deviceIds must name at least one device' })
  .max(EXPORT_MAX_HISTORY_DEVICES, {
    error: `deviceIds holds at most ${EXPORT_MAX_HISTORY_DEVICES} devices`,
  });

/** What to export; only the history needs a choice (which devices, how many past days). */
export const exportSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('devices') }),
    z.object({ kind: z.literal('alarms') }),
    z.object({
      kind: z.literal('device-history'),
      deviceIds,
      days: z
        .int({ error: 'days is a whole number' })
        .min(1, { error: 'days is at least 1' })
        .max(31, { error: 'days is at most 31' })
        .default(1),
    }),
    z.object({ kind: z.literal('filters-due') }),
    z.object({ kind: z.literal('air-quality') }),
  ],
  { error: `kind must be one of ${EXPORT_KINDS.join(', ')}` },
);
export type ExportSource = z.infer<typeof exportSourceSchema>;

const hour = z
  .int({ error: 'hour is a whole number' })
  .min(0, { error: 'hour is 0 to 23' })
  .max(23, { error: 'hour is 0 to 23' });

/** When: every day, one weekday (1 Monday .. 7 Sunday) or one day of the month (1..28, every month has it). */
export const exportRecurrenceSchema = z.discriminatedUnion(
  'frequency',
  [
    z.object({ frequency: z.literal('daily'), hour }),
    z.object({
      frequency: z.literal('weekly'),
      hour,
      weekday: z
        .int({ error: 'weekday is a whole number' })
        .min(1, { error: 'weekday is 1 (Monday) to 7 (Sunday)' })
        .max(7, { error: 'weekday is 1 (Monday) to 7 (Sunday)' }),
    }),
    z.object({
      frequency: z.literal('monthly'),
      hour,
      dayOfMonth: z
        .int({ error: 'dayOfMonth is a whole number' })
        .min(1, { error: 'dayOfMonth is 1 to 28' })
        .max(28, { error: 'dayOfMonth is 1 to 28' }),
    }),
  ],
  { error: `frequency must be one of ${EXPORT_FREQUENCIES.join(', ')}` },
);
export type ExportRecurrence = z.infer<typeof exportRecurrenceSchema>;

export const createScheduledExportSchema = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(100, { error: 'name is at most 100 characters' }),
  source: exportSourceSchema,
  recurrence: exportRecurrenceSchema,
  delivery: z.enum(EXPORT_DELIVERIES, { error: `delivery must be one of ${EXPORT_DELIVERIES.join(', ')}` }),
});
export type CreateScheduledExport = z.infer<typeof createScheduledExportSchema>;

export const updateScheduledExportSchema = createScheduledExportSchema
  .extend({ paused: z.boolean({ error: 'paused is true or false' }) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'nothing to change' });
export type UpdateScheduledExport = z.infer<typeof updateScheduledExportSchema>;

export const EXPORT_RUN_RESULTS = ['sent', 'sent-link', 'empty', 'refused', 'failed'] as const;
/** refused: the owner no longer has the right to the list (or no longer exists). */
export type ExportRunResult = (typeof EXPORT_RUN_RESULTS)[number];

export const scheduledExportSchema = z.object({
  id: z.int(),
  name: z.string(),
  source: exportSourceSchema,
  recurrence: exportRecurrenceSchema,
  delivery: z.enum(EXPORT_DELIVERIES),
  paused: z.boolean(),
  /** ISO instants; nextRunAt is null while paused. */
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastResult: z.enum(EXPORT_RUN_RESULTS).nullable(),
  lastRows: z.int().nullable(),
  createdAt: z.string(),
});
export type ScheduledExportView = z.infer<typeof scheduledExportSchema>;

/** POST api/scheduled-exports/{id}/send: the run is queued (202); the mail follows within a minute. */
export const scheduledExportSentSchema = z.object({ queued: z.boolean() });
export type ScheduledExportSent = z.infer<typeof scheduledExportSentSchema>;

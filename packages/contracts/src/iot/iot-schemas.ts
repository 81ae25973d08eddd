import { z } from 'zod';
import { thresholdsSchema } from '../alerts/thresholds';

/**
 * Wire shapes of the devicesIot calls (docs/product.md#iot-limits-and-quota, docs/product.md#timers). They follow Tuya's own
 * shapes (snake_case included) because the spec's client was written against them.
 */

export const dataPointValueSchema = z.union([z.boolean(), z.number(), z.string()]);
export type DataPointValue = z.infer<typeof dataPointValueSchema>;

/** One status value or one command: `{code: 'switch', value: true}`. */
export const dataPointSchema = z.object({
  code: z.string().trim().min(1).max(64),
  value: dataPointValueSchema,
});
export type DataPoint = z.infer<typeof dataPointSchema>;

/** POST /api/devicesIot/{uid}/commands */
export const commandListSchema = z.array(dataPointSchema).min(1).max(20);

/**
 * A data point as a device reports it. Answers take the provider's values as they are: the limits of
 * dataPointSchema apply to what clients send.
 */
export const reportedDataPointSchema = z.object({ code: z.string(), value: dataPointValueSchema });

/** Live status of one device, as POST /api/devicesIot answers it; lat/lon when the provider knows them. */
export const deviceLiveStatusSchema = z.object({
  id: z.string(),
  online: z.boolean(),
  status: z.array(reportedDataPointSchema),
  lat: z.string().optional(),
  lon: z.string().optional(),
  /**
   * The thresholds in force at the device when its account chain or site overrides the spec's table
   * (decision 040); absent when the table applies. Optional, so the spec's wire format stays valid.
   */
  thresholds: thresholdsSchema.optional(),
  /**
   * Where this status came from: 'stored' — the device's latest stored status, younger than its
   * account's status frequency while push is on (decision 043), no provider call made; 'provider' —
   * read through the provider for this answer. Optional, so the spec's wire format stays valid.
   */
  source: z.enum(['stored', 'provider']).optional(),
  /** When the status was read (ISO): the stored report's time, or the provider read's. */
  readAt: z.string().optional(),
});
export type DeviceLiveStatus = z.infer<typeof deviceLiveStatusSchema>;

/** 7 characters of 0/1, Sunday first: '0111110' = Monday to Friday. */
export const loopsSchema = z.string().regex(/^[01]{7}$/, 'timer.validate.loops');
/** 'HH:mm'; Tuya also writes unpadded times such as '4:0', which are read as 04:00. */
export const timerTimeSchema = z.string().regex(/^([01]?\d|2[0-3]):[0-5]?\d$/, 'timer.validate.time');
/** '' for repeating timers, 'yyyyMMdd' for a one-shot timer (loops '0000000'). */
export const timerDateSchema = z.string().regex(/^(\d{8})?$/, 'timer.validate.date');

export const timerInstructionSchema = z.object({
  functions: z.array(dataPointSchema).min(1).max(20),
  date: timerDateSchema.default(''),
  time: timerTimeSchema,
});
export type TimerInstruction = z.infer<typeof timerInstructionSchema>;

/** POST /api/devicesIot/{uid}/timers: one timer (one group of instructions) per call. */
export const deviceTimerSchema = z.object({
  instruct: z.array(timerInstructionSchema).min(1).max(30),
  loops: loopsSchema,
  category: z.string().trim().min(1).max(64),
  timezone_id: z.string().min(1).max(64),
  time_zone: z.string().regex(/^[+-]\d{1,2}:\d{2}$/, 'timer.validate.timeZone'),
  alias_name: z.string().max(64).optional(),
});
export type DeviceTimer = z.infer<typeof deviceTimerSchema>;

/** One stored timer as Tuya lists it inside a group (one per instruction). */
export const scheduledTimerSchema = z.object({
  timer_id: z.string(),
  date: z.string(),
  time: z.string(),
  loops: z.string(),
  /** 1 enabled, 0 disabled (a one-shot timer that has run is disabled). */
  status: z.number(),
  alias_name: z.string(),
  timezone_id: z.string(),
  functions: z.array(reportedDataPointSchema),
});
export type ScheduledTimer = z.infer<typeof scheduledTimerSchema>;

export const timerGroupSchema = z.object({ id: z.string(), timers: z.array(scheduledTimerSchema) });
export type TimerGroup = z.infer<typeof timerGroupSchema>;

/** GET .../timers answers a list of these: `[{category: {category}, groups: [{id, timers}]}]`. */
export const timerCategorySchema = z.object({
  category: z.object({ category: z.string() }),
  groups: z.array(timerGroupSchema),
});
export type TimerCategory = z.infer<typeof timerCategorySchema>;

/** What DELETE .../timers[/categories/{category}[/groups/{group}]] removes: a group needs its category. */
export type TimerScope = { category?: undefined; group?: undefined } | { category: string; group?: string };

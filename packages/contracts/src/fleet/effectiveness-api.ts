import { z } from 'zod';
import { airQualityPeriodQuerySchema } from './air-quality-api';
import {
  EFFECT_MINIMUM_EVENTS,
  EFFECT_MINIMUM_PM25,
  EFFECT_SHARE,
  EFFECT_WINDOW_MS,
} from './purifier-effectiveness';

/**
 * GET api/fleet/effectiveness/sites/{addressId}?from&to: whether a site's purifiers clean its air
 * (issue 31 item 2, docs/decisions/051). Per purifier over the period: its measurable events, the
 * median PM2.5 drop and minutes to halve, and the clean air it delivered (hours at each fan speed ×
 * its model's CADR); and the last 14 days' verdict the `no_effect` alarm and the due list use.
 */
export const effectivenessQuerySchema = airQualityPeriodQuerySchema;
export type EffectivenessQuery = z.infer<typeof effectivenessQuerySchema>;

/** Events are read from every stored status: the period of this report is at most this long. */
export const EFFECTIVENESS_MAX_DAYS = 92;

/**
 * Whether a period of Rome days [from, to) is short enough to measure: the dates' difference (UTC
 * midnights), not the instants', since a summer-time change moves those by an hour.
 */
export const effectivenessPeriodFits = (from: string, to: string): boolean =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 <= EFFECTIVENESS_MAX_DAYS;
/** The days of statuses the stored verdict (alarm, due list) is made of. */
export const EFFECT_VERDICT_DAYS = 14;

/** The rule's parameters, stated in the answer so a reader knows what "effect" meant. */
export const effectRulesSchema = z.object({
  windowMinutes: z.number().int(),
  minimumPm25: z.number(),
  effectShare: z.number(),
  minimumEvents: z.number().int(),
  verdictDays: z.number().int(),
});
export const EFFECT_RULES = {
  windowMinutes: EFFECT_WINDOW_MS / 60_000,
  minimumPm25: EFFECT_MINIMUM_PM25,
  effectShare: EFFECT_SHARE,
  minimumEvents: EFFECT_MINIMUM_EVENTS,
  verdictDays: EFFECT_VERDICT_DAYS,
} as const;

const perFanSpeed = z.array(z.number()).length(4);

export const purifierEffectivenessSchema = z.object({
  deviceId: z.number().int(),
  name: z.string().nullable(),
  model: z.string().nullable(),
  /** Measurable events in the period (a switch-on or a raised fan speed with PM2.5 to lower). */
  events: z.number().int(),
  halvedEvents: z.number().int(),
  /** µg/m³; null without events. */
  medianDrop: z.number().nullable(),
  medianMinutesToHalve: z.number().nullable(),
  /** Over the period: enough events and none lowered PM2.5. */
  noMeasurableEffect: z.boolean(),
  /** Hours run at fan speeds 1..4 in the period. */
  hoursBySpeed: perFanSpeed,
  /** The model's CADR at fan speeds 1..4 (m³/h); null where the model does not say. */
  cadr: z.array(z.number().nullable()).length(4),
  /** m³; null when the model has no CADR at a speed the purifier ran at. */
  cleanAirDelivered: z.number().nullable(),
  /** The stored verdict over the last 14 days (the alarm's and the due list's), null until computed. */
  verdict: z
    .object({ noMeasurableEffect: z.boolean(), events: z.number().int(), computedAt: z.string() })
    .nullable(),
});
export type PurifierEffectiveness = z.infer<typeof purifierEffectivenessSchema>;

export const siteEffectivenessSchema = z.object({
  addressId: z.number().int(),
  label: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  rules: effectRulesSchema,
  purifiers: z.array(purifierEffectivenessSchema),
  /** The site's purifiers together: m³ (null when one of them lacks the CADR it needs). */
  cleanAirDelivered: z.number().nullable(),
});
export type SiteEffectiveness = z.infer<typeof siteEffectivenessSchema>;

import { z } from 'zod';
import { HEALTH_REASON_CODES } from './health-score';

/**
 * The fleet health API (decision 024): the score of fleetHealthScore (health-score.ts) for the caller's
 * fleet, one account, its sites, and the accounts of the caller's subtree that need attention.
 */

export const healthReasonSchema = z.object({
  code: z.enum(HEALTH_REASON_CODES),
  /** Devices in the category; absent for the quota reasons (the whole account). */
  devices: z.number().int().optional(),
  /** Points lost; the reasons' points add up to 100 − score. */
  points: z.number().int(),
});
export type HealthReasonDto = z.infer<typeof healthReasonSchema>;

/** One site (address) of the fleet; `addressId` null groups the devices at no address. */
export const healthSiteSchema = z.object({
  addressId: z.number().nullable(),
  label: z.string().nullable(),
  score: z.number().int(),
  reasons: z.array(healthReasonSchema),
  /** Devices at the site. */
  devices: z.number().int(),
});
export type HealthSiteDto = z.infer<typeof healthSiteSchema>;

/**
 * GET api/fleet/health?accountId=: without accountId, the caller's whole fleet (every device of its
 * scope, as on the dashboard) and its own account's quota; with it, the devices that account owns
 * and its quota. `account` is null only for a caller without an account.
 */
export const fleetHealthSchema = z.object({
  account: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  score: z.number().int(),
  reasons: z.array(healthReasonSchema),
  sites: z.array(healthSiteSchema),
  /** Devices of the fleet. */
  devices: z.number().int(),
});
export type FleetHealthDto = z.infer<typeof fleetHealthSchema>;

export const fleetHealthQuerySchema = z.object({
  accountId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** Sort keys of GET api/fleet/attention. */
export const ATTENTION_SORT_FIELDS = ['score', 'name', 'devices'] as const;
export type AttentionSortField = (typeof ATTENTION_SORT_FIELDS)[number];

/** How many reasons an attention row carries (the most costly). */
export const ATTENTION_TOP_REASONS = 3;

/** One row of GET api/fleet/attention: an account of the caller's subtree that owns devices. */
export const attentionRowSchema = z.object({
  accountId: z.number(),
  name: z.string().nullable(),
  score: z.number().int(),
  /** The most costly reasons (at most ATTENTION_TOP_REASONS). */
  reasons: z.array(healthReasonSchema),
  devices: z.number().int(),
});
export type AttentionRowDto = z.infer<typeof attentionRowSchema>;
/** A page of GET api/fleet/attention; the total is in x-total-count. */
export const attentionPageSchema = z.array(attentionRowSchema);

/** Most account ids GET api/fleet/health/accounts takes at once. */
export const MAX_HEALTH_ACCOUNT_IDS = 100;

/** `ids=1,2,3`: 1 to MAX_HEALTH_ACCOUNT_IDS positive integers, duplicates dropped. */
export const accountHealthQuerySchema = z.object({
  ids: z
    .string()
    .max(2_000)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'must be a comma-separated list of account ids')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_HEALTH_ACCOUNT_IDS, `at most ${MAX_HEALTH_ACCOUNT_IDS} ids`)
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'ids must be account ids'),
});

/** GET api/fleet/health/accounts?ids=: the accounts asked for that are in the caller's subtree and own devices. */
export const accountHealthSchema = z.object({
  accountId: z.number(),
  score: z.number().int(),
  reasons: z.array(healthReasonSchema),
  devices: z.number().int(),
});
export type AccountHealthDto = z.infer<typeof accountHealthSchema>;
export const accountHealthListSchema = z.array(accountHealthSchema);

/** The words of a score, so that it is never told by colour alone: good ≥ 90, fair ≥ 70, poor ≥ 50, critical below. */
export const HEALTH_LEVELS = ['good', 'fair', 'poor', 'critical'] as const;
export type HealthLevel = (typeof HEALTH_LEVELS)[number];

export function healthLevel(score: number): HealthLevel {
  if (score >= 90) return 'good';
  if (score >= 70) return 'fair';
  if (score >= 50) return 'poor';
  return 'critical';
}

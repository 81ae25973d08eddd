import { z } from 'zod';
import {
  THRESHOLD_PARAMETERS,
  THRESHOLD_PARAMETER_CODES,
  inBand,
  type Band,
  type ThresholdParameter,
} from './thresholds';

/**
 * Alert rules (docs/decisions/040): an account's rules hold for its subtree, a site's rule with the
 * same key overrides them at that site (or switches them off there). Each rule watches one kind of
 * condition; an alarm opens when it has held for `forMinutes` and clears when the value has been
 * back past the re-arm margin for `clearMinutes` (alarm-machine.ts).
 */

export const ALARM_SEVERITIES = ['critical', 'major', 'minor'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

/**
 * What a rule watches:
 * - `parameter`: a status parameter in its warning or danger band (the effective thresholds);
 * - `offline`: a device offline;
 * - `filter`: a filter due within N days by its forecast (0: overdue only);
 * - `timer`: a device whose timers could not be set (a bulk timers job failed for it);
 * - `quota`: an account's provider quota used past a share of the month;
 * - `push_silence`: no pushed event while devices are online (the administrators' rule);
 * - `no_effect`: a purifier whose PM2.5 does not fall while it runs (purifier-effectiveness.ts):
 *   check its placement or its filter.
 */
export const ALERT_RULE_KINDS = [
  'parameter',
  'offline',
  'filter',
  'timer',
  'quota',
  'push_silence',
  'no_effect',
] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];

/** What an alarm is about: one device, one site, one account, or the system. */
export const ALARM_SUBJECTS = ['device', 'site', 'account', 'system'] as const;
export type AlarmSubject = (typeof ALARM_SUBJECTS)[number];

export const SUBJECT_OF_KIND: Record<AlertRuleKind, AlarmSubject> = {
  parameter: 'device',
  offline: 'device',
  filter: 'device',
  timer: 'device',
  quota: 'account',
  push_silence: 'system',
  no_effect: 'device',
};

const minutes = (max: number) => z.number({ error: 'minutes must be a number' }).int().min(0).max(max);

export const parameterConditionSchema = z
  .object({
    kind: z.literal('parameter'),
    parameter: z.enum(THRESHOLD_PARAMETER_CODES as [ThresholdParameter, ...ThresholdParameter[]]),
    band: z.enum(['danger', 'warning']),
    /** How long the value stays in the band before the alarm opens. */
    forMinutes: minutes(1440).default(10),
    /** How long it stays back inside the re-arm margin before the alarm clears. */
    clearMinutes: minutes(1440).default(10),
    /** How far back inside the band's bound the value must come to clear (hysteresis), ≥ 0. */
    rearmMargin: z.number().finite().min(0).max(100_000).default(0),
    openingHoursOnly: z.boolean().default(false),
  })
  .strict();

export const offlineConditionSchema = z
  .object({
    kind: z.literal('offline'),
    forMinutes: minutes(10_080).default(30),
    clearMinutes: minutes(1440).default(0),
    openingHoursOnly: z.boolean().default(false),
  })
  .strict();

export const filterConditionSchema = z
  .object({ kind: z.literal('filter'), withinDays: z.number().int().min(0).max(90).default(7) })
  .strict();

export const timerConditionSchema = z.object({ kind: z.literal('timer') }).strict();

export const quotaConditionSchema = z
  .object({ kind: z.literal('quota'), percent: z.number().int().min(1).max(100).default(90) })
  .strict();

export const pushSilenceConditionSchema = z
  .object({ kind: z.literal('push_silence'), forMinutes: minutes(1440).default(15) })
  .strict();

export const noEffectConditionSchema = z.object({ kind: z.literal('no_effect') }).strict();

export const alertConditionSchema = z.discriminatedUnion('kind', [
  parameterConditionSchema,
  offlineConditionSchema,
  filterConditionSchema,
  timerConditionSchema,
  quotaConditionSchema,
  pushSilenceConditionSchema,
  noEffectConditionSchema,
]);
export type AlertCondition = z.infer<typeof alertConditionSchema>;
export type ParameterCondition = z.infer<typeof parameterConditionSchema>;

const positiveId = z.number().int().min(1).max(2_147_483_647);

/** POST api/alert-rules, PUT api/alert-rules/{id}. */
export const alertRuleInputSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'name is required' }).max(100),
    /** The account whose subtree the rule covers (required unless it is a site's rule). */
    accountId: positiveId.nullable().optional(),
    /** A site's rule: it overrides the account rules with the same key there. */
    addressId: positiveId.nullable().optional(),
    severity: z.enum(ALARM_SEVERITIES).default('major'),
    enabled: z.boolean().default(true),
    /** Whether the alarm's clearing is mailed too (else only its opening). */
    notifyOnClear: z.boolean().default(false),
    condition: alertConditionSchema,
  })
  .strict()
  .refine(
    (r) =>
      (r.accountId ?? null) !== null || (r.addressId ?? null) !== null || r.condition.kind === 'push_silence',
    {
      error: 'a rule belongs to an account or a site',
      path: ['accountId'],
    },
  )
  .refine(
    (r) =>
      r.condition.kind !== 'push_silence' ||
      ((r.accountId ?? null) === null && (r.addressId ?? null) === null),
    {
      error: 'push silence is a system rule (no account, no site)',
      path: ['condition', 'kind'],
    },
  )
  .refine((r) => r.condition.kind !== 'quota' || (r.addressId ?? null) === null, {
    error: 'a quota rule belongs to an account',
    path: ['addressId'],
  });
export type AlertRuleInput = z.infer<typeof alertRuleInputSchema>;

export interface AlertRuleDto {
  id: number;
  name: string;
  accountId: number | null;
  accountName: string | null;
  addressId: number | null;
  addressName: string | null;
  severity: AlarmSeverity;
  enabled: boolean;
  notifyOnClear: boolean;
  condition: AlertCondition;
  activeAlarms: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Rules that override each other share a key: the kind, and for a parameter rule the parameter
 * and band. A site's rule replaces the accounts' rule of its key there; a nearer account's rule
 * replaces a farther one's.
 */
export function ruleKey(condition: AlertCondition): string {
  return condition.kind === 'parameter'
    ? `parameter:${condition.parameter}:${condition.band}`
    : condition.kind;
}

export interface ScopedRule {
  id: number;
  enabled: boolean;
  condition: AlertCondition;
}

/**
 * The rules in force for a device or site: `layers` from the root account down to the device's
 * account, then the site's rules. For each key the last layer's rule wins; a disabled rule there
 * switches the key off.
 */
export function effectiveRules<R extends ScopedRule>(layers: readonly (readonly R[])[]): R[] {
  const byKey = new Map<string, R>();
  for (const layer of layers) for (const rule of layer) byKey.set(ruleKey(rule.condition), rule);
  return [...byKey.values()].filter((r) => r.enabled);
}

/** Whether a reading breaches a parameter rule's band, and whether it is back past the re-arm margin. */
export function readParameter(
  parameter: ThresholdParameter,
  value: number,
  band: Band | null,
  rearmMargin: number,
): { breached: boolean; rearmed: boolean } {
  if (!band) return { breached: false, rearmed: true };
  const breached = inBand(parameter, value, band);
  const side = THRESHOLD_PARAMETERS[parameter];
  const rearmed =
    side === 'low'
      ? band.low === undefined || value > band.low + rearmMargin
      : (band.low === undefined || value >= band.low + rearmMargin) &&
        (band.high === undefined || value <= band.high - rearmMargin);
  return { breached, rearmed: !breached && rearmed };
}

/** The answer of the rules API (AlertRuleDto): what Fastify serialises with. */
export const alertRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  accountId: z.number().int().nullable(),
  accountName: z.string().nullable(),
  addressId: z.number().int().nullable(),
  addressName: z.string().nullable(),
  severity: z.enum(ALARM_SEVERITIES),
  enabled: z.boolean(),
  notifyOnClear: z.boolean(),
  condition: alertConditionSchema,
  activeAlarms: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<AlertRuleDto>;
export const alertRulesSchema = z.array(alertRuleSchema);

/** GET api/alert-rules?accountId&addressId: the rules of one account or one site (else all the caller sees). */
export const alertRuleQuerySchema = z.object({
  accountId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  addressId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const alertRuleParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

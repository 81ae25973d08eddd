import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../entities/list-query';
import {
  ALARM_SEVERITIES,
  ALARM_SUBJECTS,
  ALERT_RULE_KINDS,
  type AlarmSeverity,
  type AlarmSubject,
  type AlertRuleKind,
} from './alert-rules';

/**
 * Alarms (docs/decisions/040): one row per rule and subject while active — opened, acknowledged,
 * assigned, commented, cleared (automatically or by hand) — with its timeline of events.
 * GET api/alarms, GET api/alarms/{id}, POST api/alarms/{id}/acknowledge|assign|comment|clear,
 * GET api/alarms.csv.
 */

export const ALARM_STATES = ['active', 'cleared'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];

export const ALARM_EVENT_TYPES = [
  'opened',
  'flapped',
  'acknowledged',
  'assigned',
  'commented',
  'cleared',
] as const;
export type AlarmEventType = (typeof ALARM_EVENT_TYPES)[number];

const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The list's filters: state (default active), severity, site, rule, device, acknowledged, account subtree. */
export const alarmQuerySchema = z.object({
  state: z
    .enum([...ALARM_STATES, 'all'], { error: 'state must be active, cleared or all' })
    .default('active'),
  severity: z.enum(ALARM_SEVERITIES, { error: 'severity must be critical, major or minor' }).optional(),
  kind: z.enum(ALERT_RULE_KINDS).optional(),
  ruleId: positiveId.optional(),
  addressId: positiveId.optional(),
  deviceId: positiveId.optional(),
  accountId: positiveId.optional(),
  acknowledged: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only my alarms: assigned to the caller. */
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type AlarmQuery = z.infer<typeof alarmQuerySchema>;

export const alarmParamsSchema = z.object({ id: positiveId });

export const alarmCommentSchema = z
  .object({ text: z.string().trim().min(1, { error: 'a comment has text' }).max(2000) })
  .strict();
/** Assign to a user who may see the alarm, or null to unassign. */
export const alarmAssignSchema = z.object({ userId: positiveId.nullable() }).strict();
/**
 * GET api/alarms/{id}/assignees: who the caller may assign the alarm to — the users who may see it,
 * among the users of the caller's own subtree (a customer does not list its dealer's people).
 */
export const alarmAssigneeSchema = z.object({
  id: z.number(),
  login: z.string(),
  name: z.string().nullable(),
});
export const alarmAssigneesSchema = z.array(alarmAssigneeSchema);
export type AlarmAssigneeDto = z.infer<typeof alarmAssigneeSchema>;
/** A cleared alarm by hand may say why. */
export const alarmClearSchema = z.object({ note: z.string().trim().max(2000).optional() }).strict();

export interface AlarmDto {
  id: number;
  ruleId: number | null;
  ruleName: string;
  kind: AlertRuleKind;
  severity: AlarmSeverity;
  subject: AlarmSubject;
  state: AlarmState;
  /** A status parameter code for a parameter rule, else null. */
  parameter: string | null;
  /** The last value seen while active (a reading, minutes offline, days to a filter's end, % of quota). */
  value: number | null;
  device: { id: number; uid: string; name: string | null } | null;
  address: { id: number; name: string | null } | null;
  account: { id: number; name: string | null } | null;
  openedAt: string;
  clearedAt: string | null;
  /** Who cleared it by hand; null when it cleared on its own (or is active). */
  clearedBy: string | null;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  assignee: { id: number; login: string } | null;
  /** How many times the condition came back while the alarm was clearing. */
  flaps: number;
}

export interface AlarmEventDto {
  id: number;
  type: AlarmEventType;
  at: string;
  /** The user's login, or null for the system. */
  actor: string | null;
  text: string | null;
  value: number | null;
}

export interface AlarmDetailDto extends AlarmDto {
  events: AlarmEventDto[];
}

/** Counts for the navbar and the dashboard: active alarms the caller may see, per severity. */
export interface AlarmCountsDto {
  active: number;
  unacknowledged: number;
  bySeverity: Record<AlarmSeverity, number>;
}

export const ALARM_SUBJECT_LIST: readonly AlarmSubject[] = ALARM_SUBJECTS;

const named = z.object({ id: z.number().int(), name: z.string().nullable() });

/** The answers of the alarms API, what Fastify serialises with (AlarmDto, AlarmDetailDto, AlarmCountsDto). */
export const alarmSchema = z.object({
  id: z.number().int(),
  ruleId: z.number().int().nullable(),
  ruleName: z.string(),
  kind: z.enum(ALERT_RULE_KINDS),
  severity: z.enum(ALARM_SEVERITIES),
  subject: z.enum(ALARM_SUBJECTS),
  state: z.enum(ALARM_STATES),
  parameter: z.string().nullable(),
  value: z.number().nullable(),
  device: z.object({ id: z.number().int(), uid: z.string(), name: z.string().nullable() }).nullable(),
  address: named.nullable(),
  account: named.nullable(),
  openedAt: z.string(),
  clearedAt: z.string().nullable(),
  clearedBy: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  assignee: z.object({ id: z.number().int(), login: z.string() }).nullable(),
  flaps: z.number().int(),
}) satisfies z.ZodType<AlarmDto>;
export const alarmsSchema = z.array(alarmSchema);

export const alarmEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(ALARM_EVENT_TYPES),
  at: z.string(),
  actor: z.string().nullable(),
  text: z.string().nullable(),
  value: z.number().nullable(),
}) satisfies z.ZodType<AlarmEventDto>;

export const alarmDetailSchema = alarmSchema.extend({
  events: z.array(alarmEventSchema),
}) satisfies z.ZodType<AlarmDetailDto>;

export const alarmCountsSchema = z.object({
  active: z.number().int(),
  unacknowledged: z.number().int(),
  bySeverity: z.object({ critical: z.number().int(), major: z.number().int(), minor: z.number().int() }),
}) satisfies z.ZodType<AlarmCountsDto>;

/** GET api/alarms/by-device?deviceIds=1,2,3: the device rows' alarm badge. */
export const alarmsByDeviceQuerySchema = z.object({
  deviceIds: z
    .string({ error: 'deviceIds is a comma-separated list of device ids' })
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, {
      error: 'deviceIds is a comma-separated list of up to 500 device ids',
    })
    .transform((v) => [...new Set(v.split(',').map(Number))]),
});
export interface AlarmBadgeDto {
  deviceId: number;
  /** Active alarms the caller may see on the device. */
  active: number;
  /** The worst of them. */
  severity: AlarmSeverity;
}
export const alarmBadgesSchema = z.array(
  z.object({ deviceId: z.number().int(), active: z.number().int(), severity: z.enum(ALARM_SEVERITIES) }),
) satisfies z.ZodType<AlarmBadgeDto[]>;

/** The CSV export's cap: rows beyond it are left out (the list's filters narrow it). */
export const ALARM_CSV_MAX_ROWS = 10_000;

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

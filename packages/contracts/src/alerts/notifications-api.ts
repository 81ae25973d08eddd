import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../entities/list-query';
import { ALARM_SEVERITIES, type AlarmSeverity } from './alert-rules';
import { ALARM_EVENT_TYPES, type AlarmEventType } from './alarms-api';

/**
 * The notification centre (docs/decisions/040): each alarm event a user should hear of is one
 * notification — shown in-app (the navbar's bell, live over STOMP at /user/queue/notifications),
 * mailed in groups (per recipient, within a window, capped per hour) or in a daily digest, and
 * never during the user's quiet hours.
 * GET api/notifications, GET api/notifications/unread-count, POST api/notifications/read,
 * GET/PUT api/notification-preferences.
 */

export const NOTIFICATION_CHANNELS = ['inApp', 'mail', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const MAIL_MODES = ['immediate', 'digest', 'off'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'a time is HH:mm' });

export const notificationPreferencesSchema = z
  .object({
    /** Which severities reach the user at all. */
    severities: z.array(z.enum(ALARM_SEVERITIES)).max(3).default(['critical', 'major', 'minor']),
    inApp: z.boolean().default(true),
    /** Mails: grouped as they happen, one digest a day, or none. */
    mail: z.enum(MAIL_MODES).default('immediate'),
    /** The digest's hour (the user's time zone: Europe/Rome). */
    digestAt: clock.default('08:00'),
    /** No mail between these times (the in-app centre still fills); null for none. */
    quietHours: z.object({ from: clock, to: clock }).strict().nullable().default(null),
    /** Mail when an alarm clears too (else only when it opens), for the rules that allow it. */
    mailOnClear: z.boolean().default(false),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = notificationPreferencesSchema.parse(
  {},
);

export const notificationQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

/** Mark some notifications read, or all of them (`all: true`). */
export const notificationReadSchema = z
  .object({
    ids: z.array(z.number().int().min(1)).max(1000).optional(),
    all: z.boolean().optional(),
  })
  .strict()
  .refine((b) => (b.ids?.length ?? 0) > 0 || b.all === true, { error: 'name ids or all' });

export interface NotificationDto {
  id: number;
  alarmId: number;
  event: AlarmEventType;
  severity: AlarmSeverity;
  ruleName: string;
  /** What the alarm is about, for display: a device's name or uid, a site's or account's name. */
  subjectName: string | null;
  siteName: string | null;
  createdAt: string;
  readAt: string | null;
}

/** What the bell hears over STOMP: the unread count after a change, and the newest notification. */
export interface NotificationPush {
  unread: number;
  latest: NotificationDto | null;
}

/** Whether an instant's wall time (minutes of the day) falls in quiet hours (a range may cross midnight). */
export function inQuietHours(quiet: NotificationPreferences['quietHours'], minuteOfDay: number): boolean {
  if (!quiet) return false;
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const from = toMinutes(quiet.from);
  const to = toMinutes(quiet.to);
  if (from === to) return false;
  return from < to ? minuteOfDay >= from && minuteOfDay < to : minuteOfDay >= from || minuteOfDay < to;
}

/** The most mails a recipient gets in an hour; the rest wait for the next hour's mail. */
export const MAIL_CAP_PER_HOUR = 6;
/** How long notifications gather before a mail goes: a storm becomes one mail. */
export const MAIL_GROUP_WINDOW_SECONDS = 60;

export const severityRank = (s: AlarmSeverity) => ALARM_SEVERITIES.indexOf(s);

/** The STOMP destination of the bell: each user receives only its own NotificationPush messages. */
export const NOTIFICATIONS_DESTINATION = '/user/queue/notifications';

export const notificationDtoSchema = z.object({
  id: z.number().int(),
  alarmId: z.number().int(),
  event: z.enum(ALARM_EVENT_TYPES),
  severity: z.enum(ALARM_SEVERITIES),
  ruleName: z.string(),
  subjectName: z.string().nullable(),
  siteName: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
}) satisfies z.ZodType<NotificationDto>;

export const notificationPushSchema = z.object({
  unread: z.number().int().min(0),
  latest: notificationDtoSchema.nullable(),
}) satisfies z.ZodType<NotificationPush>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** How one alarm event reaches one user: in the centre (unread, or already read when in-app is off) and/or by mail. */
export interface NotificationDelivery {
  inApp: boolean;
  mail: boolean;
}

/**
 * The one rule of who hears what (docs/decisions/040): a severity the user does not want, and a
 * flap (the same alarm coming back while clearing), are never heard of; an opening is shown and
 * mailed (unless mail is off); acknowledged, assigned and commented are shown only; a clearing is
 * shown, and mailed only when the alarm's rule asks (`notifyOnClear`) and the user too
 * (`mailOnClear`). Null when the user hears nothing of it.
 */
export function notificationDelivery(
  event: AlarmEventType,
  severity: AlarmSeverity,
  notifyOnClear: boolean,
  preferences: NotificationPreferences,
): NotificationDelivery | null {
  if (event === 'flapped' || !preferences.severities.includes(severity)) return null;
  const mailing = preferences.mail !== 'off';
  const mail =
    event === 'opened'
      ? mailing
      : event === 'cleared'
        ? mailing && notifyOnClear && preferences.mailOnClear
        : false;
  const inApp = preferences.inApp;
  return inApp || mail ? { inApp, mail } : null;
}

/** Minutes from `minuteOfDay` to the end of the quiet hours it falls in (0 when not quiet). */
export function minutesToQuietEnd(quiet: NotificationPreferences['quietHours'], minuteOfDay: number): number {
  if (!quiet || !inQuietHours(quiet, minuteOfDay)) return 0;
  const to = Number(quiet.to.slice(0, 2)) * 60 + Number(quiet.to.slice(3, 5));
  return (to - minuteOfDay + 24 * 60) % (24 * 60);
}

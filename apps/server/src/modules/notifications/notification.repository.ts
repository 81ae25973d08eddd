import { and, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  ALARM_SEVERITIES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
  type AlarmEventType,
  type AlarmSeverity,
  type NotificationDto,
  type NotificationPreferences,
} from '@app/contracts';
import type { AppDatabase } from '../../db/client';

/** A notification mail: grouped as things happen, or the day's digest. */
export type NotificationMailKind = 'immediate' | 'digest';
import {
  alarmEvents,
  alarms,
  comPartnerAccounts,
  comPartnerAddrs,
  comPartners,
  devices,
  notificationMails,
  notificationPreferences,
  notifications,
  userAccounts,
  users,
} from '../../db/schema';

/** One alarm event as the reader needs it. */
export interface AlarmEventToNotify {
  eventId: number;
  alarmId: number;
  type: AlarmEventType;
  actor: string | null;
  severity: AlarmSeverity;
  notifyOnClear: boolean;
}

/** A user as the centre needs it: where its mails go, in which language, and what it wants. */
export interface Recipient {
  userId: number;
  login: string;
  email: string | null;
  firstName: string | null;
  langKey: string;
  activated: boolean;
  preferences: NotificationPreferences;
}

export interface NewNotification {
  userId: number;
  alarmId: number;
  eventId: number;
  createdAt: Date;
  readAt: Date | null;
  mail: 'none' | 'pending';
}

/** A site's share of a recipient's pending mail. */
export interface PendingSite {
  siteName: string | null;
  count: number;
  worst: AlarmSeverity;
}

const siteLabel = alias(comPartners, 'notification_site_partner');
const siteName = sql<
  string | null
>`nullif(trim(concat_ws(', ', ${siteLabel.address}, ${siteLabel.city})), '')`;
const subjectName = sql<string | null>`case ${alarms.subject}
  when 'device' then coalesce(${devices.name}, ${devices.uid})
  when 'site' then ${siteName}
  when 'account' then ${comPartnerAccounts.businessName}
  else null end`;
/** 0 for critical, 1 major, 2 minor: the worst is the smallest. */
const severityRank = sql<number>`(case ${alarms.severity}
  ${sql.join(
    ALARM_SEVERITIES.map((s, i) => sql.raw(`when '${s}' then ${i}`)),
    sql` `,
  )} else ${ALARM_SEVERITIES.length} end)`;

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The notification centre's SQL: the events it reads, the notifications, the preferences, the mail counts. */
export class NotificationRepository {
  constructor(private readonly db: AppDatabase) {}

  withTransaction(tx: AppDatabase): NotificationRepository {
    return new NotificationRepository(tx);
  }

  // The reader

  /** The events after `cursor`, oldest first, with what their alarm says about notifying. */
  async eventsAfter(cursor: number, limit: number): Promise<AlarmEventToNotify[]> {
    return this.db
      .select({
        eventId: alarmEvents.id,
        alarmId: alarmEvents.alarmId,
        type: alarmEvents.type,
        actor: alarmEvents.actor,
        severity: alarms.severity,
        notifyOnClear: alarms.notifyOnClear,
      })
      .from(alarmEvents)
      .innerJoin(alarms, eq(alarms.id, alarmEvents.alarmId))
      .where(gt(alarmEvents.id, cursor))
      .orderBy(alarmEvents.id)
      .limit(limit);
  }

  /** Inserts the notifications (an event already notified to a user is skipped: a retried batch). */
  async insert(rows: readonly NewNotification[]): Promise<void> {
    for (const chunk of chunks(rows, 1000))
      await this.db.insert(notifications).values(chunk).onConflictDoNothing();
  }

  // Users and preferences

  async recipients(userIds: readonly number[]): Promise<Map<number, Recipient>> {
    const found = new Map<number, Recipient>();
    for (const chunk of chunks(userIds, 1000)) {
      const rows = await this.db
        .select({
          userId: users.id,
          login: users.login,
          email: users.email,
          firstName: users.firstName,
          langKey: users.langKey,
          activated: users.activated,
          settings: notificationPreferences.settings,
        })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(inArray(users.id, chunk));
      for (const { settings, ...row } of rows)
        found.set(row.userId, { ...row, preferences: readPreferences(settings) });
    }
    return found;
  }

  async preferences(userId: number): Promise<NotificationPreferences> {
    const [row] = await this.db
      .select({ settings: notificationPreferences.settings })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return readPreferences(row?.settings);
  }

  async savePreferences(userId: number, settings: NotificationPreferences, now: Date): Promise<void> {
    await this.db
      .insert(notificationPreferences)
      .values({ userId, settings, updatedAt: now })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { settings, updatedAt: now } });
  }

  // The centre's list

  async page(userId: number, unreadOnly: boolean, page: number, size: number) {
    const where = and(
      eq(notifications.userId, userId),
      unreadOnly ? isNull(notifications.readAt) : undefined,
    );
    const [{ total }] = (await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where)) as [{ total: number }];
    const list = await this.dtos(where, size, page * size);
    return { total, list };
  }

  async unreadCounts(userIds: readonly number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
    if (userIds.length === 0) return counts;
    const rows = await this.db
      .select({ userId: notifications.userId, unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
      .groupBy(notifications.userId);
    for (const row of rows) counts.set(row.userId, row.unread);
    return counts;
  }

  /** A user's newest unread notification, or null. */
  async latestUnread(userId: number): Promise<NotificationDto | null> {
    return (await this.latestUnreadOf([userId])).get(userId) ?? null;
  }

  /** Each user's newest unread notification (users with none are absent): two statements for any number. */
  async latestUnreadOf(userIds: readonly number[]): Promise<Map<number, NotificationDto>> {
    const latest = new Map<number, NotificationDto>();
    for (const chunk of chunks(userIds, 1000)) {
      const newest = await this.db
        .selectDistinctOn([notifications.userId], { id: notifications.id, userId: notifications.userId })
        .from(notifications)
        .where(and(inArray(notifications.userId, chunk), isNull(notifications.readAt)))
        .orderBy(notifications.userId, desc(notifications.id));
      if (newest.length === 0) continue;
      const owner = new Map(newest.map((n) => [n.id, n.userId]));
      for (const dto of await this.dtos(inArray(notifications.id, [...owner.keys()]), newest.length, 0))
        latest.set(owner.get(dto.id)!, dto);
    }
    return latest;
  }

  /** Marks the user's own notifications read (others' ids are ignored); returns how many changed. */
  async markRead(userId: number, ids: readonly number[] | 'all', now: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  }

  // Mails

  /** The users who have pending mail (the digest's and the lost jobs' sweep). */
  async usersWithPendingMail(): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.mail, 'pending'));
    return rows.map((r) => r.userId);
  }

  /** The newest pending notification's id: a mail covers the pending ones up to it. */
  async lastPendingId(userId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ id: sql<number | null>`max(${notifications.id})` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.mail, 'pending')));
    return row?.id === null || row?.id === undefined ? null : Number(row.id);
  }

  /** The pending notifications up to `lastId` per site: how many, and the worst severity. */
  async pendingBySite(userId: number, lastId: number): Promise<PendingSite[]> {
    const rows = await this.joined(
      this.db
        .select({
          siteName,
          count: sql<number>`count(*)::int`,
          worst: sql<number>`min(${severityRank})::int`,
        })
        .from(notifications)
        .$dynamic(),
    )
      .where(this.pending(userId, lastId))
      .groupBy(siteName)
      .orderBy(sql`min(${severityRank})`, desc(sql`count(*)`));
    return rows.map((r) => ({
      siteName: r.siteName,
      count: r.count,
      worst: ALARM_SEVERITIES[r.worst] ?? 'minor',
    }));
  }

  /** The first `limit` pending notifications up to `lastId`, the worst and oldest first. */
  async pendingList(userId: number, lastId: number, limit: number): Promise<NotificationDto[]> {
    return this.dtos(this.pending(userId, lastId), limit, 0, [severityRank, notifications.id]);
  }

  async markMailed(userId: number, lastId: number, mail: 'sent' | 'none'): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ mail })
      .where(this.pending(userId, lastId))
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** The times of the notification mails sent to a user since `since` (of one kind, or both), oldest first. */
  async mailTimesSince(userId: number, since: Date, kind?: NotificationMailKind): Promise<Date[]> {
    const rows = await this.db
      .select({ at: notificationMails.sentAt })
      .from(notificationMails)
      .where(
        and(
          eq(notificationMails.userId, userId),
          gt(notificationMails.sentAt, since),
          kind ? eq(notificationMails.kind, kind) : undefined,
        ),
      )
      .orderBy(notificationMails.sentAt);
    return rows.map((r) => r.at);
  }

  /** Notes a mail sent (in the transaction that queues it): the cap and the digest count it. */
  async recordMail(userId: number, kind: NotificationMailKind, at: Date, count: number): Promise<void> {
    await this.db.insert(notificationMails).values({ userId, kind, sentAt: at, notifications: count });
  }

  private pending(userId: number, lastId: number): SQL | undefined {
    return and(
      eq(notifications.userId, userId),
      eq(notifications.mail, 'pending'),
      lte(notifications.id, lastId),
    );
  }

  /** The alarm, its device, site and account, joined to a (dynamic) query that has `notifications`. */
  private joined<T extends PgSelect>(query: T) {
    return query
      .innerJoin(alarms, eq(alarms.id, notifications.alarmId))
      .leftJoin(devices, eq(devices.id, alarms.deviceId))
      .leftJoin(comPartnerAddrs, eq(comPartnerAddrs.id, alarms.addressId))
      .leftJoin(siteLabel, eq(siteLabel.id, comPartnerAddrs.partnerId))
      .leftJoin(userAccounts, eq(userAccounts.id, alarms.accountId))
      .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId));
  }

  private async dtos(
    where: SQL | undefined,
    limit: number,
    offset: number,
    order: Array<SQL | typeof notifications.id> = [desc(notifications.id)],
  ): Promise<NotificationDto[]> {
    const rows = await this.joined(
      this.db
        .select({
          id: notifications.id,
          alarmId: notifications.alarmId,
          event: alarmEvents.type,
          severity: alarms.severity,
          ruleName: alarms.ruleName,
          subjectName,
          siteName,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .innerJoin(alarmEvents, eq(alarmEvents.id, notifications.eventId))
        .$dynamic(),
    )
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
    }));
  }
}

/** Stored settings as the contract reads them; unreadable ones (an older shape) fall back to the defaults. */
function readPreferences(settings: unknown): NotificationPreferences {
  if (settings === null || settings === undefined) return DEFAULT_NOTIFICATION_PREFERENCES;
  const parsed = notificationPreferencesSchema.safeParse(settings);
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES;
}

import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AlarmEventType, WebhookEvent } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import {
  alarmEvents,
  alarms,
  comPartnerAccounts,
  comPartnerAddrs,
  comPartners,
  devices,
  userAccounts,
  userAccountTree,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { subtreeIds } from '../access/scope-sql';

/** The alarm event types an endpoint may subscribe to, by the event they are delivered as. */
export const DELIVERED_TYPES: Partial<Record<AlarmEventType, WebhookEvent>> = {
  opened: 'alarm.opened',
  acknowledged: 'alarm.acknowledged',
  cleared: 'alarm.cleared',
};

export type WebhookRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;

/** One delivery to make: an event for an endpoint. */
export interface DeliveryTarget {
  endpointId: number;
  alarmEventId: number;
}

/** What a delivery's body says about its alarm event. */
export interface AlarmEventFacts {
  eventId: number;
  type: AlarmEventType;
  at: Date;
  alarmId: number;
  rule: string;
  kind: string;
  severity: string;
  state: string;
  deviceUid: string | null;
  deviceName: string | null;
  siteId: number | null;
  siteName: string | null;
  value: number | null;
  openedAt: Date;
  clearedAt: Date | null;
}

/** Who is told that an account's endpoint was disabled: the account's login user. */
export interface AccountRecipient {
  login: string;
  email: string | null;
  firstName: string | null;
  langKey: string;
  activated: boolean;
  accountName: string | null;
}

const sitePartner = alias(comPartners, 'webhook_site_partner');
const siteName = sql<
  string | null
>`nullif(trim(concat_ws(', ', ${sitePartner.address}, ${sitePartner.city})), '')`;

/** The SQL of the webhooks: endpoints, their delivery log, the reader's cursor and targets. */
export class WebhookRepository {
  constructor(private readonly db: AppDatabase) {}

  withTransaction(tx: AppDatabase): WebhookRepository {
    return new WebhookRepository(tx);
  }

  // Endpoints

  /** Endpoints of one account, or of every account of a subtree (root undefined: every account). */
  async list(filter: { accountId?: number; subtreeOf?: number }): Promise<WebhookRow[]> {
    return this.db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          filter.accountId === undefined ? undefined : eq(webhookEndpoints.accountId, filter.accountId),
          filter.subtreeOf === undefined
            ? undefined
            : sql`${webhookEndpoints.accountId} in ${subtreeIds(filter.subtreeOf)}`,
        ),
      )
      .orderBy(webhookEndpoints.accountId, webhookEndpoints.id);
  }

  async get(id: number): Promise<WebhookRow | undefined> {
    const [row] = await this.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    return row;
  }

  /** Whether the account exists, is not deleted and is in the subtree of `root` (itself included). */
  async accountInSubtree(accountId: number, root: number | undefined): Promise<boolean> {
    const [row] = await this.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(
        and(
          eq(userAccounts.id, accountId),
          sql`${userAccounts.state} <> 'DELETED'`,
          root === undefined ? undefined : sql`${userAccounts.id} in ${subtreeIds(root)}`,
        ),
      );
    return row !== undefined;
  }

  async insert(row: typeof webhookEndpoints.$inferInsert): Promise<WebhookRow> {
    const [created] = await this.db.insert(webhookEndpoints).values(row).returning();
    return created!;
  }

  async update(
    id: number,
    set: Partial<typeof webhookEndpoints.$inferInsert>,
  ): Promise<WebhookRow | undefined> {
    const [row] = await this.db
      .update(webhookEndpoints)
      .set(set)
      .where(eq(webhookEndpoints.id, id))
      .returning();
    return row;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  }

  // The delivery log

  async deliveries(endpointId: number, limit: number): Promise<DeliveryRow[]> {
    return this.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit);
  }

  async logDelivery(row: NewDelivery): Promise<DeliveryRow> {
    const [logged] = await this.db.insert(webhookDeliveries).values(row).returning();
    return logged!;
  }

  /** How many attempts an event's delivery to an endpoint has had. */
  async attempts(endpointId: number, alarmEventId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.alarmEventId, alarmEventId)),
      );
    return row?.count ?? 0;
  }

  /** A delivery was received: the run of failures ends. */
  async recordSuccess(endpointId: number, at: Date): Promise<void> {
    await this.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0, lastDeliveryAt: at })
      .where(eq(webhookEndpoints.id, endpointId));
  }

  /**
   * A delivery failed: one more in the run, and at `disableAfter` the endpoint is disabled with
   * `reason`. True only for the one failure that disabled it (the update of an enabled row locks it,
   * so two failures at once cannot both disable it and mail twice). 'inactive' when the endpoint
   * is disabled or gone already: the delivery stops.
   */
  async recordFailure(
    endpointId: number,
    at: Date,
    disableAfter: number,
    reason: string,
  ): Promise<'counted' | 'disabled' | 'inactive'> {
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({
        consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
        lastDeliveryAt: at,
        enabled: sql`${webhookEndpoints.consecutiveFailures} + 1 < ${disableAfter}`,
        disabledReason: sql`case when ${webhookEndpoints.consecutiveFailures} + 1 < ${disableAfter}
          then null else ${reason} end`,
      })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning({ enabled: webhookEndpoints.enabled });
    if (!row) return 'inactive';
    return row.enabled ? 'counted' : 'disabled';
  }

  async recipient(accountId: number): Promise<AccountRecipient | undefined> {
    const [row] = await this.db
      .select({
        login: users.login,
        email: users.email,
        firstName: users.firstName,
        langKey: users.langKey,
        activated: users.activated,
        accountName: comPartnerAccounts.businessName,
      })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId))
      .where(eq(userAccounts.id, accountId));
    return row;
  }

  // The reader

  /** The id of the `limit`-th event after the cursor (or the last one): the end of the next batch. */
  async batchEnd(cursor: number, limit: number): Promise<{ last: number; count: number } | undefined> {
    const rows = await this.db
      .select({ id: alarmEvents.id })
      .from(alarmEvents)
      .where(gt(alarmEvents.id, cursor))
      .orderBy(alarmEvents.id)
      .limit(limit);
    return rows.length === 0 ? undefined : { last: rows.at(-1)!.id, count: rows.length };
  }

  /**
   * The deliveries the events in (from, to] make: each delivered type, to each enabled endpoint of
   * an account whose subtree holds the alarm's account (the closure table: the account itself and
   * its ancestors — a dealer's endpoint gets its customers' alarms) that subscribed to it.
   */
  async targets(from: number, to: number): Promise<DeliveryTarget[]> {
    const types = Object.keys(DELIVERED_TYPES) as AlarmEventType[];
    return this.db
      .select({ endpointId: webhookEndpoints.id, alarmEventId: alarmEvents.id })
      .from(alarmEvents)
      .innerJoin(alarms, eq(alarms.id, alarmEvents.alarmId))
      .innerJoin(userAccountTree, eq(userAccountTree.descendantId, alarms.accountId))
      .innerJoin(
        webhookEndpoints,
        and(
          eq(webhookEndpoints.accountId, userAccountTree.ancestorId),
          eq(webhookEndpoints.enabled, true),
          sql`${webhookEndpoints.events} ? ('alarm.' || ${alarmEvents.type})`,
        ),
      )
      .where(and(gt(alarmEvents.id, from), lte(alarmEvents.id, to), inArray(alarmEvents.type, types)))
      .orderBy(alarmEvents.id, webhookEndpoints.id);
  }

  /** What the body of an event's delivery says. */
  async eventFacts(alarmEventId: number): Promise<AlarmEventFacts | undefined> {
    const [row] = await this.db
      .select({
        eventId: alarmEvents.id,
        type: alarmEvents.type,
        at: alarmEvents.at,
        alarmId: alarms.id,
        rule: alarms.ruleName,
        kind: alarms.kind,
        severity: alarms.severity,
        state: alarms.state,
        deviceUid: devices.uid,
        deviceName: devices.name,
        siteId: alarms.addressId,
        siteName,
        value: sql<number | null>`coalesce(${alarmEvents.value}, ${alarms.value})`,
        openedAt: alarms.openedAt,
        clearedAt: alarms.clearedAt,
      })
      .from(alarmEvents)
      .innerJoin(alarms, eq(alarms.id, alarmEvents.alarmId))
      .leftJoin(devices, eq(devices.id, alarms.deviceId))
      .leftJoin(comPartnerAddrs, eq(comPartnerAddrs.id, alarms.addressId))
      .leftJoin(sitePartner, eq(sitePartner.id, comPartnerAddrs.partnerId))
      .where(eq(alarmEvents.id, alarmEventId));
    return row;
  }
}

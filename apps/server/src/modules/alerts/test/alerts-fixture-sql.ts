import { sql } from 'drizzle-orm';
import type { AlarmDto, AlertCondition } from '@app/contracts';
import { appendStatuses } from '../../../db/status-ingest';
import { rowsOf } from '../../../lib/sql-rows';
import type { AppDependencies } from '../../../app';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { AlarmEventBus } from '../alarm-event-bus';
import { AlertEngine } from '../engine/alert-engine';

/** The queue of a test reader of the alarm events: the bus sends it a job with every write of events. */
export const TEST_READER = 'alerts-test-reader';

export interface AlertsFixture {
  t: TestApp;
  engine: AlertEngine;
  /** The bus the engine writes through, its one reader the test's queue. */
  bus: AlarmEventBus;
  /** Jobs waiting in the test reader's queue (then emptied). */
  readerJobs(): Promise<number>;
  /** Stores a status of a device as the ingest does, and evaluates its rules at the status's time. */
  status(deviceId: number, at: number, online: boolean, points?: Record<string, number>): Promise<void>;
  rule(
    accountId: number | null,
    addressId: number | null,
    condition: AlertCondition,
    name?: string,
  ): Promise<number>;
  alarmsOf(ruleId: number): Promise<
    (Pick<AlarmDto, 'id' | 'state' | 'flaps'> & {
      openedAt: number;
      clearedAt: number | null;
      events: string[];
    })[]
  >;
}

/**
 * The real app on its own database, with an alert engine whose bus wakes a test reader: statuses
 * are stored through the ingest's writer (`appendStatuses`) and evaluated at a chosen instant.
 */
export async function alertsFixture(deps: Partial<AppDependencies> = {}): Promise<AlertsFixture> {
  const t = await buildTestApp({ deps });
  t.app.jobs.queue({
    name: TEST_READER,
    perKey: 'stately',
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireSeconds: 60,
    run: async () => undefined,
  });
  const bus = new AlarmEventBus(t.app.jobs);
  bus.subscribe(TEST_READER);
  const engine = new AlertEngine(t.database.db, t.app.jobs, bus);
  const db = t.database.db;
  return {
    t,
    engine,
    bus,
    async readerJobs() {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`with gone as (delete from pgboss.job where name = ${TEST_READER} returning 1)
          select count(*)::int as n from gone`),
      );
      return Number(row?.n ?? 0);
    },
    async status(deviceId, at, online, points = {}) {
      const [device] = rowsOf<{ uid: string }>(
        await db.execute(sql`select uid from device where id = ${deviceId}`),
      );
      await appendStatuses(db, [
        {
          deviceId,
          deviceUid: device!.uid,
          logTime: new Date(at),
          online,
          payload: JSON.stringify(Object.entries(points).map(([code, value]) => ({ code, value }))),
        },
      ]);
      await engine.evaluateDevices([deviceId], at);
    },
    async rule(accountId, addressId, condition, name = condition.kind) {
      const now = new Date().toISOString();
      const key =
        condition.kind === 'parameter'
          ? `parameter:${condition.parameter}:${condition.band}`
          : condition.kind;
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into alert_rule (account_id, address_id, name, kind, rule_key, severity,
            condition, created_at, updated_at)
          values (${accountId}, ${addressId}, ${name}, ${condition.kind}, ${key}, 'major',
            ${JSON.stringify(condition)}::jsonb, ${now}::timestamptz, ${now}::timestamptz) returning id`),
      );
      return Number(row!.id);
    },
    async alarmsOf(ruleId) {
      const rows = rowsOf<{
        id: number;
        state: AlarmDto['state'];
        flaps: number;
        opened_at: string | Date;
        cleared_at: string | Date | null;
        events: string[] | string;
      }>(
        await db.execute(sql`select a.id, a.state, a.flaps, a.opened_at, a.cleared_at,
            (select json_agg(e.type order by e.id) from alarm_event e where e.alarm_id = a.id) as events
          from alarm a where a.rule_id = ${ruleId} order by a.id`),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        state: r.state,
        flaps: Number(r.flaps),
        openedAt: new Date(r.opened_at).getTime(),
        clearedAt: r.cleared_at === null ? null : new Date(r.cleared_at).getTime(),
        events: typeof r.events === 'string' ? (JSON.parse(r.events) as string[]) : r.events,
      }));
    },
  };
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkJob, BulkJobDetail, DataPoint, DeviceTimer } from '@app/contracts';
import { FaultInjector, ManualClock, PurifierFleet, SimulatorIotProvider } from '../../../adapters/iot';
import { DEMO_DEVICES } from '../../../db/seed/demo';
import {
  auditEvents,
  bulkJobs,
  deviceLatestStatuses,
  devices as deviceRows,
  userAccounts,
  users,
} from '../../../db/schema';
import { IotLogRepository } from '../iot-log.repository';
import { BULK_JOB_QUEUE } from './bulk-job.runner';
import { BulkJobRepository } from './bulk-job.repository';
import { buildApp } from '../../../app';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';

const owned = (login: string) => DEMO_DEVICES.filter((d) => d.ownerLogin === login).map((d) => d.uid);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** No device of the job is under way. */
const settled = (job: BulkJobDetail) => job.items.every((i) => i.status !== 'RUNNING');

/** The simulator, counting the writes each device receives: nothing may be done twice. */
class CountingProvider extends SimulatorIotProvider {
  readonly writes = new Map<string, number>();
  private count(uid: string) {
    this.writes.set(uid, (this.writes.get(uid) ?? 0) + 1);
  }
  override async sendCommands(uid: string, commands: readonly DataPoint[]): Promise<void> {
    await super.sendCommands(uid, commands);
    this.count(uid);
  }
  override async addTimer(uid: string, timer: DeviceTimer): Promise<{ groupId: string }> {
    const added = await super.addTimer(uid, timer);
    this.count(uid);
    return added;
  }
}

const timer: DeviceTimer = {
  instruct: [{ functions: [{ code: 'switch', value: true }], date: '', time: '08:00' }],
  loops: '1111100',
  category: 'category_switch',
  timezone_id: 'Europe/Rome',
  time_zone: '+01:00',
};

describe('bulk jobs: run by the server, device after device (docs/decisions/038)', () => {
  let t: TestApp;
  let fleet: PurifierFleet;
  let faults: FaultInjector;
  let provider: CountingProvider;
  const token: Record<string, string> = {};
  const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: token[who]! } });
  /** Submits a commands job (switch on unless told otherwise) and answers the job as created. */
  const submitCommands = async (
    who: string,
    devices: readonly string[],
    options?: object,
    commands: DataPoint[] = [{ code: 'switch', value: true }],
  ) =>
    (
      await call('POST', '/api/bulk-jobs', who, { action: { kind: 'commands', commands }, devices, options })
    ).json<BulkJob>();
  /** The first `count` simulated devices that are demo devices (the super user's to change). */
  const demoUids = (count: number) =>
    fleet
      .uids()
      .filter((uid) => DEMO_DEVICES.some((d) => d.uid === uid))
      .slice(0, count);
  const jobOf = async (id: number, who = 'admin') =>
    (await call('GET', `/api/bulk-jobs/${id}`, who)).json<BulkJobDetail>();
  async function until(
    id: number,
    done: (job: BulkJobDetail) => boolean,
    who = 'admin',
  ): Promise<BulkJobDetail> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const job = await jobOf(id, who);
      if (done(job)) return job;
      if (Date.now() > deadline)
        throw new Error(`job ${id} stuck: ${JSON.stringify(job.counts)} ${job.status}`);
      await sleep(100);
    }
  }

  beforeAll(async () => {
    const clock = new ManualClock('2026-03-02T08:00:00Z');
    fleet = new PurifierFleet({ seed: 5, clock, demoTimers: false });
    for (const uid of fleet.uids()) fleet.device(uid).forceOnline(true, clock.now());
    faults = new FaultInjector(5);
    provider = new CountingProvider(fleet, faults);
    t = await buildTestApp({ deps: { iot: provider } });
    for (const [login, password] of [
      ['admin', 'admin'],
      ['customer', 'Demo-customer1'],
      ['gdo', 'Demo-gdo1'],
    ])
      token[login!] = await signIn(t.app, login!, password!);
  });
  afterAll(async () => t?.close());

  it('refuses a job with a device the caller may not change, naming it, and creates nothing', async () => {
    const foreign = owned('gdo')[0]!;
    const res = await call('POST', '/api/bulk-jobs', 'customer', {
      action: { kind: 'commands', commands: [{ code: 'switch', value: false }] },
      devices: [...owned('customer').slice(0, 2), foreign],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail ?? res.json().title ?? res.body).toContain(foreign);
    const invalid = await call('POST', '/api/bulk-jobs', 'customer', {
      action: { kind: 'deleteTimers', group: '3' },
      devices: owned('customer').slice(0, 1),
    });
    expect(invalid.statusCode).toBe(400);
    expect((await call('GET', '/api/bulk-jobs', 'customer')).json()).toEqual([]);
    expect([...provider.writes.values()]).toEqual([]);
  });

  it('runs a timer plan on every device once, in the background, and keeps each outcome', async () => {
    const devices = owned('customer');
    const submitted = await call('POST', '/api/bulk-jobs', 'customer', {
      action: { kind: 'timers', timers: [timer], removeOld: true },
      devices,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const job = submitted.json<BulkJob>();
    expect(job).toMatchObject({ kind: 'timers', createdBy: 'customer', counts: { total: devices.length } });
    // Submitted while this server runs no jobs: the job waits in the database for one that does.
    await sleep(500);
    expect((await jobOf(job.id, 'customer')).status).toBe('QUEUED');
    await t.app.jobs.start();
    const done = await until(job.id, (j) => j.status === 'DONE', 'customer');
    expect(done.counts).toEqual({
      total: devices.length,
      pending: 0,
      waiting: 0,
      done: devices.length,
      failed: 0,
      cancelled: 0,
    });
    expect(done.items.map((i) => i.uid)).toEqual(devices);
    for (const uid of devices) {
      expect(provider.writes.get(uid)).toBe(1);
      expect(fleet.timers(uid).flatMap((c) => c.groups.flatMap((g) => g.timers))).toHaveLength(1);
    }
    // Nobody else sees it; the owner's list has it.
    expect((await call('GET', `/api/bulk-jobs/${job.id}`, 'gdo')).statusCode).toBe(404);
    expect((await call('GET', '/api/bulk-jobs', 'customer')).json().map((j: BulkJob) => j.id)).toEqual([
      job.id,
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.eventType, 'BULK_JOB_CREATED'));
    expect(audit?.principal).toBe('customer');
  });

  it('pauses before the next device, resumes, and cancels what is left', async () => {
    faults.setLatency(150, { operations: ['command'] });
    provider.writes.clear();
    const devices = demoUids(12);
    const submit = () => submitCommands('admin', devices, undefined, [{ code: 'mode', value: 'sleep' }]);
    const job = await submit();
    await until(job.id, (j) => j.counts.done >= 2);
    const paused = await call('POST', `/api/bulk-jobs/${job.id}/pause`, 'admin');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().status).toBe('PAUSED');
    // The device under way finishes; no other starts.
    const held = (await until(job.id, settled)).counts.done;
    await sleep(700);
    expect((await jobOf(job.id)).counts.done).toBe(held);
    expect(held).toBeLessThan(devices.length);
    expect((await call('POST', `/api/bulk-jobs/${job.id}/pause`, 'admin')).statusCode).toBe(409);
    expect((await call('POST', `/api/bulk-jobs/${job.id}/resume`, 'admin')).json().status).toBe('QUEUED');
    const finished = await until(job.id, (j) => j.status === 'DONE');
    expect(finished.counts.done, JSON.stringify(finished.items.filter((i) => i.status !== 'DONE'))).toBe(
      devices.length,
    );
    expect(devices.every((uid) => provider.writes.get(uid) === 1)).toBe(true);

    provider.writes.clear();
    const second = await submit();
    await until(second.id, (j) => j.counts.done >= 2);
    const cancelled = await call('POST', `/api/bulk-jobs/${second.id}/cancel`, 'admin');
    expect(cancelled.json().status).toBe('CANCELLED');
    const after = await until(second.id, settled);
    expect(after.counts.cancelled).toBeGreaterThan(0);
    expect(after.counts.done + after.counts.cancelled).toBe(devices.length);
    expect([...provider.writes.values()].reduce((a, b) => a + b, 0)).toBe(after.counts.done);
    faults.clear();
  });

  it('claims no device of a job that is not RUNNING, and is DONE only when no device is left', async () => {
    // Two runs of one job never overlap on the engine (one run per key), but the rows hold on
    // their own: a paused job gives its runner nothing more, and a run that finds nothing left to
    // claim while a device is still under way does not call the job done.
    const jobs = new BulkJobRepository(t.database.db);
    const startAt = new Date(Date.now() + 3_600_000).toISOString();
    const job = await submitCommands('customer', owned('customer').slice(0, 2), { startAt });
    expect(await jobs.move(job.id, ['QUEUED'], 'RUNNING')).toBe(true);
    const first = await jobs.claimNext(job.id);
    expect(first?.position).toBe(0);
    expect(await jobs.move(job.id, ['RUNNING'], 'PAUSED')).toBe(true);
    expect(await jobs.claimNext(job.id)).toBeUndefined();
    expect(await jobs.move(job.id, ['PAUSED'], 'RUNNING')).toBe(true);
    const second = await jobs.claimNext(job.id);
    expect(second?.position).toBe(1);
    expect(await jobs.claimNext(job.id)).toBeUndefined();
    await jobs.finishItem(job.id, second!.position, { status: 'DONE', error: null }, new Date());
    expect(await jobs.finish(job.id, new Date())).toBe(false);
    expect((await jobOf(job.id, 'customer')).status).toBe('RUNNING');
    await jobs.finishItem(job.id, first!.position, { status: 'DONE', error: null }, new Date());
    expect(await jobs.finish(job.id, new Date())).toBe(true);
    const done = await jobOf(job.id, 'customer');
    expect(done.status).toBe('DONE');
    expect(done.counts.done).toBe(2);
  });

  it('keeps going past a failing device, and runs only the failed ones again when asked', async () => {
    provider.writes.clear();
    const devices = owned('customer');
    faults.failNext(1, 'UNREACHABLE', { operations: ['command'] });
    const job = await submitCommands('customer', devices);
    const first = await until(job.id, (j) => j.status === 'DONE', 'customer');
    expect(first.counts).toMatchObject({ done: devices.length - 1, failed: 1 });
    const failed = first.items.find((i) => i.status === 'FAILED')!;
    expect(failed.error).toBeTruthy();
    expect(provider.writes.get(failed.uid)).toBeUndefined();
    const again = await call('POST', `/api/bulk-jobs/${job.id}/retry-failed`, 'customer');
    expect(again.statusCode, again.body).toBe(200);
    const second = await until(job.id, (j) => j.status === 'DONE', 'customer');
    expect(second.counts).toMatchObject({ done: devices.length, failed: 0 });
    // The failed device once, every other one still once.
    expect(devices.map((uid) => provider.writes.get(uid))).toEqual(devices.map(() => 1));
    expect((await call('POST', `/api/bulk-jobs/${job.id}/retry-failed`, 'customer')).statusCode).toBe(409);
  });

  it('starts at its time, not before, and refuses a time in the past', async () => {
    provider.writes.clear();
    const devices = owned('customer').slice(0, 2);
    const action = { kind: 'commands', commands: [{ code: 'switch', value: true }] };
    const past = await call('POST', '/api/bulk-jobs', 'customer', {
      action,
      devices,
      options: { startAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('error.bulkjobstart');
    const startAt = new Date(Date.now() + 3_000).toISOString();
    const job = (
      await call('POST', '/api/bulk-jobs', 'customer', { action, devices, options: { startAt } })
    ).json<BulkJob>();
    expect(job.options?.startAt).toBe(startAt);
    await sleep(1_500);
    expect((await jobOf(job.id, 'customer')).status).toBe('QUEUED');
    expect([...provider.writes.values()]).toEqual([]);
    const done = await until(job.id, (j) => j.status === 'DONE', 'customer');
    expect(Date.parse(done.startedDate!)).toBeGreaterThanOrEqual(Date.parse(startAt));
  });

  it('pauses itself when its first batch has a failure, and goes on when resumed', async () => {
    provider.writes.clear();
    const devices = owned('customer');
    faults.failNext(1, 'UNREACHABLE', { operations: ['command'] });
    const job = await submitCommands('customer', devices, { firstBatch: 2 });
    const paused = await until(job.id, (j) => j.status === 'PAUSED', 'customer');
    expect(paused.pauseReason).toBe('firstBatch');
    expect(paused.counts).toMatchObject({ failed: 1, done: 0 });
    await sleep(500);
    expect((await jobOf(job.id, 'customer')).counts.done).toBe(0);
    expect((await call('POST', `/api/bulk-jobs/${job.id}/resume`, 'customer')).statusCode).toBe(200);
    const done = await until(job.id, (j) => j.status === 'DONE', 'customer');
    expect(done.counts).toMatchObject({ done: devices.length - 1, failed: 1 });
    expect(done.pauseReason).toBeNull();
  });

  it('pauses itself when more devices fail than its threshold allows', async () => {
    const devices = demoUids(20);
    faults.failRatio(0.6, 'UNREACHABLE', { operations: ['command'] });
    const job = await submitCommands('admin', devices, { failurePercent: 20 });
    const paused = await until(job.id, (j) => j.status === 'PAUSED');
    faults.clear();
    expect(paused.pauseReason).toBe('failures');
    const tried = paused.counts.done + paused.counts.failed;
    expect(tried).toBeGreaterThanOrEqual(10);
    expect(paused.counts.failed * 100).toBeGreaterThan(20 * tried);
    expect(paused.counts.pending).toBeGreaterThan(0);
    expect((await call('POST', `/api/bulk-jobs/${job.id}/cancel`, 'admin')).json().status).toBe('CANCELLED');
  });

  it('survives a stop of the server mid-way and finishes without doing a device twice', async () => {
    faults.setLatency(150, { operations: ['command'] });
    provider.writes.clear();
    const devices = demoUids(12);
    const job = await submitCommands('admin', devices);
    await until(job.id, (j) => j.counts.done >= 3);
    await t.app.jobs.stop();
    const stopped = await jobOf(job.id);
    expect(stopped.status).toBe('RUNNING');
    expect(stopped.counts.pending).toBeGreaterThan(0);
    await sleep(500);
    expect((await jobOf(job.id)).counts.done).toBe(stopped.counts.done);
    await t.app.jobs.start();
    const done = await until(job.id, (j) => j.status === 'DONE');
    expect(done.counts).toMatchObject({ done: devices.length, failed: 0 });
    expect(devices.map((uid) => provider.writes.get(uid))).toEqual(devices.map(() => 1));
    faults.clear();
  });

  it('stops a job whose owner lost the right to change devices, and says why', async () => {
    faults.setLatency(150, { operations: ['command'] });
    const devices = owned('customer');
    const job = await submitCommands('customer', devices, undefined, [{ code: 'switch', value: false }]);
    await until(job.id, (j) => j.counts.done >= 1, 'customer');
    await t.database.db.update(users).set({ activated: false }).where(eq(users.login, 'customer'));
    // The super user follows it: the owner's own token no longer opens anything.
    const ended = await until(job.id, (j) => j.status === 'CANCELLED' || j.status === 'DONE');
    await t.database.db.update(users).set({ activated: true }).where(eq(users.login, 'customer'));
    expect(ended.status).toBe('CANCELLED');
    expect(
      ended.items.filter((i) => i.status === 'CANCELLED').every((i) => /may no longer/.test(i.error ?? '')),
    ).toBe(true);
    expect(ended.counts.done).toBeLessThan(devices.length);
    faults.clear();
  });

  /** Stores a device's latest status as a poll or a pushed event would (online or offline). */
  async function storeOnline(uid: string, online: boolean) {
    const [device] = await t.database.db.select().from(deviceRows).where(eq(deviceRows.uid, uid));
    const row = { deviceId: device!.id, logTime: new Date(), online, payload: null, deviceUid: uid };
    await t.database.db
      .insert(deviceLatestStatuses)
      .values(row)
      .onConflictDoUpdate({ target: deviceLatestStatuses.deviceId, set: { online, logTime: row.logTime } });
  }
  /** What the sweep does each minute: the job's next run, queued now. */
  const sweepNow = (id: number) => t.app.jobs.send(BULK_JOB_QUEUE, { bulkJobId: id }, { key: String(id) });

  it('lets offline devices wait for their return and runs them when they are back online', async () => {
    provider.writes.clear();
    const devices = owned('customer');
    const [away, silent] = devices;
    const clock = Date.parse('2026-03-02T08:00:00Z');
    // One is known offline (its stored status says so: no call is spent on it), the other is
    // found offline by the call itself.
    fleet.device(away!).forceOnline(false, clock);
    fleet.device(silent!).forceOnline(false, clock);
    await storeOnline(away!, false);
    const job = await submitCommands('customer', devices, { offlineWaitDays: 7 });
    const waiting = await until(job.id, (j) => j.counts.pending === 0, 'customer');
    expect(waiting.status).toBe('RUNNING');
    expect(waiting.counts).toMatchObject({ waiting: 2, done: devices.length - 2, failed: 0 });
    expect(Date.parse(waiting.offlineDeadline!) - Date.parse(waiting.startedDate!)).toBe(7 * 86_400_000);
    expect(
      waiting.items
        .filter((i) => i.status === 'WAITING')
        .map((i) => i.uid)
        .sort(),
    ).toEqual([away!, silent!].sort());
    expect(provider.writes.get(away!)).toBeUndefined();

    // Back online, as a poll or a pushed event stores it: the next run does them, once each.
    fleet.device(away!).forceOnline(true, clock);
    fleet.device(silent!).forceOnline(true, clock);
    await storeOnline(away!, true);
    await storeOnline(silent!, true);
    await sweepNow(job.id);
    const done = await until(job.id, (j) => j.status === 'DONE', 'customer');
    expect(done.counts).toMatchObject({ done: devices.length, waiting: 0, failed: 0 });
    expect(devices.map((uid) => provider.writes.get(uid))).toEqual(devices.map(() => 1));

    // Without the option, an offline device fails at once.
    fleet.device(away!).forceOnline(false, clock);
    const impatient = await submitCommands('customer', [away!]);
    const failed = await until(impatient.id, (j) => j.status === 'DONE', 'customer');
    expect(failed.counts).toMatchObject({ failed: 1, waiting: 0 });
    fleet.device(away!).forceOnline(true, clock);
  });

  it("fails the devices still offline at the job's deadline, and then finishes", async () => {
    const [away] = owned('customer');
    const clock = Date.parse('2026-03-02T08:00:00Z');
    fleet.device(away!).forceOnline(false, clock);
    await storeOnline(away!, false);
    const job = await submitCommands('customer', [away!], { offlineWaitDays: 1 });
    await until(job.id, (j) => j.counts.waiting === 1, 'customer');
    // Two days on: the job's wait is over.
    await t.database.db
      .update(bulkJobs)
      .set({ startedDate: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(bulkJobs.id, job.id));
    await sweepNow(job.id);
    const ended = await until(job.id, (j) => j.status === 'DONE', 'customer');
    expect(ended.counts).toMatchObject({ failed: 1, waiting: 0 });
    expect(ended.items[0]!.error).toMatch(/Offline/);
    fleet.device(away!).forceOnline(true, clock);
    await storeOnline(away!, true);
  });

  it("pauses when the account's monthly quota runs out, the device left to do, and goes on when resumed", async () => {
    provider.writes.clear();
    const devices = owned('customer');
    const [account] = await t.database.db
      .select({ id: userAccounts.id, quota: userAccounts.maxIotRequestPerMonth })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(eq(users.login, 'customer'));
    const used = await new IotLogRepository(t.database.db).usedThisMonth(account!.id);
    await t.database.db
      .update(userAccounts)
      .set({ maxIotRequestPerMonth: used + 2 })
      .where(eq(userAccounts.id, account!.id));
    const job = await submitCommands('customer', devices);
    const paused = await until(job.id, (j) => j.status === 'PAUSED', 'customer');
    expect(paused.pauseReason).toBe('quota');
    expect(paused.counts).toMatchObject({ done: 2, failed: 0, pending: devices.length - 2 });
    await t.database.db
      .update(userAccounts)
      .set({ maxIotRequestPerMonth: account!.quota })
      .where(eq(userAccounts.id, account!.id));
    expect((await call('POST', `/api/bulk-jobs/${job.id}/resume`, 'customer')).statusCode).toBe(200);
    const done = await until(job.id, (j) => j.status === 'DONE', 'customer');
    expect(done.counts).toMatchObject({ done: devices.length, failed: 0 });
    expect(devices.map((uid) => provider.writes.get(uid))).toEqual(devices.map(() => 1));
  });

  it('targets the devices matching a filter, within what the caller may change', async () => {
    const [customer] = await t.database.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(eq(users.login, 'customer'));
    const [gdo] = await t.database.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(eq(users.login, 'gdo'));
    const action = { kind: 'commands', commands: [{ code: 'switch', value: true }] };
    const res = await call('POST', '/api/bulk-jobs', 'customer', {
      action,
      filter: { accountId: customer!.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json<BulkJob>();
    expect(job.filter).toEqual({ accountId: customer!.id });
    const detail = await until(job.id, (j) => j.status === 'DONE', 'customer');
    expect(detail.items.map((i) => i.uid).sort()).toEqual([...owned('customer')].sort());
    // Another account's devices are not the caller's to change: nothing matches.
    const foreign = await call('POST', '/api/bulk-jobs', 'customer', {
      action,
      filter: { accountId: gdo!.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('error.bulkjobnomatch');
    const both = await call('POST', '/api/bulk-jobs', 'customer', {
      action,
      filter: { accountId: customer!.id },
      devices: owned('customer'),
    });
    expect(both.statusCode).toBe(400);
    const empty = await call('POST', '/api/bulk-jobs', 'customer', { action, filter: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('is shared by two instances without a device done twice, each taking over when the other stops', async () => {
    // Two instances are two apps over the same database, each with its own job engine.
    const other = await buildApp(t.config, { database: t.database, logger: false, iot: provider });
    await other.ready();
    await other.jobs.start();
    try {
      faults.setLatency(150, { operations: ['command'] });
      provider.writes.clear();
      const devices = demoUids(12);
      const job = await submitCommands('admin', devices, undefined, [{ code: 'mode', value: 'auto' }]);
      await until(job.id, (j) => j.counts.done >= 3);
      // Whichever instance holds the job, one of these two stops hands it over to the other.
      await t.app.jobs.stop();
      await until(job.id, (j) => j.counts.done >= 6);
      await t.app.jobs.start();
      await other.jobs.stop();
      const done = await until(job.id, (j) => j.status === 'DONE');
      expect(done.counts).toMatchObject({ done: devices.length, failed: 0 });
      expect(devices.map((uid) => provider.writes.get(uid))).toEqual(devices.map(() => 1));
    } finally {
      faults.clear();
      await other.close();
    }
  });
});

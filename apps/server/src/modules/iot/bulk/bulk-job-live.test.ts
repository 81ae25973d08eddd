import { and, eq } from 'drizzle-orm';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_JOB_PUSH_INTERVAL_MS,
  BULK_JOBS_DESTINATION,
  bulkJobPushSchema,
  type BulkJob,
  type BulkJobDetail,
} from '@app/contracts';
import { ManualClock, PurifierFleet, SimulatorIotProvider } from '../../../adapters/iot';
import { DEMO_DEVICES } from '../../../db/seed/demo';
import { tabServiceUserPermissions } from '../../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { serviceIdOf, userIdOf } from '../../../../test/lookups';
import { connectTracker, upgradeStatus, type TrackerClient } from '../../../../test/stomp-client';

const owned = (login: string) => DEMO_DEVICES.filter((d) => d.ownerLogin === login).map((d) => d.uid);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A signed-in user's tracker connection subscribed to the bulk jobs' destination, and what it received. */
interface Follower {
  tracker: TrackerClient;
  jobs: BulkJob[];
}

/**
 * Bulk jobs' live progress over the tracker's STOMP connection (docs/decisions/038, "Live
 * progress"): the owner follows its job to the end, the super user sees every job, nobody else
 * sees it, a right taken away stops the messages at once.
 */
describe('bulk jobs live over STOMP (/topic/bulk-jobs)', () => {
  let t: TestApp;
  let baseUrl: string;
  const token: Record<string, string> = {};
  const followers: Record<string, Follower> = {};
  const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: token[who]! } });
  const messagesOf = (who: string, id: number) => followers[who]!.jobs.filter((j) => j.id === id);
  async function until(what: () => boolean, timeoutMs = 20_000) {
    for (const deadline = Date.now() + timeoutMs; !what(); await sleep(20))
      if (Date.now() > deadline)
        throw new Error(
          `timed out; received ${JSON.stringify(Object.fromEntries(Object.entries(followers).map(([k, f]) => [k, f.jobs.map((j) => [j.id, j.status, j.counts])])))}`,
        );
  }

  beforeAll(async () => {
    const clock = new ManualClock('2026-03-02T08:00:00Z');
    const fleet = new PurifierFleet({ seed: 7, clock, demoTimers: false });
    for (const uid of fleet.uids()) fleet.device(uid).forceOnline(true, clock.now());
    t = await buildTestApp({ deps: { iot: new SimulatorIotProvider(fleet) } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // This instance runs the jobs (the runner and the sessions share the process; Redis carries
    // the messages across instances, as in live-status-redis.test.ts).
    await t.app.jobs.start();
    for (const [login, password] of [
      ['admin', 'admin'],
      ['customer', 'Demo-customer1'],
      ['dealer', 'Demo-dealer1'],
      ['gdo', 'Demo-gdo1'],
    ] as const) {
      token[login] = await signIn(t.app, login, password);
      const tracker = await connectTracker(baseUrl, token[login]);
      const jobs: BulkJob[] = [];
      tracker.client.subscribe(BULK_JOBS_DESTINATION, (message: IMessage) =>
        jobs.push(bulkJobPushSchema.parse(JSON.parse(message.body)).job),
      );
      followers[login] = { tracker, jobs };
    }
    // The SUBSCRIBE frames reach the server before anything is published.
    await sleep(200);
  });
  afterAll(async () => {
    await Promise.all(Object.values(followers).map((f) => f.tracker.disconnect()));
    await t?.close();
  });

  it('follows the owner’s job to DONE, coalesced, and shows it to nobody else but the super user', async () => {
    const devices = owned('customer');
    const started = Date.now();
    const res = await call('POST', '/api/bulk-jobs', 'customer', {
      action: { kind: 'commands', commands: [{ code: 'switch', value: true }] },
      devices,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<BulkJob>();
    await until(() => messagesOf('customer', id).at(-1)?.status === 'DONE');
    const elapsed = Date.now() - started;
    const received = messagesOf('customer', id);
    // At most one message per job every BULK_JOB_PUSH_INTERVAL_MS (the first one at once).
    expect(received.length).toBeLessThanOrEqual(2 + Math.ceil(elapsed / BULK_JOB_PUSH_INTERVAL_MS));
    const last = received.at(-1)!;
    expect(last.counts).toMatchObject({ total: devices.length, done: devices.length, pending: 0 });
    // The summary is the one GET api/bulk-jobs/{id} answers.
    const { items: _items, ...stored } = (
      await call('GET', `/api/bulk-jobs/${id}`, 'customer')
    ).json<BulkJobDetail>();
    expect(last).toEqual(stored);
    // Progress in order: done never goes back.
    const done = received.map((j) => j.counts.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(received[0]!.status).toBe('QUEUED');
    await until(() => messagesOf('admin', id).at(-1)?.status === 'DONE');
    // Nothing more comes after the final state, and nothing reaches the others.
    await sleep(700);
    expect(messagesOf('customer', id).length).toBe(received.length);
    expect(messagesOf('gdo', id)).toEqual([]);
    expect(messagesOf('dealer', id)).toEqual([]);
    expect(followers.gdo!.jobs).toEqual([]);
  });

  it('delivers another user’s job to that user and the super user, not to the first owner', async () => {
    const devices = owned('gdo').slice(0, 3);
    const res = await call('POST', '/api/bulk-jobs', 'gdo', {
      action: { kind: 'commands', commands: [{ code: 'switch', value: false }] },
      devices,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<BulkJob>();
    await until(() => messagesOf('gdo', id).at(-1)?.status === 'DONE');
    await until(() => messagesOf('admin', id).at(-1)?.status === 'DONE');
    expect(messagesOf('gdo', id).at(-1)!.counts.done).toBe(devices.length);
    await sleep(700);
    expect(messagesOf('customer', id)).toEqual([]);
    expect(messagesOf('dealer', id)).toEqual([]);
  });

  it('stops at once when the owner loses the right to use bulk jobs', async () => {
    const customerId = await userIdOf(t.database.db, 'customer');
    const serviceId = await serviceIdOf(t.database.db, 'DEVICE_MANAGEMENT');
    const [job] = await call('GET', '/api/bulk-jobs', 'customer').then((r) => r.json<BulkJob[]>());
    // A record without the update flag: DEVICE_MANAGEMENT update is taken away.
    await t.database.db.insert(tabServiceUserPermissions).values({
      userId: customerId,
      createdById: await userIdOf(t.database.db, 'admin'),
      tabServiceId: serviceId,
    });
    try {
      const customerBefore = followers.customer!.jobs.length;
      const adminBefore = followers.admin!.jobs.length;
      await t.app.live.bulkJobs.publish({ ownerId: customerId, job: job! });
      await until(() => followers.admin!.jobs.length > adminBefore);
      await sleep(300);
      expect(followers.customer!.jobs.length).toBe(customerBefore);
    } finally {
      await t.database.db
        .delete(tabServiceUserPermissions)
        .where(
          and(
            eq(tabServiceUserPermissions.userId, customerId),
            eq(tabServiceUserPermissions.tabServiceId, serviceId),
          ),
        );
    }
  });

  it('lets no one subscribe without a session', async () => {
    const ws = baseUrl.replace(/^http/, 'ws');
    expect(await upgradeStatus(`${ws}/websocket/tracker`)).toBe(401);
    expect(await upgradeStatus(`${ws}/websocket/tracker?access_token=not-a-token`)).toBe(401);
  });
});

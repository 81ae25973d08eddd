import { afterEach, describe, expect, it } from 'vitest';
import { FakeTuyaCloud } from '../../fake-tuya-cloud/fake-tuya-cloud';
import { testFleet } from '../../simulator/simulator-test-kit';
import { instance, until } from './mq-test-kit';

/** The real consumer against the fake cloud's websocket gateway (decision 031). */
let cloud: FakeTuyaCloud;
const instances: ReturnType<typeof instance>[] = [];
const start = async (options: Parameters<typeof FakeTuyaCloud.start>[0] = {}) => {
  cloud = await FakeTuyaCloud.start({ fleet: testFleet().fleet, ...options });
  return cloud;
};
const connect = (options: Parameters<typeof instance>[1] = {}) => {
  const server = instance(cloud, options);
  instances.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(instances.splice(0).map((i) => i.provider.close()));
  await cloud.close();
});

describe('Tuya message service consumer', () => {
  it('receives reports and online/offline events in both encryptions, acknowledging them once stored', async () => {
    await start();
    const server = connect();
    const a = cloud.messages.publishStatus('plus555', [{ code: 'switch', value: true }], {
      t: 1_700_000_000_000,
    });
    const b = cloud.messages.publishStatus('pro556', [{ code: 'pm25', value: 8 }], { encryption: 'aes_gcm' });
    cloud.messages.publishOnline('compact554', false, { t: 1_700_000_000_500, encryption: 'aes_gcm' });
    await until(() => cloud.messages.stats.acks === 3, 'three acknowledgements');
    expect(server.stored).toEqual([
      {
        kind: 'status',
        uid: 'plus555',
        dataId: a.dataId,
        reportedAt: new Date(1_700_000_000_000),
        status: [{ code: 'switch', value: true }],
      },
      expect.objectContaining({ kind: 'status', uid: 'pro556', dataId: b.dataId }),
      expect.objectContaining({
        kind: 'offline',
        uid: 'compact554',
        reportedAt: new Date(1_700_000_000_500),
      }),
    ]);
    expect(server.health()).toMatchObject({
      connected: true,
      active: true,
      received: 3,
      acknowledged: 3,
      duplicatesDropped: 0,
      reconnections: 0,
      malformed: 0,
      lastError: null,
    });
    expect(server.health().lagMs).not.toBeNull();
    // Pushed messages cost no OpenAPI request.
    expect(cloud.stats.requests).toBe(0);
  });

  it('pushes the report that follows a command, and nothing else costs a request', async () => {
    await start();
    const server = connect();
    await until(() => cloud.messages.consumerCount() === 1, 'the consumer');
    await server.provider.sendCommands('plus555', [{ code: 'fan_speed_enum', value: 'high' }]);
    await until(() => server.stored.length === 1, 'the report');
    expect(server.stored[0]).toMatchObject({ kind: 'status', uid: 'plus555' });
    expect(server.stored[0]!.kind === 'status' && server.stored[0]!.status).toContainEqual({
      code: 'fan_speed_enum',
      value: 'high',
    });
    expect(cloud.stats.byOperation).toEqual({ token: 1, command: 1 });
  });

  it('gets a message again when the handler refused it, and acknowledges it only then', async () => {
    await start();
    const server = connect();
    server.state.failNext = 1;
    const { dataId } = cloud.messages.publishStatus('plus555', [{ code: 'switch', value: false }]);
    await until(() => cloud.messages.stats.acks === 1, 'the redelivered report acknowledged');
    expect(server.ids()).toEqual([dataId]);
    expect(server.state.seen.map((e) => e.dataId)).toEqual([dataId, dataId]);
    expect(cloud.messages.stats.redelivered).toBe(1);
    expect(cloud.messages.stats.acks).toBe(1);
    expect(server.health().acknowledged).toBe(1);
    expect(server.health().lastError).toBe('not stored (test)');
  });

  it('drops duplicates of a stored report before the handler, and acknowledges them', async () => {
    await start();
    const server = connect();
    const { dataId } = cloud.messages.publishStatus('plus555', [{ code: 'switch', value: true }]);
    await until(() => cloud.messages.stats.acks === 1, 'the first acknowledgement');
    cloud.messages.publishDuplicate(dataId);
    cloud.messages.publishDuplicate(dataId);
    await until(() => cloud.messages.stats.acks === 3, 'the duplicates acknowledged');
    expect(server.ids()).toEqual([dataId]);
    expect(server.health()).toMatchObject({ received: 3, duplicatesDropped: 2, acknowledged: 3 });
  });

  it('handles two copies arriving in one batch once, acknowledging both after it is stored', async () => {
    await start();
    const server = connect({ mq: { batchDelayMs: 50 } });
    await until(() => cloud.messages.consumerCount() === 1, 'the consumer');
    const { dataId } = cloud.messages.publishStatus('plus555', [{ code: 'switch', value: true }], {
      protocol: 1000,
    });
    cloud.messages.publishDuplicate(dataId);
    await until(() => cloud.messages.stats.acks === 2, 'both acknowledged');
    expect(server.state.calls).toBe(1);
    expect(server.ids()).toEqual([dataId]);
    expect(server.health()).toMatchObject({ duplicatesDropped: 1, acknowledged: 2 });
  });

  it('hands the handler batches of at most batchSize, in order', async () => {
    await start();
    const server = connect({ mq: { batchSize: 10, batchDelayMs: 50 } });
    await until(() => cloud.messages.consumerCount() === 1, 'the consumer');
    const published: string[] = [];
    for (let i = 0; i < 25; i++)
      published.push(cloud.messages.publishStatus('pro556', [{ code: 'pm25', value: i }]).dataId);
    await until(() => cloud.messages.stats.acks === 25, 'all acknowledged');
    expect(server.ids()).toEqual(published);
    expect(Math.max(...server.state.batchSizes)).toBe(10);
    expect(server.state.batchSizes.reduce((a, b) => a + b)).toBe(25);
  });

  it('loses nothing and stores nothing twice when the connection drops mid-stream', async () => {
    await start();
    const server = connect();
    const published: string[] = [];
    const publish = (count: number) => {
      for (let i = 0; i < count; i++)
        published.push(cloud.messages.publishStatus('pro556', [{ code: 'pm25', value: i }]).dataId);
    };
    // The first batch is stored, then the connection goes before its acknowledgements get out.
    let dropped = false;
    server.state.afterStore = () => {
      if (dropped) return;
      dropped = true;
      cloud.messages.dropConnections();
    };
    publish(100);
    await until(() => dropped, 'the drop');
    publish(100);
    await until(() => new Set(server.ids()).size === 200, 'every report stored');
    await until(() => cloud.messages.unacknowledged() === 0, 'everything acknowledged');
    expect(server.ids().sort()).toEqual(published.sort());
    expect(server.health().reconnections).toBeGreaterThanOrEqual(1);
    expect(server.health().connected).toBe(true);
  });

  it('with two instances on one subscription, handles each message once and fails over', async () => {
    await start();
    const first = connect();
    await until(() => cloud.messages.consumerCount() === 1, 'the first consumer');
    const second = connect();
    await until(() => cloud.messages.consumerCount() === 2, 'the standby');
    const published: string[] = [];
    for (let i = 0; i < 20; i++)
      published.push(cloud.messages.publishStatus('plus555', [{ code: 'pm25', value: i }]).dataId);
    await until(() => first.stored.length === 20, 'the active one');
    expect(second.stored).toEqual([]);
    expect(second.health()).toMatchObject({ connected: true, active: false, received: 0 });

    // The active one takes five more but cannot store them, then goes away.
    first.state.failNext = Infinity;
    for (let i = 0; i < 5; i++)
      published.push(cloud.messages.publishStatus('plus555', [{ code: 'pm25', value: 100 + i }]).dataId);
    await until(() => first.state.seen.length >= 25, 'the refused batch');
    await first.subscription.stop();
    for (let i = 0; i < 5; i++)
      published.push(cloud.messages.publishStatus('plus555', [{ code: 'pm25', value: 200 + i }]).dataId);
    await until(() => second.stored.length === 10, 'the standby taking over');
    expect([...first.ids(), ...second.ids()].sort()).toEqual(published.sort());
    expect(second.health()).toMatchObject({ active: true, acknowledged: 10 });
  });

  it('is refused with bad credentials and keeps retrying with backoff', async () => {
    await start();
    const server = connect({ secret: 'wrongsecret00000000000000000000000' });
    await until(() => server.health().reconnections >= 2, 'two more attempts');
    expect(server.health()).toMatchObject({ connected: false, active: false, received: 0 });
    expect(server.health().lastError).toMatch(/401/);
    expect(cloud.messages.stats.refused).toBeGreaterThanOrEqual(2);
    expect(cloud.messages.consumerCount()).toBe(0);
  });

  it('takes a connection without pongs for dead and opens another', async () => {
    await start();
    const server = connect({ mq: { pingIntervalMs: 20 } });
    await until(() => cloud.messages.consumerCount() === 1, 'the consumer');
    cloud.messages.mutedHeartbeats = true;
    await until(() => server.health().reconnections >= 1, 'the reconnection');
    expect(server.health().lastError).toMatch(/pong/);
    cloud.messages.mutedHeartbeats = false;
    const { dataId } = cloud.messages.publishStatus('plus555', [{ code: 'switch', value: true }]);
    await until(() => server.ids().includes(dataId), 'a report on the new connection');
  });

  it('acknowledges and counts a malformed message, and goes on', async () => {
    await start();
    const server = connect();
    cloud.messages.publishRaw(JSON.stringify({ messageId: 'bad1', payload: 'e30=' }), 'bad1');
    const { dataId } = cloud.messages.publishStatus('plus555', [{ code: 'switch', value: true }]);
    await until(() => cloud.messages.stats.acks === 2, 'both acknowledged');
    expect(server.ids()).toEqual([dataId]);
    expect(server.health()).toMatchObject({ malformed: 1, received: 2, acknowledged: 2 });
  });

  it('keeps a backlog while nobody is connected, and delivers it to the first consumer', async () => {
    await start();
    const early = cloud.messages.publishStatus('plus555', [{ code: 'switch', value: true }]).dataId;
    const server = connect();
    await until(() => server.stored.length === 1, 'the backlog');
    expect(server.ids()).toEqual([early]);
  });
});

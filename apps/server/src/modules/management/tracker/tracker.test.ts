import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { connectTracker, upgradeStatus } from '../../../../test/stomp-client';

describe('tracker websocket (STOMP 1.2 at /websocket/tracker)', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: string;
  let dealer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(t.app, 'admin', 'admin');
    dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
  });
  afterAll(() => t.close());

  it('refuses the upgrade without a valid token', async () => {
    const ws = `${baseUrl.replace('http', 'ws')}/websocket/tracker`;
    expect(await upgradeStatus(ws)).toBe(401);
    expect(await upgradeStatus(`${ws}?access_token=not-a-token`)).toBe(401);
    expect(await upgradeStatus(`${ws}?access_token=${dealer.slice(7)}`)).toBe(101);
    expect(
      await upgradeStatus(`${baseUrl.replace('http', 'ws')}/websocket/other?access_token=${dealer.slice(7)}`),
    ).toBe(404);
  });

  it('negotiates STOMP 1.2 with the v12.stomp subprotocol', async () => {
    const client = await connectTracker(baseUrl, dealer);
    expect(client.client.connectedVersion).toBe('1.2');
    expect((client.client.webSocket as unknown as WebSocket).protocol).toBe('v12.stomp');
    await client.disconnect();
  });

  it('brings every page a user visits to the subscribed admin, and a logout when the user leaves', async () => {
    const watcher = await connectTracker(baseUrl, admin);
    watcher.subscribe();
    const visitor = await connectTracker(baseUrl, dealer);
    visitor.send('/devices');
    const seen = await watcher.waitFor((m) => m.page === '/devices');
    expect(seen).toMatchObject({ userLogin: 'dealer', ipAddress: '127.0.0.1' });
    expect(seen.sessionId).toMatch(/^[0-9a-f]{12}$/);
    expect(Date.now() - new Date(seen.time!).getTime()).toBeLessThan(5000);
    visitor.send('/accounts');
    await watcher.waitFor((m) => m.page === '/accounts' && m.sessionId === seen.sessionId);

    await visitor.disconnect();
    await watcher.waitFor((m) => m.page === 'logout' && m.sessionId === seen.sessionId);
    await watcher.disconnect();
  });

  it('shows an admin who subscribes late the sessions already there', async () => {
    const visitor = await connectTracker(baseUrl, dealer);
    visitor.send('/dashboard');
    await new Promise((r) => setTimeout(r, 100));
    const watcher = await connectTracker(baseUrl, admin);
    watcher.subscribe();
    await watcher.waitFor((m) => m.page === '/dashboard' && m.userLogin === 'dealer');
    await Promise.all([visitor.disconnect(), watcher.disconnect()]);
  });

  it('lets only admins subscribe: a user gets an ERROR frame and the connection is closed', async () => {
    const visitor = await connectTracker(baseUrl, dealer);
    visitor.subscribe();
    await visitor.closed;
    expect(visitor.errors[0]?.headers.message).toBe('Access denied');
    await visitor.disconnect();
  });

  it('refuses a SEND elsewhere or with a body that is not {page}', async () => {
    for (const [destination, body] of [
      ['/topic/tracker', '{"page":"/x"}'],
      ['/topic/activity', 'not json'],
      ['/topic/activity', '{"page":42}'],
    ] as const) {
      const client = await connectTracker(baseUrl, dealer);
      client.client.publish({ destination, body });
      await client.closed;
      expect(client.errors).toHaveLength(1);
      await client.disconnect();
    }
  });
});

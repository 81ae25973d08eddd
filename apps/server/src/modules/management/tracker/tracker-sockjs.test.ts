import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { connectTracker, upgradeStatus, type TrackerTransport } from '../../../../test/stomp-client';

/**
 * SockJS at /websocket/tracker for JHipster clients (`new SockJS('/websocket/tracker?access_token=…')`
 * with @stomp/stompjs), beside the plain websocket: the same access rule and the same STOMP session.
 */
describe('tracker over SockJS', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: string;
  let dealer: string;
  const token = (bearer: string) => encodeURIComponent(bearer.slice(7));
  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(t.app, 'admin', 'admin');
    dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
  });
  afterAll(() => t.close());

  it('answers the info call with the SockJS shape, to a signed-in user only', async () => {
    const res = await fetch(`${baseUrl}/websocket/tracker/info?access_token=${token(dealer)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const info = (await res.json()) as Record<string, unknown>;
    expect(info).toMatchObject({ websocket: true, cookie_needed: false, origins: ['*:*'] });
    expect(info.entropy).toEqual(expect.any(Number));

    for (const query of ['', '?access_token=not-a-token']) {
      const refused = await fetch(`${baseUrl}/websocket/tracker/info${query}`);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('refuses the transports it does not serve, a websocket without a token and a send too large', async () => {
    const jsonp = await fetch(`${baseUrl}/websocket/tracker/000/abc/jsonp?c=x&access_token=${token(dealer)}`);
    expect(jsonp.status).toBe(404);
    const iframe = await fetch(`${baseUrl}/websocket/tracker/iframe.html?access_token=${token(dealer)}`);
    expect(iframe.status).toBe(404);
    const ws = `${baseUrl.replace('http', 'ws')}/websocket/tracker/000/abc/websocket`;
    // SockJS negotiates no subprotocol.
    expect(await upgradeStatus(ws, [])).toBe(401);
    expect(await upgradeStatus(`${ws}?access_token=${token(dealer)}`, [])).toBe(101);
    const tooLarge = await fetch(
      `${baseUrl}/websocket/tracker/000/abc/xhr_send?access_token=${token(dealer)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(['x'.repeat(300_000)]),
      },
    );
    expect(tooLarge.status).toBe(413);
  });

  it.each<TrackerTransport>(['sockjs', 'sockjs-xhr-streaming'])(
    'brings the tracker to an admin connected through %s',
    async (transport) => {
      const watcher = await connectTracker(baseUrl, admin, transport);
      expect(watcher.client.connected).toBe(true);
      expect(watcher.client.connectedVersion).toBe('1.2');
      watcher.subscribe();
      const visitor = await connectTracker(baseUrl, dealer, transport);
      visitor.send(`/devices/${transport}`);
      const seen = await watcher.waitFor((m) => m.page === `/devices/${transport}`);
      expect(seen).toMatchObject({ userLogin: 'dealer', ipAddress: '127.0.0.1' });
      await visitor.disconnect();
      await watcher.waitFor((m) => m.page === 'logout' && m.sessionId === seen.sessionId);
      await watcher.disconnect();
    },
  );

  it('applies the STOMP rules: a user who subscribes to the tracker gets an ERROR frame and is closed', async () => {
    const visitor = await connectTracker(baseUrl, dealer, 'sockjs');
    visitor.subscribe();
    expect(await visitor.closed).toBe(1008);
    expect(visitor.errors[0]?.headers.message).toBe('Access denied');
  });
});

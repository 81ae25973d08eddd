import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_STATUS_DESTINATION } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { connectTracker, type TrackerClient, type TrackerTransport } from '../../../../test/stomp-client';
import { TokenService } from '../../auth';
import { MAX_SUBSCRIPTIONS_PER_CONNECTION } from './stomp-session';
import { MAX_CONNECTIONS_PER_USER } from './tracker-connections';

/**
 * A tracker connection ends with its token and its user's sessions, and one user cannot make the
 * tracker deliver without bound: the same rules over the plain websocket and over SockJS.
 */
describe.each<TrackerTransport>(['websocket', 'sockjs'])('tracker limits and expiry (%s)', (transport) => {
  let t: TestApp;
  let baseUrl: string;
  let dealer: string;
  let admin: string;
  const open: TrackerClient[] = [];
  const connect = async (token: string) => {
    const client = await connectTracker(baseUrl, token, transport);
    open.push(client);
    return client;
  };
  /** A token of the same session as `bearer`, expiring `seconds` from now. */
  const expiringToken = async (bearer: string, seconds: number) => {
    const principal = (await t.app.platform.sessions.authenticate(bearer.slice(7)))!;
    const tokens = new TokenService(t.config.jwtSecret, 60, 60);
    const now = Math.floor(Date.now() / 1000);
    return tokens.issue(principal, now, now + seconds);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.disconnect()));
    await t.close();
  });

  it('ends a connection when the token it was opened with expires: ERROR "token expired", then 1008', async () => {
    const client = await connect(await expiringToken(dealer, 2));
    expect(client.client.connected).toBe(true);
    client.subscribeStatus();
    expect(await client.closed).toBe(1008);
    expect(client.errors.map((e) => e.headers.message)).toEqual(['token expired']);
    // A connection opened with a token that lasts is still there.
    const lasting = await connect(dealer);
    expect(lasting.client.connected).toBe(true);
    await lasting.disconnect();
  });

  it('ends the connections of a session that ends: ERROR "session ended", then 1008; its user\'s other sessions keep theirs', async () => {
    const ending = await signIn(t.app, 'dealer', 'Demo-dealer1');
    const client = await connect(ending);
    const sameUser = await connect(dealer);
    const bystander = await connect(admin);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/sessions/current',
      headers: { authorization: ending },
    });
    expect(res.statusCode).toBe(204);
    expect(await client.closed).toBe(1008);
    expect(client.errors.map((e) => e.headers.message)).toEqual(['session ended']);
    expect(sameUser.client.connected).toBe(true);
    expect(bystander.client.connected).toBe(true);
    await Promise.all([sameUser.disconnect(), bystander.disconnect()]);
  });

  it(`refuses subscription ${MAX_SUBSCRIPTIONS_PER_CONNECTION + 1} of a connection, duplicates counted, and closes it`, async () => {
    const feed = t.app.live.feed;
    const before = feed.subscriberCount;
    const client = await connect(dealer);
    const accepted = new Promise<void>((resolve) => client.client.watchForReceipt('last', () => resolve()));
    for (let i = 1; i <= MAX_SUBSCRIPTIONS_PER_CONNECTION; i += 1)
      client.client.subscribe(DEVICE_STATUS_DESTINATION, () => undefined, {
        ...(i === MAX_SUBSCRIPTIONS_PER_CONNECTION ? { receipt: 'last' } : {}),
      });
    await accepted;
    expect(feed.subscriberCount).toBe(before + MAX_SUBSCRIPTIONS_PER_CONNECTION);
    expect(client.client.connected).toBe(true);

    client.client.subscribe(DEVICE_STATUS_DESTINATION, () => undefined);
    expect(await client.closed).toBe(1008);
    expect(client.errors.map((e) => e.headers.message)).toEqual([
      `too many subscriptions, at most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} per connection`,
    ]);
    // The refused subscription was never added, and the connection's others are gone with it.
    await expect.poll(() => feed.subscriberCount, { timeout: 5000 }).toBe(before);
  });

  it(`refuses connection ${MAX_CONNECTIONS_PER_USER + 1} of a user with an ERROR frame, and frees a place on close`, async () => {
    const mine = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_USER; i += 1) mine.push(await connect(dealer));
    expect(mine.every((c) => c.client.connected)).toBe(true);

    const refused = await connect(dealer);
    expect(await refused.closed).toBe(1008);
    expect(refused.errors.map((e) => e.headers.message)).toEqual([
      `too many connections, at most ${MAX_CONNECTIONS_PER_USER} per user`,
    ]);
    // Another user is not counted with this one.
    const other = await connect(admin);
    expect(other.client.connected).toBe(true);

    await mine.pop()!.disconnect();
    await expect
      .poll(
        async () => {
          const again = await connect(dealer);
          const connected = again.client.connected;
          await again.disconnect();
          return connected;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    await Promise.all([...mine, other].map((c) => c.disconnect()));
  });
});

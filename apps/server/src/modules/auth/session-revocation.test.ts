import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { userAuthorities, userSessions, users } from '../../db/schema';
import { newSecureKey } from '../../lib/secure-key';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { redisAvailable, TEST_REDIS_URL } from '../../../test/redis-available';
import { connectTracker, upgradeStatus } from '../../../test/stomp-client';
import { UserRepository, type SessionState } from '../users';
import { hashPassword } from '../../lib/password-hash';
import { SessionService } from './session.service';
import { TokenService } from './token.service';

const PASSWORD = 'Session-pass1';

/** Helpers over one app: users made straight in the database, calls with a bearer token. */
function helpers(app: () => FastifyInstance, t: () => TestApp) {
  const createUser = async (login: string, authorities = ['ROLE_USER']) => {
    await new UserRepository(t().database.db).create(
      {
        login,
        email: `${login}@sessions.test`,
        passwordHash: await hashPassword(PASSWORD),
        activated: true,
        langKey: 'en',
      },
      authorities,
    );
    return signIn(app(), login, PASSWORD);
  };
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url, payload, headers: { authorization: token } });
  const status = async (token: string, url = '/api/account') => (await call(token, 'GET', url)).statusCode;
  return { createUser, call, status };
}

describe('sessions follow the user’s current state', () => {
  let t: TestApp;
  let admin: string;
  let bystander: string;
  const { createUser, call, status } = helpers(
    () => t.app,
    () => t,
  );
  /** PUT api/users with the user as it is, changed by `changes`. */
  const updateUser = async (login: string, changes: object) => {
    const current = (await call(admin, 'GET', `/api/users/${login}`)).json();
    const res = await call(admin, 'PUT', '/api/users', { ...current, ...changes });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    bystander = await signIn(t.app, 'user', 'user');
  });
  afterAll(async () => {
    // Nobody else's session was touched by any of the changes below.
    expect(await status(bystander)).toBe(200);
    expect(await status(admin, '/api/users')).toBe(200);
    await t.close();
  });

  it('issues tokens with the user id, its token version and the session id', async () => {
    const token = await createUser('claims1');
    const [row] = await t.database.db.select().from(users).where(eq(users.login, 'claims1'));
    const claims = decodeJwt(token.slice(7));
    expect(claims).toMatchObject({ sub: 'claims1', auth: 'ROLE_USER', uid: row!.id, ver: row!.tokenVersion });
    const [session] = await t.database.db.select().from(userSessions).where(eq(userSessions.userId, row!.id));
    expect(session).toMatchObject({ id: claims.sid, tokenVersion: row!.tokenVersion });
  });

  it('ends the sessions of a deleted user', async () => {
    const token = await createUser('gone1');
    expect(await status(token)).toBe(200); // the state is now cached
    expect((await call(admin, 'DELETE', '/api/users/gone1')).statusCode).toBe(204);
    expect(await status(token)).toBe(401);
  });

  it('does not let a token of a deleted login open the session of a new user with that login', async () => {
    const token = await createUser('reborn1');
    expect((await call(admin, 'DELETE', '/api/users/reborn1')).statusCode).toBe(204);
    const fresh = await createUser('reborn1'); // token version 0 again, but another id
    expect(await status(token)).toBe(401);
    expect(await status(fresh)).toBe(200);
  });

  it('ends the sessions of a deactivated user, and reactivating does not bring them back', async () => {
    const token = await createUser('idle1');
    expect(await status(token)).toBe(200);
    await updateUser('idle1', { activated: false });
    expect(await status(token)).toBe(401);
    await updateUser('idle1', { activated: true });
    expect(await status(token)).toBe(401);
    expect(await status(await signIn(t.app, 'idle1', PASSWORD))).toBe(200);
  });

  it('ends the sessions of a demoted administrator: it can neither list users nor create an admin', async () => {
    const token = await createUser('boss1', ['ROLE_ADMIN', 'ROLE_USER']);
    expect(await status(token, '/api/users')).toBe(200);
    await updateUser('boss1', { authorities: ['ROLE_USER'] });

    expect(await status(token, '/api/users')).toBe(401);
    const create = await call(token, 'POST', '/api/users', {
      login: 'sneaky1',
      firstName: 'S',
      lastName: 'N',
      email: 'sneaky1@sessions.test',
      langKey: 'en',
      authorities: ['ROLE_ADMIN', 'ROLE_USER'],
    });
    expect(create.statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.login, 'sneaky1'))).toEqual([]);
    // Signed in again, the former administrator has the rights it has now.
    const again = await signIn(t.app, 'boss1', PASSWORD);
    expect(await status(again, '/api/users')).toBe(403);
  });

  it('ends the sessions when an administrator changes the login', async () => {
    const token = await createUser('renamed1');
    expect(await status(token)).toBe(200);
    await updateUser('renamed1', { login: 'renamed2' });
    expect(await status(token)).toBe(401);
    expect(await status(await signIn(t.app, 'renamed2', PASSWORD))).toBe(200);
  });

  it('keeps the sessions when an administrator changes only names or e-mail', async () => {
    const token = await createUser('kept1');
    await updateUser('kept1', { firstName: 'Kept', email: 'kept1.new@sessions.test' });
    expect(await status(token)).toBe(200);
  });

  it('takes the authorities from the database, not from the token', async () => {
    const token = await createUser('boss2', ['ROLE_ADMIN', 'ROLE_USER']);
    // Changed behind the app's back (no version bump), before the state was ever cached.
    const [row] = await t.database.db.select().from(users).where(eq(users.login, 'boss2'));
    await t.database.db.delete(userAuthorities).where(eq(userAuthorities.userId, row!.id));
    await t.database.db.insert(userAuthorities).values({ userId: row!.id, authorityName: 'ROLE_USER' });
    expect(await status(token, '/api/users')).toBe(403);
    expect((await call(token, 'GET', '/api/account')).json().authorities).toEqual(['ROLE_USER']);
  });

  it('a password change ends the other sessions; the one that changed it keeps its token', async () => {
    await createUser('pw1');
    const other = await signIn(t.app, 'pw1', PASSWORD);
    const current = await signIn(t.app, 'pw1', PASSWORD);
    expect(await status(other)).toBe(200);
    const res = await call(current, 'POST', '/api/account/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Changed-pass2',
    });
    expect(res.statusCode).toBe(200);
    // No new token: a client that ignores headers (JHipster's) stays signed in with the one it has.
    expect(res.headers.authorization).toBeUndefined();
    expect(await status(other)).toBe(401);
    expect(await status(current)).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.login, 'pw1'));
    expect(row!.tokenVersion).toBe(decodeJwt(current.slice(7)).ver);
    await signIn(t.app, 'pw1', 'Changed-pass2');
  });

  it('a password reset ends every session of the user', async () => {
    const token = await createUser('reset1');
    expect(await status(token)).toBe(200);
    const { key, hash } = newSecureKey();
    await t.database.db
      .update(users)
      .set({ resetKeyHash: hash, resetKeyDate: new Date() })
      .where(eq(users.login, 'reset1'));
    const finish = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key, newPassword: 'Reset-pass2' },
    });
    expect(finish.statusCode).toBe(200);
    expect(await status(token)).toBe(401);
    expect(await status(await signIn(t.app, 'reset1', 'Reset-pass2'))).toBe(200);
  });

  it('closes the tracker websocket of a user whose sessions end, and refuses it from then on', async () => {
    const token = await createUser('watch1', ['ROLE_ADMIN', 'ROLE_USER']);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const watcher = await connectTracker(baseUrl, token);
    watcher.subscribe();
    const kept = await connectTracker(baseUrl, bystander);
    await updateUser('watch1', { authorities: ['ROLE_USER'] });
    await watcher.closed;
    const ws = `${baseUrl.replace('http', 'ws')}/websocket/tracker?access_token=`;
    expect(await upgradeStatus(ws + token.slice(7))).toBe(401);
    expect(kept.client.connected).toBe(true);
    await kept.disconnect();
  });

  it('refuses tokens issued before sessions had versions', async () => {
    const legacy = await new SignJWT({ auth: 'ROLE_ADMIN,ROLE_USER' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('admin')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await status(`Bearer ${legacy}`)).toBe(401);
  });
});

describe('SessionService cache', () => {
  const tokens = new TokenService('session-cache-test-secret-0123456789-abcdefghijklmn', 3600, 3600);
  const sessionId = randomUUID();
  const state: SessionState = {
    id: 7,
    activated: true,
    tokenVersion: 2,
    authorities: ['ROLE_USER'],
    sessionIds: [sessionId],
  };
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const expiry = () => nowSeconds() + 3600;
  const log = { warn: vi.fn() } as never;

  it('asks the database once per login within the cache time, and again after a change', async () => {
    let now = 1_000_000;
    const sessionState = vi.fn(async () => state);
    const sessions = new SessionService(
      { sessionState } as never,
      {} as never,
      tokens,
      log,
      undefined,
      5000,
      () => now,
    );
    const token = await tokens.issue(
      { login: 'anna', authorities: ['ROLE_ADMIN'], userId: 7, tokenVersion: 2, sessionId },
      nowSeconds(),
      expiry(),
    );
    const principal = await sessions.authenticate(token);
    expect(principal).toMatchObject({ login: 'anna', authorities: ['ROLE_USER'], userId: 7 });
    await Promise.all([sessions.authenticate(token), sessions.authenticate(token)]);
    expect(sessionState).toHaveBeenCalledTimes(1);

    await sessions.changed('Anna');
    await sessions.authenticate(token);
    expect(sessionState).toHaveBeenCalledTimes(2);

    now += 5001;
    await sessions.authenticate(token);
    expect(sessionState).toHaveBeenCalledTimes(3);

    // A version that differs, or a user that is gone or deactivated, opens no session.
    const old = await tokens.issue(
      { login: 'anna', authorities: [], userId: 7, tokenVersion: 1, sessionId },
      nowSeconds(),
      expiry(),
    );
    expect(await sessions.authenticate(old)).toBeNull();
    // A session that is not among the user's open ones is asked for once more, then refused.
    const calls = sessionState.mock.calls.length;
    const ended = await tokens.issue(
      { login: 'anna', authorities: [], userId: 7, tokenVersion: 2, sessionId: randomUUID() },
      nowSeconds(),
      expiry(),
    );
    expect(await sessions.authenticate(ended)).toBeNull();
    expect(sessionState).toHaveBeenCalledTimes(calls + 1);
    sessionState.mockResolvedValue({ ...state, activated: false });
    await sessions.changed('anna');
    expect(await sessions.authenticate(token)).toBeNull();
  });

  it('does not cache a state loaded while a change was being made', async () => {
    let release: (s: SessionState) => void = () => undefined;
    const sessionState = vi
      .fn<() => Promise<SessionState>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValue({ ...state, tokenVersion: 3 });
    const sessions = new SessionService({ sessionState } as never, {} as never, tokens, log);
    const token = await tokens.issue(
      { login: 'bea', authorities: [], userId: 7, tokenVersion: 2, sessionId },
      nowSeconds(),
      expiry(),
    );
    const first = sessions.authenticate(token);
    await vi.waitFor(() => expect(sessionState).toHaveBeenCalledTimes(1));
    await sessions.changed('bea'); // the change commits while the old state is on its way
    release(state);
    expect(await first).not.toBeNull(); // that request started before the change
    expect(await sessions.authenticate(token)).toBeNull(); // the next one sees version 3
  });
});

const redisUp = await redisAvailable();

describe.skipIf(!redisUp)('with REDIS_URL, another instance hears of a change at once', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let alone: FastifyInstance;
  // One prefix per run: parallel test runs never hear each other's changes.
  const redisKeyPrefix = `test:${randomUUID()}`;
  // Cached for a minute: only the Redis message can make B notice the change within the test.
  const sessionCacheMs = 60_000;

  beforeAll(async () => {
    a = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL }, deps: { redisKeyPrefix, sessionCacheMs } });
    // Two instances are two apps over the same database (PGlite clones cannot be shared).
    b = await buildApp(a.config, { database: a.database, logger: false, redisKeyPrefix, sessionCacheMs });
    alone = await buildApp(
      { ...a.config, redisUrl: undefined },
      { database: a.database, logger: false, sessionCacheMs },
    );
    await Promise.all([b.ready(), alone.ready()]);
  });
  afterAll(async () => {
    await Promise.all([b?.close(), alone?.close()]);
    await a?.close();
  });

  it('a user deactivated on A is refused on B at once; an instance without Redis waits for its cache', async () => {
    const onA = helpers(
      () => a.app,
      () => a,
    );
    const token = await onA.createUser('roaming1', ['ROLE_ADMIN', 'ROLE_USER']);
    const onB = helpers(
      () => b,
      () => a,
    );
    const onAlone = helpers(
      () => alone,
      () => a,
    );
    // GET api/account reads the user itself; the user list shows what the session check alone decides.
    const url = '/api/users?size=1';
    expect(await onB.status(token, url)).toBe(200);
    expect(await onAlone.status(token, url)).toBe(200);

    const admin = await signIn(a.app, 'admin', 'admin');
    const current = (await onA.call(admin, 'GET', '/api/users/roaming1')).json();
    expect((await onA.call(admin, 'PUT', '/api/users', { ...current, activated: false })).statusCode).toBe(
      200,
    );

    expect(await onA.status(token, url)).toBe(401);
    // The message travels through Redis: allow it a moment, far below the one-minute cache.
    await vi.waitFor(async () => expect(await onB.status(token, url)).toBe(401), {
      timeout: 2000,
      interval: 20,
    });
    // The control: without the channel the cached state still lets the token in.
    expect(await onAlone.status(token, url)).toBe(200);
  });

  it('shares the sign-in limits through Redis', async () => {
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: 'shared-limit', password: 'bad' },
        remoteAddress: '10.44.0.1',
      });
    // Default: 10 failures per login; half on each instance.
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? a.app : b)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(429);
    expect((await attempt(a.app)).statusCode).toBe(429);
    // The instance without Redis counts on its own.
    expect((await attempt(alone)).statusCode).toBe(401);
  });
});

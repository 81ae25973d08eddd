import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_SESSIONS_PER_USER, SESSION_SEEN_EVERY_MS, type UserSession } from '@app/contracts';
import { auditEvents, userSessions, users } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { UserRepository } from '../users';
import { hashPassword } from '../../lib/password-hash';
import { SessionService } from './session.service';
import { TokenService } from './token.service';
import { UserSessionRepository } from './user-session.repository';

const PASSWORD = 'Sessions-pass1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('api/account/sessions: the sessions a person can see and end', () => {
  let t: TestApp;

  const createUser = async (login: string) => {
    const row = await new UserRepository(t.database.db).create(
      {
        login,
        email: `${login}@sessions.test`,
        passwordHash: await hashPassword(PASSWORD),
        activated: true,
        langKey: 'en',
      },
      ['ROLE_USER'],
    );
    return row.id;
  };
  /** Signs in from a browser (User-Agent) and an address (x-forwarded-for is not trusted by default). */
  const signInFrom = async (login: string, userAgent: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: login, password: PASSWORD, rememberMe: true },
      headers: { 'user-agent': userAgent },
    });
    expect(res.statusCode).toBe(200);
    return res.headers.authorization as string;
  };
  const call = (token: string, method: 'GET' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: token } });
  const status = async (token: string) => (await call(token, 'GET', '/api/account')).statusCode;
  const list = async (token: string) => {
    const res = await call(token, 'GET', '/api/account/sessions');
    expect(res.statusCode).toBe(200);
    return res.json<UserSession[]>();
  };
  const sid = (token: string) => decodeJwt(token.slice(7)).sid as string;
  const audits = (login: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.principal, login))
      .orderBy(desc(auditEvents.id));

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the caller’s open sessions, the current one first, with browser, address and times; nobody else’s', async () => {
    await createUser('list1');
    await createUser('list1other');
    const firefox = await signInFrom('list1', FIREFOX);
    const safari = await signInFrom('list1', SAFARI);
    await signInFrom('list1other', FIREFOX);

    const seen = await list(safari);
    expect(seen.map((s) => s.id)).toEqual([sid(safari), sid(firefox)]);
    expect(seen.map((s) => s.current)).toEqual([true, false]);
    expect(seen[0]).toMatchObject({ userAgent: SAFARI, ipAddress: '127.0.0.1' });
    expect(seen[1]).toMatchObject({ userAgent: FIREFOX, ipAddress: '127.0.0.1' });
    // Remember me: the session lasts as long as its token.
    expect(Date.parse(seen[0]!.expiresDate) / 1000).toBe(decodeJwt(safari.slice(7)).exp);
    expect(Date.parse(seen[0]!.createdDate)).toBeLessThanOrEqual(Date.parse(seen[0]!.lastSeenDate));
    expect((await list(firefox)).map((s) => s.current)).toEqual([true, false]);
  });

  it('ends one session: its token is refused at once, the others go on, and it is audited', async () => {
    await createUser('end1');
    const kept = await signInFrom('end1', FIREFOX);
    const ended = await signInFrom('end1', SAFARI);
    expect(await status(ended)).toBe(200); // its state is cached now
    const res = await call(kept, 'DELETE', `/api/account/sessions/${sid(ended)}`);
    expect(res.statusCode).toBe(204);
    expect(await status(ended)).toBe(401);
    expect(await status(kept)).toBe(200);
    expect((await list(kept)).map((s) => s.id)).toEqual([sid(kept)]);
    const [event] = await audits('end1');
    expect(event).toMatchObject({ eventType: 'SESSION_ENDED', data: { session: sid(ended) } });
  });

  it('refuses to end a session of someone else (404, nothing ends) and a malformed id (400)', async () => {
    await createUser('end2');
    await createUser('end2victim');
    const mine = await signInFrom('end2', FIREFOX);
    const victim = await signInFrom('end2victim', FIREFOX);
    const res = await call(mine, 'DELETE', `/api/account/sessions/${sid(victim)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorKey: 'sessionnotfound' });
    expect(await status(victim)).toBe(200);
    const unknown = await call(mine, 'DELETE', `/api/account/sessions/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(mine, 'DELETE', '/api/account/sessions/not-a-session');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors?.[0]).toMatchObject({ field: 'id' });
    expect(await status(mine)).toBe(200);
  });

  it('ends every other session, keeping the current one', async () => {
    await createUser('others1');
    const a = await signInFrom('others1', FIREFOX);
    const b = await signInFrom('others1', SAFARI);
    const current = await signInFrom('others1', FIREFOX);
    expect((await call(current, 'DELETE', '/api/account/sessions/others')).statusCode).toBe(204);
    expect([await status(a), await status(b), await status(current)]).toEqual([401, 401, 200]);
    expect((await list(current)).map((s) => s.id)).toEqual([sid(current)]);
    const [event] = await audits('others1');
    expect(event).toMatchObject({ eventType: 'OTHER_SESSIONS_ENDED', data: { count: '2' } });
  });

  it('signs out: the current session ends and its token opens nothing any more', async () => {
    await createUser('out1');
    const other = await signInFrom('out1', SAFARI);
    const token = await signInFrom('out1', FIREFOX);
    expect((await call(token, 'DELETE', '/api/account/sessions/current')).statusCode).toBe(204);
    expect(await status(token)).toBe(401);
    expect(await status(other)).toBe(200);
  });

  it('a revoking change (deactivation) ends every session, and they are no longer listed', async () => {
    const id = await createUser('revoked1');
    const token = await signInFrom('revoked1', FIREFOX);
    await t.database.db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, id));
    await t.app.platform.sessions.changed('revoked1');
    expect(await status(token)).toBe(401);
    const fresh = await signInFrom('revoked1', SAFARI);
    expect((await list(fresh)).map((s) => s.id)).toEqual([sid(fresh)]);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions: a new sign-in ends the least recently seen`, async () => {
    const id = await createUser('many1');
    const now = Date.now();
    const rows = Array.from({ length: MAX_SESSIONS_PER_USER }, (_, i) => ({
      id: randomUUID(),
      userId: id,
      tokenVersion: 0,
      createdDate: new Date(now - 3_600_000),
      lastSeenDate: new Date(now - 3_600_000 + i * 1000),
      expiresDate: new Date(now + 3_600_000),
      userAgent: FIREFOX,
      ipAddress: '10.0.0.1',
    }));
    await t.database.db.insert(userSessions).values(rows);
    const token = await signInFrom('many1', SAFARI);
    const open = await list(token);
    expect(open).toHaveLength(MAX_SESSIONS_PER_USER);
    expect(open.map((s) => s.id)).not.toContain(rows[0]!.id);
    expect(open.map((s) => s.id)).toContain(rows[1]!.id);
  });

  it('refuses a token without a session id (issued before sessions were visible)', async () => {
    const id = await createUser('legacy1');
    const token = await new SignJWT({ auth: 'ROLE_USER', uid: id, ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('legacy1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await status(`Bearer ${token}`)).toBe(401);
  });

  it('records the last request’s time, address and browser at most once a minute', async () => {
    const id = await createUser('seen1');
    let now = Date.now();
    const repository = new UserSessionRepository(t.database.db);
    const seen = vi.spyOn(repository, 'seen');
    const sessions = new SessionService(
      new UserRepository(t.database.db),
      repository,
      new TokenService(t.config.jwtSecret, 3600, 3600),
      t.app.log,
      undefined,
      5000,
      () => now,
    );
    const token = await sessions.open(
      { login: 'seen1', authorities: ['ROLE_USER'], userId: id, tokenVersion: 0 },
      false,
      { ipAddress: '10.1.1.1', userAgent: FIREFOX },
    );
    const row = async () =>
      (
        await t.database.db
          .select()
          .from(userSessions)
          .where(and(eq(userSessions.userId, id)))
      )[0]!;
    const opened = await row();
    expect(opened).toMatchObject({ ipAddress: '10.1.1.1', userAgent: FIREFOX });

    const principal = (await sessions.authenticate(token))!;
    now += 10_000;
    sessions.seen(principal, { ipAddress: '10.2.2.2', userAgent: SAFARI });
    expect(seen).not.toHaveBeenCalled(); // within the minute of the sign-in

    now += SESSION_SEEN_EVERY_MS;
    sessions.seen(principal, { ipAddress: '10.2.2.2', userAgent: SAFARI });
    await vi.waitFor(async () => expect((await row()).ipAddress).toBe('10.2.2.2'));
    const touched = await row();
    expect(touched.userAgent).toBe(SAFARI);
    expect(touched.lastSeenDate.getTime()).toBe(now);
    sessions.seen(principal, { ipAddress: '10.3.3.3', userAgent: SAFARI });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('a session opened on another instance is accepted at once, even with this instance’s cache warm', async () => {
    const { buildApp } = await import('../../app');
    const other = await buildApp(t.config, { database: t.database, logger: false, sessionCacheMs: 60_000 });
    await other.ready();
    try {
      await createUser('instances1');
      const first = await signIn(t.app, 'instances1', PASSWORD);
      const onOther = (token: string) =>
        other.inject({ method: 'GET', url: '/api/account', headers: { authorization: token } });
      expect((await onOther(first)).statusCode).toBe(200); // cached there for a minute
      const second = await signIn(t.app, 'instances1', PASSWORD);
      expect((await onOther(second)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('the session sweep', () => {
  it('deletes the sessions that open nothing any more, and only those', async () => {
    const t = await buildTestApp();
    try {
      const db = t.database.db;
      const [user] = await db.select().from(users).where(eq(users.login, 'user'));
      const now = Date.now();
      const row = (tokenVersion: number, expiresIn: number) => ({
        id: randomUUID(),
        userId: user!.id,
        tokenVersion,
        createdDate: new Date(now - 60_000),
        lastSeenDate: new Date(now - 60_000),
        expiresDate: new Date(now + expiresIn),
        userAgent: null,
        ipAddress: null,
      });
      const open = row(user!.tokenVersion, 3_600_000);
      const expired = row(user!.tokenVersion, -1000);
      const revoked = row(user!.tokenVersion + 1, 3_600_000);
      await db.insert(userSessions).values([open, expired, revoked]);
      expect(await new UserSessionRepository(db).sweep(new Date(now))).toBe(2);
      const left = await db.select().from(userSessions).where(eq(userSessions.userId, user!.id));
      expect(left.map((r) => r.id)).toEqual([open.id]);
    } finally {
      await t.close();
    }
  });
});

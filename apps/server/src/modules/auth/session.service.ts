import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_SESSIONS_PER_USER, SESSION_SEEN_EVERY_MS } from '@app/contracts';
import type { SessionState, UserRepository } from '../users';
import type { SessionBus } from './session-bus';
import type { Principal, TokenService, TokenSubject } from './token.service';
import type { SessionSeen, UserSessionRepository } from './user-session.repository';

/** How long a user's session state is reused without asking the database (docs/decisions/012). */
export const SESSION_CACHE_MS = 5_000;
const MAX_CACHED = 10_000;

/** What the columns of a session hold at most. */
const USER_AGENT_MAX = 512;
const ADDRESS_MAX = 64;
const seenOf = (seen: SessionSeen): SessionSeen => ({
  ipAddress: seen.ipAddress?.slice(0, ADDRESS_MAX) ?? null,
  userAgent: seen.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
});

/**
 * Sign-in sessions (docs/decisions/012). `open` makes one (a row and its token). A token opens its
 * session while its signature holds and the user's CURRENT state agrees — it exists (same id), is
 * activated, its token version is the token's, and the token's session is one of its open ones.
 * The principal carries the current authorities, not the token's. The state is cached per login
 * for a few seconds; whoever changes a user or ends a session calls `changed(login)` after the
 * change is committed, which drops the entry here at once and, with Redis, on every other instance.
 */
export class SessionService {
  private readonly cache = new Map<string, { state: SessionState; until: number }>();
  private readonly loading = new Map<string, Promise<SessionState | undefined>>();
  private readonly listeners = new Set<(login: string) => void>();
  /** When this instance last wrote each session's last-seen time (at most once a minute each). */
  private readonly seenWritten = new Map<string, number>();
  /** Bumped by every invalidation: a load that started before one is not cached. */
  private generation = 0;

  constructor(
    private readonly users: UserRepository,
    private readonly userSessions: UserSessionRepository,
    private readonly tokens: TokenService,
    private readonly log: FastifyBaseLogger,
    private readonly bus?: SessionBus,
    private readonly cacheMs: number = SESSION_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {
    bus?.onRemote((login) => (login === null ? this.forgetAll() : this.forget(login)));
  }

  /** Hears each login changed here or, with Redis, on another instance (e.g. to close its websockets). */
  onChanged(listener: (login: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Opens a session for a user who just proved who it is (a sign-in, a consumer's mailed link) and
   * returns its token. Beyond MAX_SESSIONS_PER_USER the least recently seen sessions end.
   */
  async open(
    subject: Omit<TokenSubject, 'sessionId'>,
    rememberMe: boolean,
    seen: SessionSeen,
  ): Promise<string> {
    const nowMs = this.now();
    const now = new Date(nowMs);
    const expiresAt = this.tokens.expiryOf(rememberMe, nowMs);
    const sessionId = randomUUID();
    await this.userSessions.insert({
      id: sessionId,
      userId: subject.userId,
      tokenVersion: subject.tokenVersion,
      createdDate: now,
      lastSeenDate: now,
      expiresDate: new Date(expiresAt * 1000),
      ...seenOf(seen),
    });
    this.remember(sessionId, nowMs);
    const ended = await this.userSessions.trim(subject.userId, MAX_SESSIONS_PER_USER, now);
    if (ended > 0) await this.changed(subject.login);
    return this.tokens.issue({ ...subject, sessionId }, Math.floor(nowMs / 1000), expiresAt);
  }

  /** The principal of a token that still opens a session, or null (the caller answers 401). */
  async authenticate(token: string): Promise<Principal | null> {
    const claims = await this.tokens.verify(token);
    const state = claims && (await this.openState(claims));
    if (!claims || !state) return null;
    return { ...claims, authorities: state.authorities };
  }

  /** Whether the principal's session is still open (the tracker asks again after a change). */
  async stillOpen(principal: Omit<Principal, 'authorities' | 'expiresAt'>): Promise<boolean> {
    return (await this.openState(principal)) !== null;
  }

  /** The user's state when it lets the principal's session open, else null. */
  private async openState(
    principal: Omit<Principal, 'authorities' | 'expiresAt'>,
  ): Promise<SessionState | null> {
    const opens = (state: SessionState | undefined): state is SessionState =>
      !!state?.activated && state.id === principal.userId && state.tokenVersion === principal.tokenVersion;
    const state = await this.state(principal.login);
    if (!opens(state)) return null;
    if (state.sessionIds.includes(principal.sessionId)) return state;
    // Opened moments ago (here before the cache entry, or on another instance): ask once more.
    const fresh = await this.state(principal.login, true);
    return opens(fresh) && fresh.sessionIds.includes(principal.sessionId) ? fresh : null;
  }

  /** Ends every session of the principal's user but its own (a password change, "end the others"). */
  async endOthers(principal: Principal): Promise<number> {
    const ended = await this.userSessions.deleteOthers(principal.userId, principal.sessionId);
    await this.changed(principal.login);
    return ended;
  }

  /** Ends one session of the principal's user; false when it is not one of its. */
  async end(principal: Principal, sessionId: string): Promise<boolean> {
    const ended = await this.userSessions.delete(principal.userId, sessionId);
    if (ended) await this.changed(principal.login);
    return ended;
  }

  /** Call after committing a change to these logins (delete, deactivate, authorities, password, login). */
  async changed(...logins: string[]): Promise<void> {
    const unique = [...new Set(logins.map((l) => l.toLowerCase()))];
    for (const login of unique) this.forget(login);
    if (!this.bus) return;
    await Promise.all(
      unique.map((login) =>
        this.bus!.publish(login).catch((error: unknown) =>
          this.log.warn({ err: error, login }, 'session change could not be published'),
        ),
      ),
    );
  }

  /**
   * Records a request the session made and was answered (time, address, browser), unless this
   * instance did so within the last minute. Not awaited by the request: a failure costs accuracy only.
   */
  seen(principal: Principal, seen: SessionSeen): void {
    const { sessionId } = principal;
    const nowMs = this.now();
    const written = this.seenWritten.get(sessionId);
    if (written !== undefined && nowMs - written < SESSION_SEEN_EVERY_MS) return;
    this.remember(sessionId, nowMs);
    // Not awaited: the request does not wait for a bookkeeping write, and its failure only costs accuracy.
    this.userSessions
      .seen(sessionId, new Date(nowMs), seenOf(seen))
      .catch((error: unknown) => this.log.warn({ err: error }, 'session last-seen time not recorded'));
  }

  private remember(sessionId: string, nowMs: number) {
    if (this.seenWritten.size >= MAX_CACHED) this.seenWritten.clear();
    this.seenWritten.set(sessionId, nowMs);
  }

  /** The user's state, from the cache unless `fresh`; a fresh load replaces the cached one. */
  private state(login: string, fresh = false): Promise<SessionState | undefined> {
    const hit = this.cache.get(login);
    if (!fresh && hit && hit.until > this.now()) return Promise.resolve(hit.state);
    const inFlight = this.loading.get(login);
    if (inFlight && !fresh) return inFlight;
    const generation = this.generation;
    const load: Promise<SessionState | undefined> = this.users
      .sessionState(login)
      .then((state) => {
        // Only live users are cached; a refused token costs a query, a valid one rarely does.
        if (state?.activated && generation === this.generation) {
          if (this.cache.size >= MAX_CACHED) this.sweep();
          this.cache.set(login, { state, until: this.now() + this.cacheMs });
        }
        return state;
      })
      .finally(() => {
        if (this.loading.get(login) === load) this.loading.delete(login);
      });
    this.loading.set(login, load);
    return load;
  }

  private forget(login: string) {
    this.generation += 1;
    this.cache.delete(login);
    this.loading.delete(login);
    for (const listener of this.listeners) listener(login);
  }

  private forgetAll() {
    this.generation += 1;
    this.cache.clear();
    this.loading.clear();
  }

  private sweep() {
    const now = this.now();
    for (const [login, entry] of this.cache) if (entry.until <= now) this.cache.delete(login);
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { SessionState, UserRepository } from '../self-service/user.repository';
import type { SessionBus } from './session-bus';
import type { Principal, TokenService } from './token.service';

/** How long a user's session state is reused without asking the database (docs/decisions/012). */
export const SESSION_CACHE_MS = 5_000;
const MAX_CACHED = 10_000;

/**
 * Whether a token still opens a session: its signature, then the user's CURRENT state — it exists
 * (same id), is activated, and its token version is the one the token was issued with. The
 * principal carries the current authorities, not the token's. The state is cached per login for a
 * few seconds; whoever changes a user calls `changed(login)` after the change is committed, which
 * drops the entry here at once and, with Redis, on every other instance.
 */
export class SessionService {
  private readonly cache = new Map<string, { state: SessionState; until: number }>();
  private readonly loading = new Map<string, Promise<SessionState | undefined>>();
  private readonly listeners = new Set<(login: string) => void>();
  /** Bumped by every invalidation: a load that started before one is not cached. */
  private generation = 0;

  constructor(
    private readonly users: UserRepository,
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

  /** The principal of a token that still opens a session, or null (the caller answers 401). */
  async authenticate(token: string): Promise<Principal | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const state = await this.state(claims.login);
    if (!state?.activated || state.id !== claims.userId || state.tokenVersion !== claims.tokenVersion)
      return null;
    return { ...claims, authorities: state.authorities };
  }

  /**
   * A new token for the presented session after its own user bumped the token version (a
   * self-service password change): same user, same expiry, the new version.
   */
  renew(principal: Principal, tokenVersion: number): Promise<string> {
    return this.tokens.issue({ ...principal, tokenVersion }, { expiresAt: principal.expiresAt });
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

  private state(login: string): Promise<SessionState | undefined> {
    const hit = this.cache.get(login);
    if (hit && hit.until > this.now()) return Promise.resolve(hit.state);
    const inFlight = this.loading.get(login);
    if (inFlight) return inFlight;
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

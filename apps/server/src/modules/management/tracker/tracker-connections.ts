import type { StompSession } from './stomp-session';

/**
 * Open tracker connections one user may hold on one instance (plain websocket and SockJS
 * together). Counted per instance: a user spread over N instances may hold N times as many; each
 * instance still bounds what one user costs it (docs/decisions/011).
 */
export const MAX_CONNECTIONS_PER_USER = 10;

/** The open tracker connections of this instance, by login. */
export class TrackerConnections {
  private readonly byLogin = new Map<string, Set<StompSession>>();

  constructor(private readonly perUser = MAX_CONNECTIONS_PER_USER) {}

  /** Whether the user may open one more connection here. */
  admits(login: string): boolean {
    return (this.byLogin.get(login)?.size ?? 0) < this.perUser;
  }

  add(login: string, session: StompSession): void {
    const mine = this.byLogin.get(login) ?? new Set();
    this.byLogin.set(login, mine.add(session));
  }

  remove(login: string, session: StompSession): void {
    const mine = this.byLogin.get(login);
    if (!mine) return;
    mine.delete(session);
    if (mine.size === 0) this.byLogin.delete(login);
  }

  /** Closes every connection of this instance (the server is stopping). */
  shutdown(): void {
    for (const mine of this.byLogin.values()) for (const session of mine) session.shutdown();
  }

  /**
   * After a change to the user's sessions (docs/decisions/012), ends each of its connections whose
   * session no longer opens: one ended session closes its own sockets, a revocation all of them.
   */
  async endClosed(
    login: string,
    stillOpen: (session: StompSession) => Promise<boolean>,
    reason: string,
  ): Promise<void> {
    const mine = [...(this.byLogin.get(login) ?? [])];
    const open = await Promise.all(mine.map((session) => stillOpen(session).catch(() => false)));
    mine.forEach((session, i) => open[i] || session.end(reason));
  }
}

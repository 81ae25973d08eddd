import type { UserSession } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import type { AuditService } from '../audit';
import type { SessionService } from './session.service';
import type { Principal } from './token.service';
import type { UserSessionRepository } from './user-session.repository';

/**
 * api/account/sessions: a person sees its own open sessions and ends one, all the others, or the
 * current one (signing out). Ending another session, or all the others, is audited; signing out is not.
 */
export class AccountSessionsService {
  constructor(
    private readonly userSessions: UserSessionRepository,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The caller's open sessions: the current one first, then the most recently seen. */
  async list(principal: Principal): Promise<UserSession[]> {
    const rows = await this.userSessions.open(principal.userId, this.now());
    const current = (id: string) => id === principal.sessionId;
    return rows
      .map((row) => ({
        id: row.id,
        createdDate: row.createdDate.toISOString(),
        lastSeenDate: row.lastSeenDate.toISOString(),
        expiresDate: row.expiresDate.toISOString(),
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        current: current(row.id),
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** Ends one of the caller's sessions (404 when it is not one of them). */
  async end(principal: Principal, sessionId: string): Promise<void> {
    if (!(await this.sessions.end(principal, sessionId)))
      throw new AppError(404, 'sessionnotfound', 'No such session of yours is open', {
        entityName: 'session',
      });
    if (sessionId !== principal.sessionId)
      await this.audit.record(principal.login, 'SESSION_ENDED', { session: sessionId });
  }

  /** Ends every session of the caller but the current one. */
  async endOthers(principal: Principal): Promise<void> {
    const ended = await this.sessions.endOthers(principal);
    await this.audit.record(principal.login, 'OTHER_SESSIONS_ENDED', { count: String(ended) });
  }

  /** Signs out: the current session ends, its token stops working at once. */
  async endCurrent(principal: Principal): Promise<void> {
    await this.sessions.end(principal, principal.sessionId);
  }
}

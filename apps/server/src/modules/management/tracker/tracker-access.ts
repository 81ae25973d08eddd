import type { Duplex } from 'node:stream';
import type { SessionService, Principal } from '../../auth';

/** Who opens a tracker connection, or the HTTP status it is refused with. */
export type TrackerAccess = { principal: Principal } | { refused: 401 | 403 };

/**
 * The one access rule of the tracker, for the plain websocket and every SockJS request alike: the
 * bearer token comes in the access_token query parameter (browsers cannot set headers on a
 * websocket; JHipster's clients put it there for SockJS too) and must open a session
 * (docs/decisions/012); a consumer session opens the consumer calls only (docs/decisions/023).
 */
export async function trackerAccess(
  sessions: SessionService,
  url: string | undefined,
): Promise<TrackerAccess> {
  const token = new URL(url ?? '/', 'http://localhost').searchParams.get('access_token');
  const principal = token ? await sessions.authenticate(token) : null;
  if (!principal) return { refused: 401 };
  if (principal.authorities.includes('ROLE_CONSUMER')) return { refused: 403 };
  return { principal };
}

const REASONS: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
};

/** Answers a websocket upgrade with an HTTP status instead of switching protocols. */
export function refuseUpgrade(socket: Duplex, status: number) {
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}

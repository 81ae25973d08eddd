import { z } from 'zod';

/**
 * A sign-in session (docs/decisions/012): every sign-in opens one, its id travels in the token
 * (`sid`), and it lasts until the token expires, it is ended, or the user's sessions are revoked.
 */
export const userSessionSchema = z.object({
  id: z.string(),
  createdDate: z.string(),
  /** The last request made with it (updated at most once a minute). */
  lastSeenDate: z.string(),
  /** When its token expires. */
  expiresDate: z.string(),
  /** The browser's User-Agent at its last request, as sent (at most 512 characters). */
  userAgent: z.string().nullable(),
  /** The address of its last request. */
  ipAddress: z.string().nullable(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** GET api/account/sessions: the caller's open sessions, the current one first, then the most recently seen. */
export const userSessionListSchema = z.array(userSessionSchema);

/** DELETE api/account/sessions/{id}: a session id (a UUID) of the caller's. */
export const userSessionIdSchema = z.object({
  id: z.string().uuid('sessions.messages.notFound'),
});

/** The most sessions a user keeps open; a new sign-in beyond them ends the least recently seen. */
export const MAX_SESSIONS_PER_USER = 50;

/** How often a session's last-seen time and address are written (a busy client does not write per call). */
export const SESSION_SEEN_EVERY_MS = 60_000;

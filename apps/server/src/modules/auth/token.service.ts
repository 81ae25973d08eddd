import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

/** Who is calling: the login and its CURRENT authorities (read from the database, not the token). */
export interface Principal {
  login: string;
  authorities: string[];
  /** The user's id and the token version the session was issued with (docs/decisions/012). */
  userId: number;
  tokenVersion: number;
  /** The sign-in session the token belongs to (its `sid`; a row of user_session). */
  sessionId: string;
  /** When the presented token expires (seconds since the epoch). */
  expiresAt: number;
}

/** What a token says: its signature is valid, but whether it still opens a session is SessionService's call. */
export type TokenClaims = Principal;

/**
 * How many verified tokens are remembered: a few MB at most, more than the sessions one instance
 * serves at once. A token past the bound is verified again, which only costs time.
 */
const VERIFIED_TOKENS = 10_000;

export interface TokenSubject {
  login: string;
  authorities: string[];
  userId: number;
  tokenVersion: number;
  sessionId: string;
}

/**
 * Bearer tokens: HS512 JWTs carrying the login (sub) and the authorities (auth), as JHipster issues
 * them, plus the user id (uid), the user's token version (ver) and the session id (sid), so a
 * session can be revoked alone or with all the user's others.
 */
export class TokenService {
  /**
   * The secret imported once as a WebCrypto HMAC key: given raw bytes, jose would import them again
   * on every sign and verify (a fifth of the CPU of a small authenticated call, docs/decisions/026).
   */
  private readonly key: Promise<CryptoKey>;
  /**
   * Tokens whose signature was verified, by their whole text (which holds the signature): the HMAC
   * of every request was a ninth of the server's CPU on the dealer's device list (issue 29). Only
   * the signature's check is remembered; expiry is checked on every use, and whether the session
   * still stands is the session service's check on every request, as before.
   */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: VERIFIED_TOKENS });

  constructor(
    secret: string,
    private readonly validitySeconds: number,
    private readonly rememberMeValiditySeconds: number,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-512' },
      false,
      ['sign', 'verify'],
    );
    // A refused secret fails each sign and verify that awaits it, not the process.
    this.key.catch(() => undefined);
  }

  /** When a token issued now expires (seconds since the epoch): the normal or the remember-me time. */
  expiryOf(rememberMe: boolean, nowMs = Date.now()): number {
    return Math.floor(nowMs / 1000) + (rememberMe ? this.rememberMeValiditySeconds : this.validitySeconds);
  }

  /**
   * A token issued at `issuedAt` and valid until `expiresAt` (seconds since the epoch). Both come from
   * the caller's one clock read, so the validity is exactly the configured one even when the session's
   * storing took across a second boundary.
   */
  async issue(subject: TokenSubject, issuedAt: number, expiresAt: number): Promise<string> {
    return new SignJWT({
      auth: subject.authorities.join(','),
      uid: subject.userId,
      ver: subject.tokenVersion,
      sid: subject.sessionId,
    })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(subject.login)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.key);
  }

  /**
   * The claims of a well-signed, unexpired token, or null. Tokens without `uid`, `ver` or `sid`
   * (issued before sessions became revocable, or visible) are refused: their holders sign in once more.
   */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: a token is expired from the second of its `exp` on.
      if (known.expiresAt > Math.floor(Date.now() / 1000)) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.verifySignature(token);
    // Frozen: every request holding the token shares these claims.
    if (claims)
      this.verified.set(
        token,
        Object.freeze({ ...claims, authorities: Object.freeze(claims.authorities) as string[] }),
      );
    return claims;
  }

  private async verifySignature(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS512'] });
      const { sub, uid, ver, sid, exp } = payload;
      if (typeof sub !== 'string' || typeof exp !== 'number' || typeof sid !== 'string') return null;
      if (!Number.isInteger(uid) || !Number.isInteger(ver)) return null;
      const auth = typeof payload.auth === 'string' ? payload.auth : '';
      return {
        login: sub,
        authorities: auth ? auth.split(',') : [],
        userId: uid as number,
        tokenVersion: ver as number,
        sessionId: sid,
        expiresAt: exp,
      };
    } catch {
      return null;
    }
  }
}

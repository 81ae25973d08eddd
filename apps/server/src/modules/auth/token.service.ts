import { SignJWT, jwtVerify } from 'jose';

export interface Principal {
  login: string;
  authorities: string[];
}

/** Bearer tokens: HS512 JWTs carrying the login (sub) and the authorities (auth), as JHipster issues them. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly validitySeconds: number,
    private readonly rememberMeValiditySeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(principal: Principal, rememberMe: boolean): Promise<string> {
    const validity = rememberMe ? this.rememberMeValiditySeconds : this.validitySeconds;
    return new SignJWT({ auth: principal.authorities.join(',') })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(principal.login)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + validity)
      .sign(this.key);
  }

  /** The principal of a valid token, or null for an invalid, expired or foreign one. */
  async verify(token: string): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'] });
      if (typeof payload.sub !== 'string') return null;
      const auth = typeof payload.auth === 'string' ? payload.auth : '';
      return { login: payload.sub, authorities: auth ? auth.split(',') : [] };
    } catch {
      return null;
    }
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { API_KEY_SCHEME, type ApiKeyGrant } from '@app/contracts';
import { AppError, forbidden, unauthorized } from '../../lib/app-error';
import type { AttemptLimiter } from '../../lib/rate-limiter';
import type { AuditService } from '../audit';
import { addressAllowed } from './api-key-addresses';
import { hashOf, idOfSecret, sameHash } from './api-key-secret';
import type { ApiKeyRepository } from './api-key.repository';

/** Who a request made with a key is: the key, its account, and the user it acts for. */
export interface ApiKeyIdentity {
  id: number;
  name: string;
  accountId: number;
  grants: ApiKeyGrant[];
  creatorUserId: number;
  creatorLogin: string;
  expiresAt: Date | null;
}

/** The last-used time and address are written at most this often per key and instance. */
export const API_KEY_USED_EVERY_MS = 60_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MALFORMED = `Malformed API key: expected ${API_KEY_SCHEME} pk_<id>_<secret> as shown when the key was made`;

/**
 * Authenticates the keys requests present (docs/decisions/046): the key is read from the database
 * on every request, so a revocation holds at once on every instance; the secret's SHA-256 is
 * compared in constant time; expiry, the allowed addresses and the creator's state are checked;
 * each key's requests are counted per minute (Redis-shared when configured).
 */
export class ApiKeyAuthenticator {
  private readonly usedWritten = new Map<number, number>();

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly limiter: AttemptLimiter,
    private readonly audit: AuditService,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The identity of a presented secret; throws 401 (unknown, malformed, revoked, expired), 403 (address) or 429. */
  async authenticate(secret: string, address: string): Promise<ApiKeyIdentity> {
    const id = idOfSecret(secret);
    if (id === undefined) throw unauthorized(MALFORMED);
    const found = await this.keys.presented(id);
    // The same answer for an unknown id and a wrong secret: the id alone proves nothing.
    if (!found || !sameHash(hashOf(secret), found.key.secretHash)) throw unauthorized('Unknown API key');
    const { key } = found;
    if (key.revokedAt) throw unauthorized('This API key was revoked');
    if (key.expiresAt && key.expiresAt.getTime() <= this.now().getTime())
      throw unauthorized('This API key has expired');
    if (!found.creatorActivated) throw unauthorized("This API key's creator can no longer sign in");
    if (!addressAllowed(key.allowedAddresses, address))
      throw forbidden(`This API key may not be used from ${address}`);
    const window = await this.limiter.hit(String(key.id));
    if (window.count > this.limiter.limit) {
      const wait = Math.max(1, window.retryAfter);
      throw new AppError(
        429,
        'ratelimit',
        `Too many requests with this API key. Try again in ${wait} seconds.`,
        {
          headers: { 'retry-after': String(wait) },
        },
      );
    }
    return {
      id: key.id,
      name: key.name,
      accountId: key.accountId,
      grants: key.grants,
      creatorUserId: key.creatorUserId,
      creatorLogin: found.creatorLogin,
      expiresAt: key.expiresAt,
    };
  }

  /**
   * After the answer: the last-used time and address (at most once a minute per key and instance,
   * not awaited), and an audit row for every write the key attempted, with its outcome.
   */
  answered(key: ApiKeyIdentity, request: { method: string; url: string; address: string }, status: number) {
    const nowMs = this.now().getTime();
    const written = this.usedWritten.get(key.id);
    if (status < 400 && (written === undefined || nowMs - written >= API_KEY_USED_EVERY_MS)) {
      if (this.usedWritten.size > 10_000) this.usedWritten.clear();
      this.usedWritten.set(key.id, nowMs);
      this.keys
        .used(key.id, new Date(nowMs), request.address)
        .catch((error: unknown) => this.log.warn({ err: error }, 'API key last use not recorded'));
    }
    if (READS.has(request.method)) return;
    void this.audit.record(key.creatorLogin, 'API_KEY_WRITE', {
      apiKey: String(key.id),
      name: key.name,
      method: request.method,
      url: request.url.split('?')[0]!.slice(0, 300),
      status: String(status),
      address: request.address,
    });
  }
}

import { z } from 'zod';
import { CRUD_OPERATIONS, type CrudOperation } from '../accounts/permissions';
import { SERVICE_CODES, type ServiceCode } from '../roles';

/**
 * API keys for machines (docs/decisions/046): an account administrator makes a key that acts for
 * its account with a subset of its own service permissions. The secret, `pk_<id>_<random>`, is
 * shown once; the server keeps only its SHA-256. Sent as `Authorization: ApiKey <secret>` or
 * `X-API-Key: <secret>`.
 */

export const API_KEY_HEADER = 'X-API-Key';
export const API_KEY_SCHEME = 'ApiKey';
/** What every secret starts with; then the key's id, an underscore and 43 base64url characters (32 bytes). */
export const API_KEY_PREFIX = 'pk_';
export const API_KEY_SECRET_PATTERN = /^pk_([1-9][0-9]{0,9})_([A-Za-z0-9_-]{43})$/;
/** Requests a key may make per minute when API_KEY_RATE_LIMIT is not set. */
export const DEFAULT_API_KEY_RATE_LIMIT = 600;
/** At most this many allowed addresses per key. */
export const API_KEY_MAX_ADDRESSES = 20;

/**
 * The services a key may be granted. USER_MANAGEMENT never: a key can never reach the account's
 * users, their permissions or other keys.
 */
export const API_KEY_SERVICES = SERVICE_CODES.filter((s) => s !== 'USER_MANAGEMENT') as Exclude<
  ServiceCode,
  'USER_MANAGEMENT'
>[];
export type ApiKeyService = (typeof API_KEY_SERVICES)[number];

export const apiKeyGrantSchema = z
  .object({
    service: z.enum(API_KEY_SERVICES as [ApiKeyService, ...ApiKeyService[]], {
      error: `service must be one of ${API_KEY_SERVICES.join(', ')}`,
    }),
    operations: z
      .array(z.enum(CRUD_OPERATIONS as [CrudOperation, ...CrudOperation[]]))
      .min(1, { error: 'operations must name at least one of create, read, update, delete' })
      .max(4)
      .refine((ops) => new Set(ops).size === ops.length, { error: 'operations must not repeat' }),
  })
  .strict();
export type ApiKeyGrant = z.infer<typeof apiKeyGrantSchema>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*$/i;

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length (/0-32, /0-128). */
export function isAddressOrCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length || !address) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && IPV6.test(address) && z.ipv6().safeParse(address).success;
  if (!v4 && !v6) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (v4 ? 32 : 128);
}

export const apiKeyCreateSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'name must not be empty' }).max(100),
    grants: z
      .array(apiKeyGrantSchema)
      .min(1, { error: 'grants must name at least one service' })
      .max(API_KEY_SERVICES.length)
      .refine((g) => new Set(g.map((x) => x.service)).size === g.length, {
        error: 'grants must name each service once',
      }),
    /** When the key stops working (ISO date-time); null or absent: never. */
    expiresAt: z.iso
      .datetime({ offset: true, error: 'expiresAt must be an ISO date-time' })
      .nullable()
      .optional(),
    /** Client addresses (IPs or CIDRs) the key works from; empty: anywhere. */
    allowedAddresses: z
      .array(
        z
          .string()
          .trim()
          .refine(isAddressOrCidr, { error: 'each allowed address must be an IP address or a CIDR' }),
      )
      .max(API_KEY_MAX_ADDRESSES)
      .default([]),
  })
  .strict();
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  name: z.string(),
  /** The secret's first characters (`pk_<id>_abcd`), to recognise a key. */
  prefix: z.string(),
  grants: z.array(apiKeyGrantSchema),
  expiresAt: z.string().nullable(),
  allowedAddresses: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type ApiKeyDto = z.infer<typeof apiKeySchema>;

/** The create answer: the only one that shows the secret. */
export const apiKeyWithSecretSchema = apiKeySchema.extend({ secret: z.string() });
export type ApiKeyWithSecretDto = z.infer<typeof apiKeyWithSecretSchema>;

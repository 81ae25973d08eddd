import { z } from 'zod';
import { ACCOUNT_ROLES } from '../roles';
import { USER_ACCOUNT_STATES } from '../enums';
import { LOGIN_PATTERN } from '../validation';

/**
 * The composite account endpoints (our design, docs/product.md#roles-and-who-creates-whom): one account with its login
 * user, contact (comPartner) and business data (comPartnerAccount), written in one transaction.
 * The data fields are validated per type with accountDataSchema(type).
 */
export const accountCreateRequestSchema = z.object({
  type: z.enum(ACCOUNT_ROLES),
  /** uuid of the parent account; default: the caller's own account. */
  parentUuid: z.uuid().optional(),
  login: z
    .string()
    .trim()
    .min(1, 'register.messages.validate.login.required')
    .max(50, 'register.messages.validate.login.maxlength')
    .regex(LOGIN_PATTERN, 'register.messages.validate.login.pattern'),
  data: z.record(z.string(), z.unknown()),
  iotStatusFrequency: z.number().int().min(60).max(86_400).optional(),
  maxIotRequestPerMonth: z.number().int().min(0).max(100_000_000).optional(),
});
export type AccountCreateRequest = z.infer<typeof accountCreateRequestSchema>;

export const accountUpdateRequestSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  /** DELETED only through DELETE, which checks children and devices and deactivates the login. */
  state: z.enum(USER_ACCOUNT_STATES.filter((s) => s !== 'DELETED') as ['ACTIVE', 'UNCONFIRMED']).optional(),
  iotStatusFrequency: z.number().int().min(60).max(86_400).optional(),
  maxIotRequestPerMonth: z.number().int().min(0).max(100_000_000).optional(),
});
export type AccountUpdateRequest = z.infer<typeof accountUpdateRequestSchema>;

import { z } from 'zod';
import { AUTHORITIES } from '../roles';
import { emailSchema, langKeySchema, loginNameSchema } from '../validation';

/** Columns the user list (GET api/users) can be sorted by. */
export const USER_SORT_FIELDS = [
  'id',
  'login',
  'firstName',
  'lastName',
  'email',
  'activated',
  'langKey',
  'createdBy',
  'createdDate',
  'lastModifiedBy',
  'lastModifiedDate',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

const nameSchema = (key: 'firstname' | 'lastname') =>
  z
    .string()
    .trim()
    .max(50, `settings.messages.validate.${key}.maxlength`)
    .nullish()
    .transform((v) => v || null);

/**
 * POST/PUT api/users (JHipster's ManagedUserVM without the password): an administrator sets
 * who the user is, whether it may sign in, and its authorities. The audit fields are the server's.
 */
export const managedUserSchema = z.object({
  id: z.number().int().positive().nullish(),
  login: loginNameSchema,
  firstName: nameSchema('firstname'),
  lastName: nameSchema('lastname'),
  email: emailSchema,
  imageUrl: z.string().max(256).nullish(),
  activated: z.boolean().default(true),
  langKey: langKeySchema.default('it'),
  authorities: z
    .array(z.enum(AUTHORITIES, { message: 'userManagement.validate.authority' }))
    .default(['ROLE_USER']),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
export type ManagedUserInput = z.input<typeof managedUserSchema>;

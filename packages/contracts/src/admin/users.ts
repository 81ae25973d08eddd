import { z } from 'zod';
import { AUTHORITIES } from '../roles';
import { LANGUAGES } from '../enums';
import { emailSchema, loginNameSchema } from '../validation';

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
 * A JHipster client's form model starts every field as an empty string (a new user is sent with
 * `id: ""` and, when no language was picked, `langKey: ""`): an empty string means "not given".
 */
const blank = z.literal('');

/**
 * POST/PUT api/users (JHipster's ManagedUserVM without the password): an administrator sets
 * who the user is, whether it may sign in, and its authorities. The audit fields are the server's.
 */
export const managedUserSchema = z.object({
  id: z
    .union([blank, z.number().int().positive()])
    .nullish()
    .transform((id) => (id === '' ? null : id)),
  login: loginNameSchema,
  firstName: nameSchema('firstname'),
  lastName: nameSchema('lastname'),
  email: emailSchema,
  imageUrl: z.string().max(256).nullish(),
  activated: z.boolean().default(true),
  langKey: z
    .enum(['', ...LANGUAGES], { message: 'global.messages.validate.langKey.invalid' })
    .optional()
    .transform((langKey) => langKey || 'it'),
  authorities: z
    .array(z.enum(AUTHORITIES, { message: 'userManagement.validate.authority' }))
    .default(['ROLE_USER']),
});
/** GET api/authorities (JHipster 8's Authority entity list): the client reads each role's `name`. */
export const authorityEntitySchema = z.object({ name: z.string() });
export type AuthorityEntity = z.infer<typeof authorityEntitySchema>;

export type ManagedUser = z.infer<typeof managedUserSchema>;
export type ManagedUserInput = z.input<typeof managedUserSchema>;

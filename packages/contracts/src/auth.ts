import { z } from 'zod';
import {
  confirmPasswordSchema,
  emailSchema,
  langKeySchema,
  loginNameSchema,
  newPasswordSchema,
  PASSWORD_MAX,
} from './validation';

/** POST api/authenticate */
export const loginRequestSchema = z.object({
  username: z
    .string({ message: 'login.messages.validate.username.required' })
    .trim()
    .min(1, 'login.messages.validate.username.required')
    .max(254),
  password: z
    .string({ message: 'login.messages.validate.password.required' })
    .min(1, 'login.messages.validate.password.required')
    .max(PASSWORD_MAX * 4),
  rememberMe: z.boolean().default(true),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The answer of POST api/authenticate: the bearer token, also sent in the authorization header. */
export const authenticateResponseSchema = z.object({ id_token: z.string() });
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;

/** POST api/register */
export const registerRequestSchema = z.object({
  login: loginNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  langKey: langKeySchema.default('it'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus the confirmation field. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: confirmPasswordSchema() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'global.messages.error.dontmatch',
  });

/** POST api/account/change-password */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string()
    .min(1, 'global.messages.validate.currentpassword.required')
    .max(PASSWORD_MAX * 4),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: confirmPasswordSchema() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'global.messages.error.dontmatch',
  });

/** POST api/account/reset-password/init takes the e-mail as a plain-text body. */
export const resetInitRequestSchema = emailSchema;

/** POST api/account/reset-password/finish */
export const resetFinishRequestSchema = z.object({
  key: z.string().min(1, 'reset.finish.messages.keymissing').max(100),
  newPassword: newPasswordSchema,
});

/** The reset form: confirmation needs only 4 characters (docs/product.md#field-rules). */
export const resetFinishFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: confirmPasswordSchema(4) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'global.messages.error.dontmatch',
  });

/** GET api/activate?key= */
export const activateQuerySchema = z.object({ key: z.string().min(1).max(100) });

/** POST api/account: the settings the signed-in user may change about itself. */
export const userSettingsSchema = z.object({
  login: z.string().max(254).optional(),
  firstName: z.string().trim().max(50, 'settings.messages.validate.firstname.maxlength').nullish(),
  lastName: z.string().trim().max(50, 'settings.messages.validate.lastname.maxlength').nullish(),
  email: emailSchema,
  langKey: langKeySchema,
  imageUrl: z.string().max(256).nullish(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/**
 * A user as JHipster's AdminUserDTO shows it: GET api/account (the signed-in user) and the user
 * management list. JHipster calls the signed-in user "the account"; in this code "account" is only
 * the business account, so the signed-in user is a `CurrentUser`.
 */
export const userViewSchema = z.object({
  id: z.number(),
  login: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  imageUrl: z.string().nullable(),
  activated: z.boolean(),
  langKey: z.string(),
  createdBy: z.string().nullable(),
  createdDate: z.string().nullable(),
  lastModifiedBy: z.string().nullable(),
  lastModifiedDate: z.string().nullable(),
  authorities: z.array(z.string()),
});
export type UserView = z.infer<typeof userViewSchema>;
/** GET api/account: the signed-in user. */
export type CurrentUser = UserView;

/** GET management/info */
export const managementInfoSchema = z.object({
  'display-ribbon-on-profiles': z.string(),
  activeProfiles: z.array(z.string()),
  build: z.object({ version: z.string(), name: z.string() }).optional(),
});
export type ManagementInfo = z.infer<typeof managementInfoSchema>;

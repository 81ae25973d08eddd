import { z } from 'zod';
import { LANGUAGES } from './enums';

/**
 * Field rules (docs/product.md#field-rules). Messages are i18n keys, so the web form shows the translated text and
 * the server's 400 names the field; both sides use these same schemas.
 */
export const EMAIL_MIN = 5;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const LOGIN_MAX = 50;
export const LOGIN_PATTERN = /^[a-zA-Z0-9!$&*+=?^_`{|}~.@-]+$/;

export const emailSchema = z
  .string({ message: 'global.messages.validate.email.required' })
  .min(1, 'global.messages.validate.email.required')
  .min(EMAIL_MIN, 'global.messages.validate.email.minlength')
  .max(EMAIL_MAX, 'global.messages.validate.email.maxlength')
  .pipe(z.email('global.messages.validate.email.invalid'));

/** A new password: 8..50 characters with an uppercase letter, a digit and a symbol. */
export const newPasswordSchema = z
  .string({ message: 'global.messages.validate.newpassword.required' })
  .min(1, 'global.messages.validate.newpassword.required')
  .min(PASSWORD_MIN, 'global.messages.validate.newpassword.minlength')
  .max(PASSWORD_MAX, 'global.messages.validate.newpassword.maxlength')
  .regex(/[A-Z]/, 'global.messages.validate.newpassword.uppercase')
  .regex(/[0-9]/, 'global.messages.validate.newpassword.digit')
  .regex(/[^a-zA-Z0-9]/, 'global.messages.validate.newpassword.symbol');

export const confirmPasswordSchema = (min = PASSWORD_MIN) =>
  z
    .string()
    .min(1, 'global.messages.validate.confirmpassword.required')
    .min(min, 'global.messages.validate.confirmpassword.minlength')
    .max(PASSWORD_MAX, 'global.messages.validate.confirmpassword.maxlength');

export const loginNameSchema = z
  .string({ message: 'register.messages.validate.login.required' })
  .min(1, 'register.messages.validate.login.required')
  .max(LOGIN_MAX, 'register.messages.validate.login.maxlength')
  .regex(LOGIN_PATTERN, 'register.messages.validate.login.pattern');

/**
 * A coordinate kept as text (docs/product.md#account-and-address-forms): digits with a dot or a comma (the comma becomes a dot),
 * within -limit..limit. Not a number -> entity.validation.number; out of range -> `rangeMessage`.
 */
const coordinate = (limit: number, rangeMessage: string) =>
  z
    .string()
    .trim()
    .regex(/^-?[0-9]+([.,][0-9]+)?$/, 'entity.validation.number')
    .transform((s) => s.replace(',', '.'))
    .refine((s) => Math.abs(Number(s)) <= limit, rangeMessage);

export const latitudeSchema = coordinate(90, 'entity.validation.latitude');
export const longitudeSchema = coordinate(180, 'entity.validation.longitude');

export const langKeySchema = z.enum(LANGUAGES, { message: 'global.messages.validate.langKey.invalid' });

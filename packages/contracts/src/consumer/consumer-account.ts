import { z } from 'zod';
import { PHONE_PATTERN } from '../accounts/account-fields';
import { emailSchema } from '../validation';
import { consumerConsentsSchema, consumerDeviceSchema } from './consumer-api';

/**
 * The consumer account in the spec's shape (docs/decisions/023): `{id, user {…}, comPartner {…}}`,
 * with the product's own additions (consents, purifiers, the province's name) beside it.
 */

/** GET api/consumer/user-accounts */
export const consumerAccountSchema = z.object({
  /** The consumer's user_account id: the ownerId of a claim, and an id DELETE accepts. */
  id: z.number(),
  /** The login user. */
  user: z.object({
    id: z.number(),
    login: z.string(),
    email: z.string(),
    langKey: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  /** The contact record. */
  comPartner: z.object({
    name: z.string().nullable(),
    surname: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    zipCode: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** Province code (tab_city.province_code). */
    province: z.string().nullable(),
    provinceName: z.string().nullable(),
  }),
  consents: consumerConsentsSchema.extend({
    marketingChangedAt: z.string().nullable(),
    partnersChangedAt: z.string().nullable(),
    /** The privacy notice version accepted at registration, and when. */
    privacyVersion: z.string().nullable(),
    privacyAcceptedAt: z.string().nullable(),
  }),
  devices: z.array(consumerDeviceSchema),
});
export type ConsumerAccount = z.infer<typeof consumerAccountSchema>;

const MAXLENGTH = 'entity.validation.maxlength';

/** Absent: unchanged; null or blank: cleared; else the trimmed text. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MAXLENGTH)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** A first name or surname (the login user's columns hold 50). */
export const consumerNameSchema = optionalText(50);

/** A province code, upper-cased; blank for none. */
export const consumerProvinceSchema = optionalText(10).transform((v) => (v ? v.toUpperCase() : v));

/** Digits, plus and spaces, as on the account forms. */
const phoneSchema = optionalText(32).refine((v) => !v || PHONE_PATTERN.test(v), 'entity.validation.number');

/** The contact e-mail: blank clears it. */
const contactEmailSchema = z
  .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), emailSchema.nullish())
  .transform((v) => (v === undefined ? undefined : (v?.trim().toLowerCase() ?? null)));

/**
 * PUT api/consumer/user-accounts. Two shapes, one rule:
 * - the spec's: the account as GET answered it, with updated `user` names and `comPartner` fields
 *   (what a JHipster-style client sends back; `id`, login, e-mail, language and the rest are read only);
 * - the web's flat one: `firstName`, `lastName`, `province`.
 * Both may carry the two `consents`. A field left out stays as it is; null or blank clears it. The
 * flat names fill the user's names and the contact's name and surname alike, unless the spec's
 * shape gives those itself.
 */
export const consumerProfileUpdateSchema = z
  .object({
    /** When sent, the caller's own account id (another one is refused). */
    id: z.number().int().positive().nullish(),
    user: z.object({ firstName: consumerNameSchema, lastName: consumerNameSchema }).nullish(),
    comPartner: z
      .object({
        name: consumerNameSchema,
        surname: consumerNameSchema,
        address: optionalText(200),
        city: optionalText(100),
        zipCode: optionalText(16),
        phone: phoneSchema,
        email: contactEmailSchema,
        province: consumerProvinceSchema,
      })
      .nullish(),
    firstName: consumerNameSchema,
    lastName: consumerNameSchema,
    province: consumerProvinceSchema,
    consents: consumerConsentsSchema.nullish(),
  })
  .transform(({ id, user, comPartner, firstName, lastName, province, consents }) => ({
    id: id ?? undefined,
    user: {
      firstName: user?.firstName !== undefined ? user.firstName : firstName,
      lastName: user?.lastName !== undefined ? user.lastName : lastName,
    },
    comPartner: {
      ...comPartner,
      name: comPartner?.name !== undefined ? comPartner.name : firstName,
      surname: comPartner?.surname !== undefined ? comPartner.surname : lastName,
      province: comPartner?.province !== undefined ? comPartner.province : province,
    },
    consents: consents ?? undefined,
  }));
export type ConsumerProfileUpdate = z.input<typeof consumerProfileUpdateSchema>;
/** The update as the service applies it: `undefined` leaves a field as it is. */
export type ConsumerProfileChange = z.output<typeof consumerProfileUpdateSchema>;

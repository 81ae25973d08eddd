import { z } from 'zod';
import type { AccountRole } from '../roles';
import { emailSchema, langKeySchema } from '../validation';

/** The data of an account form (docs/product.md#account-and-address-forms: comPartner, comPartnerAccount, user language). */
export const ACCOUNT_FORM_FIELDS = [
  'businessName',
  'vatId',
  'name',
  'surname',
  'email',
  'phone',
  'address',
  'city',
  'province',
  'note',
  'langKey',
] as const;
export type AccountFormField = (typeof ACCOUNT_FORM_FIELDS)[number];

type FieldSet = 'personal' | 'business' | 'all';

/**
 * docs/product.md#roles-and-who-creates-whom: ADMIN accounts show personal fields, the admin-type roles business fields, DEALER, GDO,
 * GDS all fields including language. Customers are the dealers' clients (firms or people): all
 * fields; consumers registered themselves as people: personal fields.
 */
export const FIELD_SET_OF_TYPE: Record<AccountRole, FieldSet> = {
  ADMIN: 'personal',
  ADMIN_BACKOFFICE: 'business',
  ADMIN_DEALER: 'business',
  ADMIN_GDO: 'business',
  ADMIN_GDS: 'business',
  DEALER: 'all',
  GDO: 'all',
  GDS: 'all',
  CUSTOMER: 'all',
  CONSUMER: 'personal',
};

const SHOWN: Record<FieldSet, readonly AccountFormField[]> = {
  personal: ['name', 'surname', 'email', 'phone', 'address', 'city', 'province', 'note'],
  business: ['businessName', 'vatId', 'email', 'phone', 'address', 'city', 'province', 'note'],
  all: ACCOUNT_FORM_FIELDS,
};
/** docs/product.md#account-and-address-forms: every shown field is required except the note (and the language, which has a default). */
const OPTIONAL: readonly AccountFormField[] = ['note', 'langKey'];

export const shownAccountFields = (type: AccountRole): readonly AccountFormField[] =>
  SHOWN[FIELD_SET_OF_TYPE[type]];
export const requiredAccountFields = (type: AccountRole): AccountFormField[] =>
  shownAccountFields(type).filter((f) => !OPTIONAL.includes(f));

/** Phone: digits, plus and spaces only (entity.validation.number). */
export const PHONE_PATTERN = /^[0-9+ ]+$/;
/** Coordinates accept digits, dot and comma; a comma becomes a dot. */
export const coordinateSchema = z
  .string()
  .trim()
  .regex(/^-?[0-9]+([.,][0-9]+)?$/, 'entity.validation.number')
  .transform((s) => s.replace(',', '.'));

const REQUIRED = 'entity.validation.required';
const text = (max: number) => z.string().trim().max(max);

/** The account data schema for a type: shown fields only, required ones enforced. */
export function accountDataSchema(type: AccountRole) {
  const shown = shownAccountFields(type);
  const required = requiredAccountFields(type);
  const isRequired = (f: AccountFormField) => required.includes(f);
  // Required first, so an empty required field says "required" rather than "not a number".
  const phone = (isRequired('phone') ? text(32).min(1, REQUIRED) : text(32)).regex(
    PHONE_PATTERN,
    'entity.validation.number',
  );
  const base: Record<AccountFormField, z.ZodType> = {
    businessName: text(200),
    vatId: text(32),
    name: text(100),
    surname: text(100),
    email: emailSchema,
    phone,
    address: text(200),
    city: text(100),
    province: text(100),
    note: text(2000),
    langKey: langKeySchema,
  };
  const shape: Record<string, z.ZodType> = {};
  for (const f of shown) {
    const s = base[f];
    shape[f] = isRequired(f)
      ? f === 'email' || f === 'phone'
        ? s
        : (s as z.ZodString).min(1, REQUIRED)
      : s.optional().nullable();
  }
  return z.object(shape);
}

import { z } from 'zod';
import { isCalendarDate } from '../entities/value-bounds';
import { emailSchema, langKeySchema } from '../validation';

/**
 * The public consumer registration (docs/product.md#consumer-registration): a visitor gives an
 * e-mail, follows the mailed link, and with the consumer token reads and updates its own account,
 * claims purifiers by serial number and may delete itself.
 */

/** GET api/consumer/register?email=&langKey= */
export const consumerRegisterQuerySchema = z.object({
  email: emailSchema,
  langKey: langKeySchema.default('it'),
});
export type ConsumerRegisterQuery = z.infer<typeof consumerRegisterQuerySchema>;

/** GET api/consumer/activate?key= (the token comes back in the authorization header). */
export const consumerActivateQuerySchema = z.object({
  key: z.string().min(1, 'consumer.errors.key').max(100, 'consumer.errors.key'),
});

/** The body of the activation answer: who the token belongs to. */
export const consumerActivatedSchema = z.object({ login: z.string() });
export type ConsumerActivated = z.infer<typeof consumerActivatedSchema>;

/** A purifier the consumer has claimed. */
export const consumerDeviceSchema = z.object({
  id: z.number(),
  serialNumber: z.string().nullable(),
  uid: z.string().nullable(),
  modelName: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  sellerDescription: z.string().nullable(),
  cityName: z.string().nullable(),
});
export type ConsumerDevice = z.infer<typeof consumerDeviceSchema>;

/** The two optional marketing consents (separate purposes, docs/decisions/023). */
export const consumerConsentsSchema = z.object({
  /** Offers and news from the company itself (e-mail). */
  marketing: z.boolean(),
  /** The data passed to the selling dealer and partners for their own offers. */
  partners: z.boolean(),
});
export type ConsumerConsents = z.infer<typeof consumerConsentsSchema>;

/** Serial numbers as printed on the label: letters, digits and dashes. */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;
/** A Tuya device id: letters and digits. */
export const IOT_UID_PATTERN = /^[A-Za-z0-9]{1,64}$/;

/** POST api/consumer/devices: claim a purifier (the spec's payload, field names included). */
export const consumerDeviceClaimSchema = z.object({
  /** The shop's city (tab_city id). */
  cityId: z.number({ message: 'entity.validation.required' }).int().positive(),
  modelId: z.number({ message: 'consumer.errors.model' }).int().positive(),
  /** The consumer's own account id (GET api/consumer/user-accounts id). */
  ownerId: z.number({ message: 'entity.validation.required' }).int().positive(),
  purchase_date: z
    .string({ message: 'entity.validation.required' })
    .refine(isCalendarDate, 'entity.validation.required'),
  seller_description: z
    .string({ message: 'entity.validation.required' })
    .trim()
    .min(1, 'entity.validation.required')
    .max(255, 'entity.validation.maxlength'),
  serialNumber: z
    .string({ message: 'entity.validation.required' })
    .trim()
    .min(1, 'entity.validation.required')
    .regex(SERIAL_NUMBER_PATTERN, 'consumer.errors.serialFormat')
    .transform((v) => v.toUpperCase()),
  uid: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || IOT_UID_PATTERN.test(v), 'consumer.errors.uidFormat'),
});
export type ConsumerDeviceClaim = z.input<typeof consumerDeviceClaimSchema>;

/** A consumer model (the page's three cards). */
export const consumerModelSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
export type ConsumerModel = z.infer<typeof consumerModelSchema>;
export const consumerModelsSchema = z.array(consumerModelSchema);

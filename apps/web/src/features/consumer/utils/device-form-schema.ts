import {
  consumerDeviceClaimSchema,
  consumerNameSchema,
  consumerProvinceSchema,
  isCalendarDate,
  purchaseDateIssue,
} from '@app/contracts';
import { z } from 'zod';
import { formatIsoDate, parseTypedDate } from '../../../lib/formatters';

const REQUIRED = 'entity.validation.required';

/**
 * The add-device form: personal info (optional, the PUT api/consumer/user-accounts body), where
 * bought and the device (the POST api/consumer/devices body). The contracts' rules where they fit;
 * the date is typed DD/MM/YYYY (decision 018) and may be neither in the future nor before 2000.
 */
export const deviceFormSchema = z.object({
  firstName: consumerNameSchema,
  lastName: consumerNameSchema,
  province: consumerProvinceSchema,
  marketing: z.boolean(),
  partners: z.boolean(),
  seller_description: consumerDeviceClaimSchema.shape.seller_description,
  purchaseDate: z
    .string({ message: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .transform(parseTypedDate)
    .superRefine((iso, context) => {
      if (!isCalendarDate(iso)) {
        context.addIssue({ code: 'custom', message: 'consumer.errors.dateFormat' });
        return;
      }
      const issue = purchaseDateIssue(iso, formatIsoDate(new Date()));
      if (issue)
        context.addIssue({
          code: 'custom',
          message:
            issue === 'future' ? 'consumer.errors.purchaseDateFuture' : 'consumer.errors.purchaseDateTooOld',
        });
    }),
  shopProvince: z.string({ message: REQUIRED }).min(1, REQUIRED),
  cityId: z.string({ message: REQUIRED }).min(1, REQUIRED).transform(Number),
  modelId: z.string({ message: 'consumer.errors.model' }).min(1, 'consumer.errors.model').transform(Number),
  serialNumber: consumerDeviceClaimSchema.shape.serialNumber,
  uid: consumerDeviceClaimSchema.shape.uid,
});

export type DeviceFormInput = z.input<typeof deviceFormSchema>;
export type DeviceFormValues = z.output<typeof deviceFormSchema>;
export type DeviceFormField = keyof DeviceFormInput;

/** The where-bought and device part: emptied after a successful claim (personal info stays). */
export const EMPTY_DEVICE_PART = {
  seller_description: '',
  purchaseDate: '',
  shopProvince: '',
  cityId: '',
  modelId: '',
  serialNumber: '',
  uid: '',
} satisfies Partial<DeviceFormInput>;

/** The server's field names (fieldErrors, error keys) on the form's fields. */
export const SERVER_FIELDS: Record<string, DeviceFormField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  province: 'province',
  // The profile update goes in the spec's shape (user names and comPartner).
  'user.firstName': 'firstName',
  'user.lastName': 'lastName',
  'comPartner.name': 'firstName',
  'comPartner.surname': 'lastName',
  'comPartner.province': 'province',
  cityId: 'cityId',
  modelId: 'modelId',
  purchase_date: 'purchaseDate',
  purchaseDate: 'purchaseDate',
  seller_description: 'seller_description',
  sellerDescription: 'seller_description',
  serialNumber: 'serialNumber',
  uid: 'uid',
};

/** The field each claim error key is about. */
export const ERROR_KEY_FIELDS: Record<string, DeviceFormField> = {
  // One answer for every refused serial (unknown, claimed, another model, IoT id missing or wrong).
  serialinvalid: 'serialNumber',
  notconsumermodel: 'modelId',
  cityunknown: 'cityId',
  purchasedate: 'purchaseDate',
};

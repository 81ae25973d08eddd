import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  emailSchema,
  latitudeSchema,
  longitudeSchema,
  PHONE_PATTERN,
  type ComPartnerDto,
} from '@app/contracts';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';

const REQUIRED = 'entity.validation.required';
const required = (max: number) => z.string().trim().min(1, REQUIRED).max(max);

/** An optional field: empty becomes null, anything else must pass `check` (its first message shows). */
const optional = (check: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const parsed = check.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? 'entity.validation.invalid',
      });
      return z.NEVER;
    });

/**
 * The address form (docs/product.md#account-and-address-forms): address, city, province, name and surname required; phone
 * (digits, plus, spaces), e-mail, latitude and longitude optional; coordinates take a comma or a
 * dot, and a comma becomes a dot.
 */
export const addressFormSchema = z.object({
  address: required(200),
  city: required(100),
  province: required(100),
  name: required(100),
  surname: required(100),
  phone: optional(z.string().max(32).regex(PHONE_PATTERN, 'entity.validation.number')),
  email: optional(emailSchema),
  // The same rules as the server's com-partner body: -90..90 and -180..180 (decision 018).
  latitude: optional(latitudeSchema),
  longitude: optional(longitudeSchema),
});

type AddressFormInput = z.input<typeof addressFormSchema>;
/** The fields of the address form once valid (docs/product.md#account-and-address-forms): what a save sends as the com-partner's. */
export type AddressFields = z.output<typeof addressFormSchema>;

const FIELDS = [
  'address',
  'city',
  'province',
  'name',
  'surname',
  'phone',
  'email',
  'latitude',
  'longitude',
] as const;
const REQUIRED_FIELDS: readonly string[] = ['address', 'city', 'province', 'name', 'surname'];

/** Inputs `address-<field>` (id), errors `address-<field>-error`, buttons `address-save`, `address-cancel`. */
export function AddressForm({
  partner,
  saving,
  onSubmit,
  onCancel,
}: {
  partner: ComPartnerDto | undefined;
  saving: boolean;
  onSubmit: (fields: AddressFields) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<AddressFormInput, unknown, AddressFields>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, (partner?.[f] as string | null) ?? ''])),
  });
  const { errors } = formState;
  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="address-form">
      <Row>
        {FIELDS.map((field) => (
          <Col md={field === 'address' ? 12 : 6} key={field}>
            <FormField
              id={`address-${field}`}
              type={field === 'email' ? 'email' : 'text'}
              label={t(`accountManagement.address.fields.${field}`)}
              required={REQUIRED_FIELDS.includes(field)}
              // The form opens in a dialog: its first field takes focus.
              autoFocus={field === FIELDS[0]}
              registration={register(field)}
              error={errors[field]}
              autoComplete="off"
            />
          </Col>
        ))}
      </Row>
      <div className="d-flex justify-content-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving} data-testid="address-cancel">
          {t('accountManagement.common.cancel')}
        </Button>
        <SubmitButton saving={saving} id="address-save">
          {t('accountManagement.common.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}

import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  entityBodySchema,
  entityByName,
  type DeviceDto,
  type DeviceModelDto,
  type EntityBody,
} from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  Controller,
  useForm,
  type FieldError,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../components/ui/date-text-input';
import { describedBy, errorIdOf, FieldErrorText } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-error';
import { formatDate, parseTypedDate } from '../../../lib/formatters';
import type { AddressOption } from '../api/get-addresses';

/** The device descriptor: the form validates with the schema the server validates with. */
const DEVICE = entityByName('device')!;
const bodySchema = entityBodySchema(DEVICE);

/** What the inputs hold (strings for selects, dates as typed DD/MM/YYYY; '' = none). */
export interface DeviceFormValues {
  name: string;
  serialNumber: string;
  uid: string;
  place: string;
  maintenanceContract: boolean;
  contractExpirationDate: string;
  installationDate: string;
  filterReplacementDate: string;
  modelId: string;
  addressId: string;
  sellerId: string;
}

type TextField = 'name' | 'serialNumber' | 'uid' | 'place';
type DateField = 'contractExpirationDate' | 'installationDate' | 'filterReplacementDate';
type SelectField = 'modelId' | 'addressId' | 'sellerId';

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const id = (value: string) => (value === '' ? null : Number(value));
// A date typed wrong stays as typed, so the schema shows an error instead of the value going.
const date = (value: string) => (value.trim() === '' ? null : parseTypedDate(value));

/** The form's values as the body's typed properties ('' → null). */
function typed(values: DeviceFormValues): Record<string, unknown> {
  return {
    name: text(values.name),
    serialNumber: text(values.serialNumber),
    uid: text(values.uid),
    place: text(values.place),
    maintenanceContract: values.maintenanceContract,
    contractExpirationDate: date(values.contractExpirationDate),
    installationDate: date(values.installationDate),
    filterReplacementDate: date(values.filterReplacementDate),
    modelId: id(values.modelId),
    addressId: id(values.addressId),
    sellerId: id(values.sellerId),
  };
}

const initialValues = (
  device: DeviceDto | undefined,
  addressId?: number,
  sellerId?: number,
): DeviceFormValues => ({
  name: device?.name ?? '',
  serialNumber: device?.serialNumber ?? '',
  uid: device?.uid ?? '',
  place: device?.place ?? '',
  maintenanceContract: device?.maintenanceContract ?? false,
  contractExpirationDate: formatDate(device?.contractExpirationDate),
  installationDate: formatDate(device?.installationDate),
  filterReplacementDate: formatDate(device?.filterReplacementDate),
  modelId: device?.modelId != null ? String(device.modelId) : '',
  addressId: device
    ? device.addressId != null
      ? String(device.addressId)
      : ''
    : addressId
      ? String(addressId)
      : '',
  sellerId: device
    ? device.sellerId != null
      ? String(device.sellerId)
      : ''
    : sellerId
      ? String(sellerId)
      : '',
});

/** The server's message of a refused field, as a catalog key. */
function serverMessage(message: string): string {
  if (message === 'NotFound') return 'deviceManagement.form.errors.notInScope';
  if (message === 'NotNull') return 'entity.validation.required';
  return message.startsWith('entity.') ? message : 'deviceManagement.form.errors.invalid';
}

export interface SellerOption {
  id: number;
  label: string;
}

/**
 * The device form: owner (fixed, shown), address among the owner's addresses, model, seller,
 * tag (name), place / note, maintenance contract and its expiry, installation and filter
 * replacement dates, IoT uid and serial. Checked with the device's entityBodySchema (the server's),
 * so the messages match; a 400 naming fields (an address or seller outside the caller's scope) is
 * shown on them, one naming the owner above the form. Inputs `device-<field>`, errors
 * `device-<field>-error`, save `device-save`, cancel `device-cancel`, form error `device-form-error`.
 */
export function DeviceForm({
  device,
  ownerId,
  ownerLabel,
  initialAddressId,
  initialSellerId,
  addresses,
  models,
  sellers,
  saving,
  backHref,
  onSubmit,
}: {
  device?: DeviceDto;
  ownerId: number;
  ownerLabel: string;
  initialAddressId?: number;
  initialSellerId?: number;
  addresses: AddressOption[];
  models: DeviceModelDto[];
  sellers: SellerOption[];
  saving: boolean;
  backHref: string;
  onSubmit: (body: EntityBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo<Resolver<DeviceFormValues>>(() => {
    const validate = zodResolver(bodySchema);
    return async (values, context, options) => {
      const result = await validate(typed(values), context, options as never);
      return Object.keys(result.errors).length > 0
        ? { values: {}, errors: result.errors as never }
        : { values, errors: {} };
    };
  }, []);
  const {
    register,
    control: formControl,
    handleSubmit,
    setError,
    formState,
  } = useForm<DeviceFormValues>({
    resolver,
    defaultValues: initialValues(device, initialAddressId, initialSellerId),
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    // The loaded record merged with the form; display values and generated fields are dropped by the schema.
    const body = bodySchema.parse({ ...(device ?? {}), ...typed(values), ownerId }) as EntityBody;
    try {
      await onSubmit(body);
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) {
        setFormError('deviceManagement.form.errors.saveFailed');
        return;
      }
      let first = true;
      let shown = false;
      for (const fieldError of error.fieldErrors) {
        const field = fieldError.field as keyof DeviceFormValues;
        if (field in initialValues(undefined)) {
          setError(field, { message: serverMessage(fieldError.message) }, { shouldFocus: first });
          first = false;
          shown = true;
        } else if (fieldError.field === 'ownerId') {
          setFormError('deviceManagement.form.errors.ownerNotInScope');
          shown = true;
        }
      }
      if (!shown) setFormError('deviceManagement.form.errors.saveFailed');
    }
  });

  const label = (field: keyof DeviceFormValues | 'owner' | 'id') => {
    const labels: Record<string, string> = {
      id: t('deviceManagement.form.fields.id'),
      owner: t('deviceManagement.form.fields.owner'),
      name: t('deviceManagement.form.fields.name'),
      serialNumber: t('deviceManagement.form.fields.serialNumber'),
      uid: t('deviceManagement.form.fields.uid'),
      place: t('deviceManagement.form.fields.place'),
      maintenanceContract: t('deviceManagement.form.fields.maintenanceContract'),
      contractExpirationDate: t('deviceManagement.form.fields.contractExpirationDate'),
      installationDate: t('deviceManagement.form.fields.installationDate'),
      filterReplacementDate: t('deviceManagement.form.fields.filterReplacementDate'),
      modelId: t('deviceManagement.form.fields.model'),
      addressId: t('deviceManagement.form.fields.address'),
      sellerId: t('deviceManagement.form.fields.seller'),
    };
    return labels[field]!;
  };
  const control = (field: keyof DeviceFormValues, error: FieldError | undefined) => ({
    isInvalid: !!error,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error?.message && errorIdOf(`device-${field}`)),
  });
  const errorOf = (field: keyof DeviceFormValues) =>
    errors[field]?.message ? (
      <FieldErrorText id={`device-${field}`}>{t(errors[field].message, { max: 255 })}</FieldErrorText>
    ) : null;

  const textInput = (field: TextField, registration: UseFormRegisterReturn, md = 6) => (
    <Col md={md}>
      <Form.Group className="mb-3" controlId={`device-${field}`}>
        <Form.Label>{label(field)}</Form.Label>
        <Form.Control type="text" maxLength={255} {...control(field, errors[field])} {...registration} />
        {errorOf(field)}
      </Form.Group>
    </Col>
  );
  const dateInput = (field: DateField) => (
    <Col md={4}>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={`device-${field}`}>{label(field)}</Form.Label>
        <Controller
          control={formControl}
          name={field}
          render={({ field: input }) => (
            <DateTextInput
              id={`device-${field}`}
              kind="date"
              name={input.name}
              value={input.value}
              isInvalid={!!errors[field]}
              describedBy={describedBy(errors[field]?.message && errorIdOf(`device-${field}`))}
              inputRef={input.ref}
              onChange={input.onChange}
              onBlur={input.onBlur}
              feedback={errorOf(field)}
            />
          )}
        />
      </Form.Group>
    </Col>
  );
  const select = (field: SelectField, options: { id: number; label: string }[], none: string) => (
    <Col md={field === 'addressId' ? 12 : 6}>
      <Form.Group className="mb-3" controlId={`device-${field}`}>
        <Form.Label>{label(field)}</Form.Label>
        <Form.Select {...control(field, errors[field])} {...register(field)}>
          <option value="">{none}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </Form.Select>
        {errorOf(field)}
      </Form.Group>
    </Col>
  );

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="device-form">
      {formError && (
        <Alert variant="danger" data-testid="device-form-error">
          {t(formError)}
        </Alert>
      )}
      <Row>
        {device && (
          <Col md={3}>
            <Form.Group className="mb-3" controlId="device-id">
              <Form.Label>{label('id')}</Form.Label>
              <Form.Control readOnly value={device.id} data-testid="device-id" />
            </Form.Group>
          </Col>
        )}
        <Col md={device ? 9 : 12}>
          <Form.Group className="mb-3" controlId="device-owner">
            <Form.Label>{label('owner')}</Form.Label>
            <Form.Control readOnly value={ownerLabel} data-testid="device-owner" />
          </Form.Group>
        </Col>
        {select('addressId', addresses, t('deviceManagement.form.noAddress'))}
        {textInput('name', register('name'))}
        {textInput('serialNumber', register('serialNumber'))}
        {select(
          'modelId',
          models.map((m) => ({ id: m.id, label: m.name ?? `#${m.id}` })),
          t('deviceManagement.form.none'),
        )}
        {select('sellerId', sellers, t('deviceManagement.form.none'))}
        {textInput('uid', register('uid'))}
        {textInput('place', register('place'))}
        <Col md={12}>
          <Form.Check
            className="mb-3"
            id="device-maintenanceContract"
            label={label('maintenanceContract')}
            {...register('maintenanceContract')}
          />
        </Col>
        {dateInput('contractExpirationDate')}
        {dateInput('installationDate')}
        {dateInput('filterReplacementDate')}
      </Row>
      <div className="d-flex gap-2 mt-3">
        <LinkButton to={backHref} variant="secondary" data-testid="device-cancel">
          <Icon name="arrowLeft" className="me-1" />
          {t('deviceManagement.common.back')}
        </LinkButton>
        <SubmitButton saving={saving} id="device-save">
          <Icon name="save" className="me-1" />
          {t('deviceManagement.common.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}

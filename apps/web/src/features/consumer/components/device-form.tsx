import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ConsumerAccount } from '@app/contracts';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Loading } from '../../../components/ui/loading';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-error';
import { useClaimConsumerDevice } from '../api/claim-consumer-device';
import { useCities } from '../api/get-cities';
import { useConsumerModels } from '../api/get-consumer-models';
import { useProvinces } from '../api/get-provinces';
import { useUpdateConsumerAccount } from '../api/update-consumer-account';
import {
  EMPTY_DEVICE_PART,
  ERROR_KEY_FIELDS,
  SERVER_FIELDS,
  deviceFormSchema,
  type DeviceFormField,
  type DeviceFormInput,
  type DeviceFormValues,
} from '../utils/device-form-schema';
import { CheckField, PurchaseDateField, SelectField, type SelectOption } from './form-controls';
import { LiveMessage } from './live-message';
import { ModelCards } from './model-cards';
import { UidHelp } from './uid-help';

const personalValues = (account: ConsumerAccount) => ({
  firstName: account.comPartner.name ?? account.user.firstName ?? '',
  lastName: account.comPartner.surname ?? account.user.lastName ?? '',
  province: account.comPartner.province ?? '',
  marketing: account.consents.marketing,
  partners: account.consents.partners,
});

/** The server's error key of a failed call (`errorKey`, or the `error.<key>` message). */
function errorKeyOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.errorKey ?? error.body?.message?.replace(/^error\./, '');
}

/**
 * The add-device form (docs/product.md#consumer-registration): personal info, where bought and
 * the device. Send saves the personal info and consents (PUT api/consumer/user-accounts), then
 * claims the purifier (POST api/consumer/devices); after a claim the where-bought and device part
 * and the chosen model are emptied, the personal info stays. A failed submit focuses the first
 * invalid field; a server refusal is shown above the button and on its field.
 */
export function DeviceForm({ account, onClaimed }: { account: ConsumerAccount; onClaimed: () => void }) {
  const { t, i18n } = useTranslation();
  const models = useConsumerModels();
  const provinces = useProvinces();
  const update = useUpdateConsumerAccount();
  const claim = useClaimConsumerDevice();
  const [failure, setFailure] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const { register, handleSubmit, control, formState, setError, setFocus, setValue, reset, getValues } =
    useForm<DeviceFormInput, unknown, DeviceFormValues>({
      resolver: zodResolver(deviceFormSchema),
      defaultValues: { ...personalValues(account), ...EMPTY_DEVICE_PART },
    });
  const { errors } = formState;
  const shopProvince = useWatch({ control, name: 'shopProvince' }) ?? '';
  const cities = useCities(shopProvince);

  /** Where the focus goes after a send: the success message, the refused field or the failure message. */
  const [focusRequest, setFocusRequest] = useState<{
    target: DeviceFormField | 'success' | 'failure';
  } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const { target } = focusRequest;
    if (target === 'success') successRef.current?.focus();
    else if (target === 'failure') failureRef.current?.focus();
    else setFocus(target);
  }, [focusRequest, setFocus]);

  const provinceOptions: SelectOption[] = (provinces.data ?? [])
    .filter((p) => !!p.province_code)
    .map((p) => ({ value: p.province_code!, label: p.province_name ?? p.province_code! }));
  const cityOptions: SelectOption[] = (cities.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.city_name ?? String(c.id),
  }));

  const saving = update.isPending || claim.isPending;

  /** A refusal on its field (when the server names one) and in the message above the button. */
  const showFailure = (error: unknown) => {
    const key = errorKeyOf(error);
    let text: string;
    if (isApiError(error) && error.status === 0) text = t('consumer.errors.unreachable');
    else if (key && i18n.exists(`consumer.errors.${key}`)) text = t(`consumer.errors.${key}`);
    else text = t('consumer.validate');
    let focusField: DeviceFormField | undefined;
    if (isApiError(error)) {
      for (const fieldError of error.fieldErrors) {
        const field = SERVER_FIELDS[fieldError.field];
        if (!field) continue;
        const message = i18n.exists(fieldError.message) ? fieldError.message : 'consumer.validate';
        setError(field, { type: 'server', message });
        focusField ??= field;
      }
      const keyField = key ? ERROR_KEY_FIELDS[key] : undefined;
      if (keyField && key) {
        setError(keyField, { type: 'server', message: `consumer.errors.${key}` });
        focusField ??= keyField;
      }
    }
    setFailure(t('consumer.form.failed', { reason: text }));
    setFocusRequest({ target: focusField ?? 'failure' });
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setClaimed(null);
    try {
      const saved = await update.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        province: values.province,
        consents: { marketing: values.marketing, partners: values.partners },
      });
      const device = await claim.mutateAsync({
        cityId: values.cityId,
        modelId: values.modelId,
        ownerId: saved.id,
        purchase_date: values.purchaseDate,
        seller_description: values.seller_description,
        serialNumber: values.serialNumber,
        uid: values.uid,
      });
      reset({ ...getValues(), ...personalValues(saved), ...EMPTY_DEVICE_PART });
      setClaimed(device.serialNumber ?? values.serialNumber);
      setFocusRequest({ target: 'success' });
      onClaimed();
    } catch (error) {
      // A 401 ends the consumer session: the page goes back to step 1 and says so.
      if (isApiError(error) && error.status === 401) return;
      showFailure(error);
    }
  });

  if (models.isPending || provinces.isPending) return <Loading />;
  if (models.isError || provinces.isError)
    return (
      <LiveMessage kind="alert" variant="danger" testId="consumer-load-error">
        {t('consumer.errors.loadFailed')}
      </LiveMessage>
    );

  const provinceRegistration = register('shopProvince', {
    // The city list belongs to the province: a new province empties the chosen city.
    onChange: () => setValue('cityId', ''),
  });

  return (
    <section aria-labelledby="consumer-form-title" data-testid="consumer-device-section">
      <h3 className="h5 mt-4" id="consumer-form-title">
        {t('consumer.form.title')}
      </h3>
      <p className="text-body-secondary small">{t('consumer.required')}</p>
      <LiveMessage kind="status" variant="success" testId="consumer-claim-success" messageRef={successRef}>
        {claimed ? t('consumer.form.success', { serial: claimed }) : null}
      </LiveMessage>
      <Form
        noValidate
        onSubmit={submit}
        data-testid="consumer-device-form"
        aria-labelledby="consumer-form-title"
      >
        <fieldset data-testid="consumer-personal">
          <legend>{t('consumer.form.personal.legend')}</legend>
          <p className="small text-body-secondary">{t('consumer.form.personal.note')}</p>
          <Row>
            <Col sm={6}>
              <FormField
                id="consumer-firstName"
                label={t('consumer.form.personal.firstName')}
                autoComplete="given-name"
                registration={register('firstName')}
                error={errors.firstName}
              />
            </Col>
            <Col sm={6}>
              <FormField
                id="consumer-lastName"
                label={t('consumer.form.personal.lastName')}
                autoComplete="family-name"
                registration={register('lastName')}
                error={errors.lastName}
              />
            </Col>
          </Row>
          <SelectField
            id="consumer-province"
            label={t('consumer.form.personal.province')}
            registration={register('province')}
            error={errors.province}
            options={provinceOptions}
            placeholder={t('consumer.form.none')}
          />
          <CheckField
            id="consumer-marketing"
            label={t('consumer.form.personal.marketing')}
            registration={register('marketing')}
          />
          <CheckField
            id="consumer-partners"
            label={t('consumer.form.personal.partners')}
            registration={register('partners')}
          />
        </fieldset>

        <fieldset data-testid="consumer-purchase">
          <legend>{t('consumer.form.purchase.legend')}</legend>
          <FormField
            id="consumer-shop"
            label={t('consumer.form.purchase.shop')}
            placeholder={t('consumer.form.purchase.shopPlaceholder')}
            required
            registration={register('seller_description')}
            error={errors.seller_description}
          />
          <Controller
            control={control}
            name="purchaseDate"
            render={({ field }) => (
              <PurchaseDateField
                id="consumer-purchaseDate"
                label={t('consumer.form.purchase.purchaseDate')}
                value={field.value ?? ''}
                error={errors.purchaseDate}
                inputRef={field.ref}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <Row>
            <Col sm={6}>
              <SelectField
                id="consumer-shopProvince"
                label={t('consumer.form.purchase.shopProvince')}
                required
                registration={provinceRegistration}
                error={errors.shopProvince}
                options={provinceOptions}
                placeholder={t('consumer.form.choose')}
              />
            </Col>
            <Col sm={6}>
              <SelectField
                id="consumer-shopCity"
                label={t('consumer.form.purchase.shopCity')}
                required
                registration={register('cityId')}
                error={errors.cityId}
                options={cityOptions}
                placeholder={t('consumer.form.choose')}
                disabled={!shopProvince}
                busy={cities.isFetching}
                help={shopProvince ? undefined : t('consumer.form.purchase.chooseProvinceFirst')}
              />
            </Col>
          </Row>
        </fieldset>

        <fieldset data-testid="consumer-device">
          <legend>{t('consumer.form.device.legend')}</legend>
          <ModelCards
            id="consumer-model"
            models={models.data}
            registration={register('modelId')}
            error={errors.modelId}
          />
          <FormField
            id="consumer-serialNumber"
            label={t('consumer.form.device.serialNumber')}
            autoComplete="off"
            required
            registration={register('serialNumber')}
            error={errors.serialNumber}
            help={t('consumer.form.device.serialHelp')}
          />
          <div className="mb-3">
            <FormField
              id="consumer-uid"
              label={t('consumer.form.device.uid')}
              autoComplete="off"
              registration={register('uid')}
              error={errors.uid}
              help={t('consumer.form.device.uidHelp')}
            />
            <div className="mt-n3">
              <UidHelp id="consumer-uid-help" />
            </div>
          </div>
        </fieldset>

        <LiveMessage kind="alert" variant="danger" testId="consumer-claim-error" messageRef={failureRef}>
          {failure}
        </LiveMessage>
        <SubmitButton saving={saving} id="consumer-send" className="mt-2">
          {t('consumer.form.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ACCOUNT_ROLES,
  accountCreateRequestSchema,
  accountDataSchema,
  LANGUAGES,
  requiredAccountFields,
  shownAccountFields,
  type AccountFormField,
  type AccountRole,
} from '@app/contracts';
import { errorIdOf, FieldErrorText, FormField, RequiredMark } from '../../../components/ui/form-field';
import { LanguageSelect } from '../../../components/ui/language-select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-error';
import { isAccountRole } from '../utils/account-rules';

/** The states staff may set from the form (DELETED only through the delete dialog, with its checks). */
export const EDITABLE_STATES = ['ACTIVE', 'UNCONFIRMED'] as const;

export interface AccountFormValues {
  type: string;
  login: string;
  businessName: string;
  vatId: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  note: string;
  langKey: string;
  state: string;
  iotStatusFrequency: number;
  maxIotRequestPerMonth: number;
}

export interface AccountFormResult {
  type: AccountRole;
  login: string;
  /** Only the fields the type shows (shownAccountFields). */
  data: Record<string, unknown>;
  settings?: { state: string; iotStatusFrequency: number; maxIotRequestPerMonth: number };
}

const settingsSchema = z.object({
  state: z.enum(EDITABLE_STATES, { message: 'entity.validation.required' }),
  iotStatusFrequency: z
    .number({ message: 'accountManagement.validation.frequency' })
    .int('accountManagement.validation.frequency')
    .min(60, 'accountManagement.validation.frequency')
    .max(86_400, 'accountManagement.validation.frequency'),
  maxIotRequestPerMonth: z
    .number({ message: 'accountManagement.validation.quota' })
    .int('accountManagement.validation.quota')
    .min(0, 'accountManagement.validation.quota')
    .max(100_000_000, 'accountManagement.validation.quota'),
});

/** The rules of docs/product.md#account-and-address-forms for a type: its shown fields (required ones enforced), plus type and login on create. */
function schemaFor(mode: 'create' | 'edit', type: AccountRole, withSettings: boolean) {
  let schema = accountDataSchema(type);
  if (mode === 'create')
    schema = schema.extend({ type: z.enum(ACCOUNT_ROLES), login: accountCreateRequestSchema.shape.login });
  if (withSettings) schema = schema.extend(settingsSchema.shape);
  return schema;
}

/**
 * The account form (create and edit). The fields are those of the chosen type (docs/product.md#roles-and-who-creates-whom): a
 * personal, business or full set; required ones marked. On create the type select lists only the
 * types the caller may create under the parent. Server refusals come back as field errors
 * (userexists on the login, emailexists on the e-mail, data.<field> validation) or a message.
 * Inputs `account-<field>` (id), errors `account-<field>-error`; submit `account-save`.
 */
export function AccountForm({
  mode,
  types,
  defaultValues,
  withSettings = false,
  saving,
  onSubmit,
  onCancel,
  focusFirstField = false,
}: {
  mode: 'create' | 'edit';
  /** create: the types offered (the first is preselected unless defaultValues.type is one of them); edit: the account's type. */
  types: readonly AccountRole[];
  defaultValues: Partial<AccountFormValues>;
  withSettings?: boolean;
  saving: boolean;
  /** Rejects with the ApiError of a refused save. */
  onSubmit: (result: AccountFormResult) => Promise<unknown>;
  onCancel?: () => void;
  /** Focus the first field on mount (the form replaces what the user was reading). */
  focusFirstField?: boolean;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirstField) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [focusFirstField]);
  const [formError, setFormError] = useState<string | null>(null);
  const initialType =
    defaultValues.type && types.includes(defaultValues.type as AccountRole) ? defaultValues.type : types[0];
  const resolver: Resolver<AccountFormValues> = async (values, context, options) => {
    const type = mode === 'create' ? values.type : initialType;
    if (!isAccountRole(type))
      return {
        values: {},
        errors: { type: { type: 'required', message: 'accountManagement.validation.typeRequired' } },
      };
    const resolve = zodResolver(
      schemaFor(mode, type, withSettings),
    ) as unknown as Resolver<AccountFormValues>;
    const result = await resolve(values, context, options);
    // An empty required field says so (the phone's pattern would otherwise speak first).
    for (const field of requiredAccountFields(type)) {
      const error = result.errors[field];
      if (error && field !== 'email' && String(values[field] ?? '').trim() === '')
        result.errors[field] = { ...error, type: 'required', message: 'entity.validation.required' };
    }
    return result;
  };
  const { register, handleSubmit, control, setError, formState } = useForm<AccountFormValues>({
    resolver,
    defaultValues: {
      login: '',
      businessName: '',
      vatId: '',
      name: '',
      surname: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      province: '',
      note: '',
      langKey: LANGUAGES[0],
      state: 'ACTIVE',
      iotStatusFrequency: 3600,
      maxIotRequestPerMonth: 1_000_000,
      ...defaultValues,
      type: initialType ?? '',
    },
  });
  const { errors } = formState;
  const watched = useWatch({ control, name: 'type' });
  const chosen = mode === 'create' ? watched : initialType;
  const type = isAccountRole(chosen) ? chosen : undefined;
  const shown = type ? shownAccountFields(type) : [];
  const required = type ? requiredAccountFields(type) : [];

  const submit = handleSubmit(async (values) => {
    if (!type) return;
    setFormError(null);
    const data: Record<string, unknown> = {};
    for (const field of shown) data[field] = values[field];
    const result: AccountFormResult = { type, login: values.login, data };
    if (withSettings)
      result.settings = {
        state: values.state,
        iotStatusFrequency: values.iotStatusFrequency,
        maxIotRequestPerMonth: values.maxIotRequestPerMonth,
      };
    try {
      await onSubmit(result);
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) return;
      const key = error.errorKey;
      // The field the server refused gets focus, as a field the form itself refuses does.
      if (key === 'userexists') setError('login', { message: 'error.userexists' }, { shouldFocus: true });
      else if (key === 'emailexists')
        setError('email', { message: 'error.emailexists' }, { shouldFocus: true });
      else if (error.fieldErrors.length > 0) {
        error.fieldErrors.forEach((fieldError, index) => {
          const field = fieldError.field.replace(/^data\./, '') as FieldPath<AccountFormValues>;
          setError(
            field,
            { message: fieldError.message.includes('.') ? fieldError.message : 'entity.validation.invalid' },
            { shouldFocus: index === 0 },
          );
        });
      } else if (key === 'typenotallowed') setFormError('accountManagement.errors.typenotallowed');
      else setFormError('accountManagement.errors.saveFailed');
    }
  });

  const label = (
    field: AccountFormField | 'login' | 'type' | 'state' | 'iotStatusFrequency' | 'maxIotRequestPerMonth',
  ) => t(`accountManagement.fields.${field}`);
  const isRequired = (field: AccountFormField) => required.includes(field);
  /** aria-invalid and the message's id on a control that is not a FormField. */
  const errorProps = (field: keyof AccountFormValues) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field]?.message ? errorIdOf(`account-${field}`) : undefined,
  });
  const textField = (field: Exclude<AccountFormField, 'langKey' | 'note'>) => (
    <Col md={6} key={field}>
      <FormField
        id={`account-${field}`}
        label={label(field)}
        required={isRequired(field)}
        type={field === 'email' ? 'email' : 'text'}
        registration={register(field)}
        error={errors[field]}
        autoComplete="off"
      />
    </Col>
  );

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="account-form"
      data-type={type}
    >
      {formError && (
        <Alert variant="danger" data-testid="account-form-error">
          {t(formError)}
        </Alert>
      )}
      <Row>
        {mode === 'create' && (
          <>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="account-type">
                <Form.Label>
                  {label('type')}
                  <RequiredMark />
                </Form.Label>
                <Form.Select isInvalid={!!errors.type} required {...errorProps('type')} {...register('type')}>
                  {types.map((role) => (
                    <option key={role} value={role}>
                      {t(`accountManagement.roles.${role}`)}
                    </option>
                  ))}
                </Form.Select>
                {errors.type?.message && (
                  <FieldErrorText id="account-type">{t(errors.type.message)}</FieldErrorText>
                )}
              </Form.Group>
            </Col>
            <Col md={6}>
              <FormField
                id="account-login"
                label={label('login')}
                required
                registration={register('login')}
                error={errors.login}
                autoComplete="off"
              />
            </Col>
          </>
        )}
        {shown
          .filter((f) => f !== 'langKey' && f !== 'note')
          .map((f) => textField(f as Exclude<AccountFormField, 'langKey' | 'note'>))}
        {shown.includes('langKey') && (
          <Col md={6}>
            <Form.Group className="mb-3" controlId="account-langKey">
              <Form.Label>
                {label('langKey')}
                {isRequired('langKey') && <RequiredMark />}
              </Form.Label>
              <LanguageSelect
                isInvalid={!!errors.langKey}
                required={isRequired('langKey')}
                {...errorProps('langKey')}
                {...register('langKey')}
              />
              {errors.langKey?.message && (
                <FieldErrorText id="account-langKey">{t(errors.langKey.message)}</FieldErrorText>
              )}
            </Form.Group>
          </Col>
        )}
        {shown.includes('note') && (
          <Col xs={12}>
            <Form.Group className="mb-3" controlId="account-note">
              <Form.Label>
                {label('note')}
                {isRequired('note') && <RequiredMark />}
              </Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                isInvalid={!!errors.note}
                required={isRequired('note')}
                {...errorProps('note')}
                {...register('note')}
              />
              {errors.note?.message && (
                <FieldErrorText id="account-note">{t(errors.note.message)}</FieldErrorText>
              )}
            </Form.Group>
          </Col>
        )}
        {withSettings && (
          <>
            <Col md={4}>
              <Form.Group className="mb-3" controlId="account-state">
                <Form.Label>{label('state')}</Form.Label>
                <Form.Select isInvalid={!!errors.state} {...errorProps('state')} {...register('state')}>
                  {EDITABLE_STATES.map((state) => (
                    <option key={state} value={state}>
                      {t(`accountManagement.states.${state}`)}
                    </option>
                  ))}
                </Form.Select>
                {errors.state?.message && (
                  <FieldErrorText id="account-state">{t(errors.state.message)}</FieldErrorText>
                )}
              </Form.Group>
            </Col>
            {(['iotStatusFrequency', 'maxIotRequestPerMonth'] as const).map((field) => (
              <Col md={4} key={field}>
                <Form.Group className="mb-3" controlId={`account-${field}`}>
                  <Form.Label>{label(field)}</Form.Label>
                  <Form.Control
                    type="number"
                    isInvalid={!!errors[field]}
                    {...errorProps(field)}
                    {...register(field, { valueAsNumber: true })}
                  />
                  {errors[field]?.message && (
                    <FieldErrorText id={`account-${field}`}>{t(errors[field].message)}</FieldErrorText>
                  )}
                </Form.Group>
              </Col>
            ))}
          </>
        )}
      </Row>
      <div className="d-flex gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} data-testid="account-cancel" disabled={saving}>
            {t('accountManagement.common.cancel')}
          </Button>
        )}
        <SubmitButton saving={saving} id="account-save">
          {mode === 'create' ? t('accountManagement.create.submit') : t('accountManagement.common.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}

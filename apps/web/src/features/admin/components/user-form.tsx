import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { managedUserSchema, type UserView, type ManagedUser, type ManagedUserInput } from '@app/contracts';
import { errorIdOf, FieldErrorText, FormField } from '../../../components/ui/form-field';
import { LanguageSelect } from '../../../components/ui/language-select';
import { SubmitButton } from '../../../components/ui/submit-button';

/** Create or edit a login user: identity, language, whether it may sign in, and its authorities. */
export function UserForm({
  user,
  authorities,
  saving,
  onSubmit,
  children,
}: {
  user: UserView | null;
  authorities: string[];
  saving: boolean;
  onSubmit: (user: ManagedUser) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ManagedUserInput, unknown, ManagedUser>({
    resolver: zodResolver(managedUserSchema),
    defaultValues: {
      id: user?.id ?? null,
      login: user?.login ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      activated: user?.activated ?? true,
      langKey: (user?.langKey as ManagedUser['langKey']) ?? 'it',
      authorities: (user?.authorities as ManagedUser['authorities']) ?? ['ROLE_USER'],
    },
  });
  const { errors } = formState;
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} data-testid="user-form">
      {user && (
        <Form.Group className="mb-3" controlId="id">
          <Form.Label>{t('userManagement.id')}</Form.Label>
          <Form.Control value={user.id} readOnly disabled />
        </Form.Group>
      )}
      <FormField
        id="login"
        label={t('userManagement.login')}
        required
        registration={register('login')}
        error={errors.login}
        autoComplete="off"
      />
      <Row>
        <Col sm={6}>
          <FormField
            id="firstName"
            label={t('userManagement.firstName')}
            registration={register('firstName')}
            error={errors.firstName}
          />
        </Col>
        <Col sm={6}>
          <FormField
            id="lastName"
            label={t('userManagement.lastName')}
            registration={register('lastName')}
            error={errors.lastName}
          />
        </Col>
      </Row>
      <FormField
        id="email"
        type="email"
        label={t('userManagement.email')}
        required
        registration={register('email')}
        error={errors.email}
      />
      <Form.Group className="mb-3" controlId="activated">
        <Form.Check type="checkbox" label={t('userManagement.activated')} {...register('activated')} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="langKey">
        <Form.Label>{t('userManagement.langKey')}</Form.Label>
        <LanguageSelect
          isInvalid={!!errors.langKey}
          aria-invalid={errors.langKey ? true : undefined}
          aria-describedby={errors.langKey?.message ? errorIdOf('langKey') : undefined}
          {...register('langKey')}
        />
        {errors.langKey?.message && <FieldErrorText id="langKey">{t(errors.langKey.message)}</FieldErrorText>}
      </Form.Group>
      <fieldset
        className="mb-3"
        data-testid="authorities"
        aria-invalid={errors.authorities ? true : undefined}
        aria-describedby={errors.authorities ? errorIdOf('authorities') : undefined}
      >
        <legend className="form-label fs-6">{t('userManagement.profiles')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {authorities.map((authority) => (
            <Form.Check
              key={authority}
              type="checkbox"
              id={`authority-${authority}`}
              value={authority}
              label={authority}
              data-testid={`authority-${authority}`}
              isInvalid={!!errors.authorities}
              {...register('authorities')}
            />
          ))}
        </div>
        {errors.authorities && (
          <div className="invalid-feedback d-block" id={errorIdOf('authorities')}>
            {t('userManagement.validate.authority')}
          </div>
        )}
      </fieldset>
      <div className="d-flex gap-2">
        {children}
        <SubmitButton saving={saving} id="user-submit">
          {t('admin.common.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}

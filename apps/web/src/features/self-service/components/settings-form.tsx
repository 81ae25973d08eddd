import { zodResolver } from '@hookform/resolvers/zod';
import { userSettingsSchema, type CurrentUser, type UserSettings } from '@app/contracts';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorIdOf, FieldErrorText, FormField } from '../../../components/ui/form-field';
import { LanguageSelect } from '../../../components/ui/language-select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isLanguage } from '../../../lib/i18n';

/** First name, last name, e-mail, language. The login is sent unchanged. */
export function SettingsForm({
  user,
  saving,
  onSubmit,
}: {
  user: CurrentUser;
  saving: boolean;
  onSubmit: (settings: UserSettings) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(userSettingsSchema),
    defaultValues: {
      login: user.login,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email ?? '',
      langKey: isLanguage(user.langKey) ? user.langKey : 'it',
    },
  });
  const { errors } = formState;

  return (
    <Form
      noValidate
      data-testid="settings-form"
      onSubmit={handleSubmit((values) =>
        onSubmit({
          login: user.login,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          langKey: values.langKey,
        }),
      )}
    >
      <Row>
        <Col sm={6}>
          <FormField
            id="firstName"
            label={t('settings.form.firstname.label')}
            placeholder={t('settings.form.firstname.placeholder')}
            autoComplete="given-name"
            registration={register('firstName')}
            error={errors.firstName}
          />
        </Col>
        <Col sm={6}>
          <FormField
            id="lastName"
            label={t('settings.form.lastname.label')}
            placeholder={t('settings.form.lastname.placeholder')}
            autoComplete="family-name"
            registration={register('lastName')}
            error={errors.lastName}
          />
        </Col>
      </Row>
      <FormField
        id="email"
        type="email"
        label={t('global.form.email.label')}
        placeholder={t('global.form.email.placeholder')}
        autoComplete="email"
        required
        registration={register('email')}
        error={errors.email}
      />
      <Form.Group className="mb-3" controlId="langKey">
        <Form.Label>{t('settings.form.language')}</Form.Label>
        <LanguageSelect
          isInvalid={!!errors.langKey}
          aria-invalid={errors.langKey ? true : undefined}
          aria-describedby={errors.langKey?.message ? errorIdOf('langKey') : undefined}
          {...register('langKey')}
        />
        {errors.langKey?.message && <FieldErrorText id="langKey">{t(errors.langKey.message)}</FieldErrorText>}
      </Form.Group>
      <SubmitButton saving={saving} id="settings-submit">
        {t('settings.form.button')}
      </SubmitButton>
    </Form>
  );
}

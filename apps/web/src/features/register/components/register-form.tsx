import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@app/contracts';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { currentLanguage } from '../../../lib/i18n';

export interface RegisterValues {
  login: string;
  email: string;
  password: string;
}

/** Login, e-mail, password with the strength meter, confirmation (docs/product.md#field-rules). */
export function RegisterForm({
  saving,
  onSubmit,
}: {
  saving: boolean;
  onSubmit: (values: RegisterValues & { langKey: 'it' | 'en' }) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { login: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';

  return (
    <Form
      noValidate
      data-testid="register-form"
      onSubmit={handleSubmit(({ login, email, password: pwd }) =>
        onSubmit({ login, email, password: pwd, langKey: currentLanguage() }),
      )}
    >
      <FormField
        id="login"
        label={t('global.form.login.label')}
        placeholder={t('global.form.login.placeholder')}
        autoComplete="username"
        autoFocus
        required
        registration={register('login')}
        error={errors.login}
      />
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
      <NewPasswordFields
        password={password}
        newField={{ id: 'firstPassword', registration: register('password'), error: errors.password }}
        confirmField={{
          id: 'secondPassword',
          registration: register('confirmPassword'),
          error: errors.confirmPassword,
        }}
      />
      <SubmitButton saving={saving} id="register-submit">
        {t('register.form.button')}
      </SubmitButton>
    </Form>
  );
}

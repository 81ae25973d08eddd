import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-error';
import { loadChunk } from '../../../lib/lazy-chunk';
import type { loginResolver } from '../utils/login-resolver';
import { useAuthenticate } from '../api/authenticate';

// The contracts' login schema validates the form; it (and zod) load in their own chunk, requested
// as soon as the form shows, so the login page's first download stays small (docs/decisions/017-web-delivery.md).
const importResolver = () => loadChunk(() => import('../utils/login-resolver'));
const resolver: typeof loginResolver = async (...args) => (await importResolver()).loginResolver(...args);

/** Username, password, remember me (checked by default). */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useAuthenticate();
  useEffect(() => void importResolver().catch(() => undefined), []);
  const { register, handleSubmit, formState } = useForm({
    resolver,
    defaultValues: { username: '', password: '', rememberMe: true },
  });
  const { errors } = formState;

  const failure = login.error;
  const failureText =
    isApiError(failure) && failure.status === 429
      ? t(failure.body?.message ?? 'error.http.429', {
          ...failure.params,
          defaultValue: failure.body?.detail ?? t('error.http.429'),
        })
      : t('login.messages.error.authentication');

  return (
    <Form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} data-testid="login-form">
      {failure && (
        <Alert variant="danger" data-testid="login-error">
          {failureText}
        </Alert>
      )}
      <FormField
        id="username"
        label={t('global.form.username.label')}
        placeholder={t('global.form.username.placeholder')}
        autoComplete="username"
        autoFocus
        required
        registration={register('username')}
        error={errors.username}
      />
      <FormField
        id="password"
        type="password"
        label={t('global.form.password.label')}
        placeholder={t('global.form.password.placeholder')}
        autoComplete="current-password"
        required
        registration={register('password')}
        error={errors.password}
      />
      <Form.Group className="mb-3" controlId="rememberMe">
        <Form.Check type="checkbox" label={t('login.form.rememberme')} {...register('rememberMe')} />
      </Form.Group>
      <SubmitButton saving={login.isPending} id="login-submit" className="w-100">
        {t('login.form.button')}
      </SubmitButton>
    </Form>
  );
}

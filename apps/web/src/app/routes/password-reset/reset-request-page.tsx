import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CenteredCard } from '../../../components/ui/centered-card';
import { FormField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../../../features/password-reset/api/request-password-reset';

const resetRequestFormSchema = z.object({ email: emailSchema });

/** /account/reset/request: the same answer whatever the e-mail (no account enumeration). */
export function ResetRequestPage() {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetRequestFormSchema),
    defaultValues: { email: '' },
  });

  return (
    <CenteredCard>
      <PageTitle testId="reset-request-title">{t('reset.request.title')}</PageTitle>
      {reset.isSuccess ? (
        <Alert variant="success" data-testid="reset-request-success">
          {t('reset.request.messages.success')}
        </Alert>
      ) : (
        <>
          <Alert variant="info">{t('reset.request.messages.info')}</Alert>
          <Form
            noValidate
            data-testid="reset-request-form"
            onSubmit={handleSubmit(({ email }) => reset.mutate(email))}
          >
            <FormField
              id="email"
              type="email"
              label={t('global.form.email.label')}
              placeholder={t('global.form.email.placeholder')}
              autoComplete="email"
              autoFocus
              required
              registration={register('email')}
              error={formState.errors.email}
            />
            <SubmitButton saving={reset.isPending} id="reset-request-submit">
              {t('reset.request.form.button')}
            </SubmitButton>
          </Form>
        </>
      )}
      <hr className="my-4" />
      <Link to={paths.login.getHref()} className="small">
        {t('reset.backToLogin')}
      </Link>
    </CenteredCard>
  );
}

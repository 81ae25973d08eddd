import { zodResolver } from '@hookform/resolvers/zod';
import { resetFinishFormSchema } from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PageTitle } from '../../../components/ui/page-title';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useFinishPasswordReset } from '../../../features/password-reset/api/finish-password-reset';

/** /account/reset/finish/:key (or ?key=): new password; success goes to the root with a toast. */
export function ResetFinishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const key = params.key ?? search.get('key') ?? '';
  const finish = useFinishPasswordReset();
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(resetFinishFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';
  const errorKey = isApiError(finish.error) ? finish.error.errorKey : undefined;

  const onSubmit = handleSubmit(({ newPassword: password }) =>
    finish.mutate(
      { key, newPassword: password },
      {
        onSuccess: () => {
          notifySuccess(t('reset.finish.messages.success'));
          void navigate(paths.home.getHref(), { replace: true });
        },
      },
    ),
  );

  return (
    <CenteredCard>
      <PageTitle testId="reset-finish-title">{t('reset.finish.title')}</PageTitle>
      {!key ? (
        <Alert variant="danger" data-testid="reset-finish-keymissing">
          {t('reset.finish.messages.keymissing')}
        </Alert>
      ) : (
        <>
          {finish.isError && (
            <Alert variant="danger" data-testid="reset-finish-error">
              {errorKey === 'resetkey' || !errorKey
                ? t('reset.finish.messages.error')
                : t(`error.${errorKey}`, { defaultValue: t('reset.finish.messages.error') })}
            </Alert>
          )}
          <Alert variant="info">{t('reset.finish.messages.info')}</Alert>
          <Form noValidate data-testid="reset-finish-form" onSubmit={onSubmit}>
            <NewPasswordFields
              autoFocus
              password={newPassword}
              newField={{
                id: 'newPassword',
                registration: register('newPassword'),
                error: formState.errors.newPassword,
              }}
              confirmField={{
                id: 'confirmPassword',
                registration: register('confirmPassword'),
                error: formState.errors.confirmPassword,
              }}
            />
            <SubmitButton saving={finish.isPending} id="reset-finish-submit">
              {t('reset.finish.form.button')}
            </SubmitButton>
          </Form>
        </>
      )}
      <hr className="my-4" />
      <Link to={paths.resetRequest.getHref()} className="small">
        {t('reset.finish.requestAgain')}
      </Link>
    </CenteredCard>
  );
}

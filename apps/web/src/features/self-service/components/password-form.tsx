import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordRequest } from '@app/contracts';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';

/** Current password, new password with the meter, confirmation. Cleared after a successful change. */
export function PasswordForm({
  saving,
  onSubmit,
}: {
  saving: boolean;
  onSubmit: (input: ChangePasswordRequest, reset: () => void) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState, reset } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  return (
    <Form
      noValidate
      data-testid="password-form"
      onSubmit={handleSubmit(({ currentPassword, newPassword: password }) =>
        onSubmit({ currentPassword, newPassword: password }, () => reset()),
      )}
    >
      <FormField
        id="currentPassword"
        type="password"
        label={t('global.form.currentpassword.label')}
        placeholder={t('global.form.currentpassword.placeholder')}
        autoComplete="current-password"
        required
        registration={register('currentPassword')}
        error={errors.currentPassword}
      />
      <NewPasswordFields
        password={newPassword}
        newField={{ id: 'newPassword', registration: register('newPassword'), error: errors.newPassword }}
        confirmField={{
          id: 'confirmPassword',
          registration: register('confirmPassword'),
          error: errors.confirmPassword,
        }}
      />
      <SubmitButton saving={saving} id="password-submit">
        {t('password.form.button')}
      </SubmitButton>
    </Form>
  );
}

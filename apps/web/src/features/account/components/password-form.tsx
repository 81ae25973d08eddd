import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@app/contracts';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { PasswordStrengthBar } from '../../../components/ui/password-strength-bar';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { ChangePassword } from '../api/change-password';

/** Current password, new password with the meter, confirmation. Cleared after a successful change. */
export function PasswordForm({
  saving,
  onSubmit,
}: {
  saving: boolean;
  onSubmit: (input: ChangePassword, reset: () => void) => void;
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
        registration={register('currentPassword')}
        error={errors.currentPassword}
      />
      <FormField
        id="newPassword"
        type="password"
        label={t('global.form.newpassword.label')}
        placeholder={t('global.form.newpassword.placeholder')}
        autoComplete="new-password"
        registration={register('newPassword')}
        error={errors.newPassword}
      >
        <PasswordStrengthBar password={newPassword} />
      </FormField>
      <FormField
        id="confirmPassword"
        type="password"
        label={t('global.form.confirmpassword.label')}
        placeholder={t('global.form.confirmpassword.placeholder')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <SubmitButton saving={saving} id="password-submit">
        {t('password.form.button')}
      </SubmitButton>
    </Form>
  );
}

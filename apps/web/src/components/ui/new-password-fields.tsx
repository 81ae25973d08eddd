import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { PasswordStrengthBar } from './password-strength-bar';

interface Field {
  id: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** A new password with the strength meter and its confirmation (both required): registration, password change and reset. */
export function NewPasswordFields({
  password,
  newField,
  confirmField,
  autoFocus,
}: {
  password: string;
  newField: Field;
  confirmField: Field;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        {...newField}
        type="password"
        label={t('global.form.newpassword.label')}
        placeholder={t('global.form.newpassword.placeholder')}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
      >
        <PasswordStrengthBar password={password} />
      </FormField>
      <FormField
        {...confirmField}
        type="password"
        label={t('global.form.confirmpassword.label')}
        placeholder={t('global.form.confirmpassword.placeholder')}
        autoComplete="new-password"
        required
      />
    </>
  );
}

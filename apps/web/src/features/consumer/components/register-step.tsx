import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@app/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  FieldErrorText,
  FormField,
  RequiredMark,
  describedBy,
  errorIdOf,
} from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { focusProgrammatically } from '../../../lib/page-focus';
import { useRegisterConsumer } from '../api/register-consumer';
import { LiveMessage } from './live-message';

const registerStepSchema = z.object({
  email: emailSchema,
  privacy: z.boolean().refine((accepted) => accepted, 'consumer.register.privacyRequired'),
});

/** The failure of the registration request, as a catalog key. */
function failureKey(error: unknown): string {
  if (!isApiError(error)) return 'consumer.register.failed';
  if (error.status === 429) return 'consumer.register.tooMany';
  if (error.status === 0) return 'consumer.errors.unreachable';
  if (error.status === 400) return 'global.messages.validate.email.invalid';
  return 'consumer.register.failed';
}

/**
 * Step 1, not registered: the e-mail and the required privacy checkbox; GET
 * api/consumer/register mails the link. Then 'Registration done' and where the link went.
 */
export function RegisterStep({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const registration = useRegisterConsumer();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, formState, reset, setFocus } = useForm({
    resolver: zodResolver(registerStepSchema),
    defaultValues: { email: '', privacy: false },
  });
  const { errors } = formState;

  /** Bumped on each failed request: the message then takes the focus. */
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (sentTo && doneHeading.current) focusProgrammatically(doneHeading.current);
  }, [sentTo]);
  useEffect(() => {
    if (failures > 0) errorRef.current?.focus();
  }, [failures]);

  const submit = handleSubmit(({ email }) => {
    registration.mutate(
      { email, langKey: currentLanguage() },
      {
        onSuccess: () => {
          onSent();
          setSentTo(email);
        },
        onError: () => setFailures((n) => n + 1),
      },
    );
  });

  const again = () => {
    registration.reset();
    reset();
    setSentTo(null);
    setTimeout(() => setFocus('email'));
  };

  if (sentTo) {
    return (
      <section aria-labelledby="consumer-done-heading" data-testid="consumer-registered">
        <h2 className="h5" id="consumer-done-heading" ref={doneHeading} data-testid="consumer-step-heading">
          {t('consumer.registrationDone')}
        </h2>
        <LiveMessage kind="status" variant="success" testId="consumer-registration-done">
          {t('consumer.register.sent', { email: sentTo })}
        </LiveMessage>
        <Button variant="secondary" onClick={again} data-testid="consumer-register-again">
          {t('consumer.register.again')}
        </Button>
      </section>
    );
  }

  const privacyError = errors.privacy?.message;
  return (
    <section aria-labelledby="consumer-register-heading" data-testid="consumer-register">
      <h2 className="h5" id="consumer-register-heading" data-testid="consumer-step-heading">
        {t('consumer.register.heading')}
      </h2>
      <p>{t('consumer.register.intro')}</p>
      <LiveMessage kind="alert" variant="danger" testId="consumer-register-error" messageRef={errorRef}>
        {registration.isError ? t(failureKey(registration.error)) : null}
      </LiveMessage>
      <Form noValidate onSubmit={submit} data-testid="consumer-register-form">
        <FormField
          id="consumer-email"
          type="email"
          label={t('global.form.email.label')}
          placeholder={t('global.form.email.placeholder')}
          autoComplete="email"
          required
          registration={register('email')}
          error={errors.email}
        />
        <Form.Group className="mb-3">
          <Form.Check id="consumer-privacy">
            <Form.Check.Input
              type="checkbox"
              required
              isInvalid={!!privacyError}
              aria-invalid={privacyError ? true : undefined}
              aria-describedby={describedBy(privacyError && errorIdOf('consumer-privacy'))}
              data-testid="consumer-privacy"
              {...register('privacy')}
            />
            <Form.Check.Label>
              <Trans
                i18nKey="consumer.register.privacy"
                components={{
                  privacy: <Link to={`${paths.privacy.getHref()}#consumer`} target="_blank" rel="noopener" />,
                }}
              />
              <span className="visually-hidden"> {t('consumer.register.newTab')}</span>
              <RequiredMark />
            </Form.Check.Label>
            {privacyError && <FieldErrorText id="consumer-privacy">{t(privacyError)}</FieldErrorText>}
          </Form.Check>
        </Form.Group>
        <p className="text-body-secondary small" id="consumer-mailbox" data-testid="consumer-mailbox">
          {t('consumer.register.mailbox')}
        </p>
        <SubmitButton saving={registration.isPending} id="consumer-register-submit">
          {t('consumer.register.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}

import type { ConsumerModel } from '@app/contracts';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorText, RequiredMark, errorIdOf } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/icon';
import { useErrorText } from './form-controls';

/**
 * The three model cards: native radio buttons (one Tab stop, arrow keys move and choose, Space
 * chooses) drawn as cards, in a radiogroup named by its label. With no choice on Send the cards
 * turn red and the group is described by the message; the checked card also says 'Selected' in
 * words, not by colour alone.
 */
export function ModelCards({
  id,
  models,
  registration,
  error,
}: {
  id: string;
  models: ConsumerModel[];
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const message = errorText(error?.message);
  const labelId = `${id}-label`;
  return (
    <div className="mb-3">
      <div id={labelId} className="form-label">
        {t('consumer.form.device.model')}
        <RequiredMark />
      </div>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? errorIdOf(id) : undefined}
        className={`consumer-models${error ? ' is-invalid' : ''}`}
        data-testid={id}
        data-invalid={error ? 'true' : 'false'}
      >
        {models.map((model) => {
          const inputId = `${id}-${model.id}`;
          return (
            <div key={model.id}>
              <input
                type="radio"
                id={inputId}
                value={String(model.id)}
                className="btn-check consumer-model-input"
                aria-invalid={error ? true : undefined}
                data-testid={`consumer-model-${model.code}`}
                {...registration}
              />
              <label htmlFor={inputId} className="consumer-model-card">
                <Icon name="wind" size={28} />
                <span className="fw-semibold consumer-model-name">{model.name}</span>
                <span className="consumer-model-check" aria-hidden="true">
                  ✓ {t('consumer.form.device.selected')}
                </span>
              </label>
            </div>
          );
        })}
      </div>
      {message && (
        <FieldErrorText id={id}>
          <span className="d-block">{message}</span>
        </FieldErrorText>
      )}
    </div>
  );
}

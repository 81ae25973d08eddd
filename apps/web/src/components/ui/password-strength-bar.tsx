import { passwordStrength } from '@app/contracts';
import { useTranslation } from 'react-i18next';

const UNLIT = '#DDD';
const BAR_COUNT = 5;

/**
 * The 5-bar strength meter of docs/product.md#field-rules: the lit bars take the colour of the level reached
 * (red, orange, yellow, light green, green), the others stay grey. An empty password lights none.
 */
export function PasswordStrengthBar({ password }: { password: string }) {
  const { t } = useTranslation();
  const { bars, colour, score } = password
    ? passwordStrength(password)
    : { bars: 0, colour: UNLIT, score: 0 };
  return (
    <div
      className="strength-bar d-flex align-items-center gap-2 mt-2"
      data-testid="strength-bar"
      data-score={score}
      data-bars={bars}
    >
      <small className="text-body-secondary text-nowrap">
        {t('global.messages.validate.newpassword.strength')}
        {/* The level the colours show, for screen readers: "3/5". */}
        <span className="visually-hidden">{` ${bars}/${BAR_COUNT}`}</span>
      </small>
      <ul className="strength-bar-points list-unstyled d-flex flex-grow-1 gap-1 m-0" aria-hidden="true">
        {Array.from({ length: BAR_COUNT }, (_, i) => {
          const lit = i < bars;
          return (
            <li
              key={i}
              className="strength-bar-point"
              data-lit={lit ? 'true' : 'false'}
              style={{ backgroundColor: lit ? colour : UNLIT }}
            />
          );
        })}
      </ul>
    </div>
  );
}

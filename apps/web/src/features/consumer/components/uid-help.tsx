import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import stepOneImage from '../assets/uid-step-1-app.svg';
import stepTwoImage from '../assets/uid-step-2-device.svg';
import stepThreeImage from '../assets/uid-step-3-virtual-id.svg';

const STEPS = [
  { key: 'one', image: stepOneImage },
  { key: 'two', image: stepTwoImage },
  { key: 'three', image: stepThreeImage },
] as const;

/**
 * The IoT UID's help: a button (reached with Tab, aria-expanded) that shows or hides, right after
 * it in the reading order, the three steps to find the Virtual ID in the Smart Life app, each with
 * its illustration.
 */
export function UidHelp({ id }: { id: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = `${id}-panel`;
  return (
    <div className="mt-1">
      <Button
        variant="link"
        size="sm"
        className="p-0"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        data-testid={`${id}-toggle`}
      >
        {t('consumer.form.device.uidHowTo')}
      </Button>
      <div id={panelId} hidden={!open} className="border rounded p-3 mt-2 bg-body-tertiary" data-testid={id}>
        <h4 className="h6">{t('consumer.form.device.uidSteps.title')}</h4>
        <ol className="consumer-uid-steps">
          {STEPS.map((step, index) => (
            <li key={step.key} className="text-center small">
              <img
                src={step.image}
                alt={t(`consumer.form.device.uidSteps.${step.key}Alt`)}
                width={120}
                height={200}
                loading="lazy"
              />
              <span className="fw-semibold">{index + 1}. </span>
              {t(`consumer.form.device.uidSteps.${step.key}`)}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

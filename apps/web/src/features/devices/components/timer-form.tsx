import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  validateTimerPlan,
  WEEK_DAY_MASKS,
  WEEK_DAYS,
  type DataPoint,
  type DeviceControl,
  type TimerPlan,
  type TimerPlanField,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { describedBy, errorIdOf, FieldErrorText } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';

export interface TimerFormValues {
  startEnabled: boolean;
  startTime: string;
  endEnabled: boolean;
  endTime: string;
  pauseEnabled: boolean;
  pauseStart: string;
  pauseEnd: string;
  /** One flag per day, Sunday first (the mask's order). */
  days: boolean[];
  autoRepeat: boolean;
  removeOld: boolean;
  mode: string;
  fanSpeed: string;
}

type FieldName = 'startTime' | 'endTime' | 'pauseStart' | 'pauseEnd' | 'days' | 'root';

const FIELD_OF: Record<TimerPlanField, FieldName> = {
  'start.time': 'startTime',
  'end.time': 'endTime',
  'pause.start': 'pauseStart',
  'pause.end': 'pauseEnd',
  days: 'days',
  devices: 'root',
};

const DEFAULTS: TimerFormValues = {
  startEnabled: true,
  startTime: '',
  endEnabled: true,
  endTime: '',
  pauseEnabled: false,
  pauseStart: '',
  pauseEnd: '',
  days: [...WEEK_DAY_MASKS.WORKING_DAYS].map((bit) => bit === '1'),
  autoRepeat: false,
  removeOld: false,
  mode: '',
  fanSpeed: '',
};

/** The plan the form's values stand for (docs/product.md#timers). */
export function planOf(values: TimerFormValues): TimerPlan {
  const startFunctions: DataPoint[] = [];
  if (values.mode) startFunctions.push({ code: 'mode', value: values.mode });
  if (values.fanSpeed) startFunctions.push({ code: 'fan_speed_enum', value: values.fanSpeed });
  return {
    start: { enabled: values.startEnabled, time: values.startTime },
    end: { enabled: values.endEnabled, time: values.endTime },
    pause: { enabled: values.pauseEnabled, start: values.pauseStart, end: values.pauseEnd },
    days: values.days.map((on) => (on ? '1' : '0')).join(''),
    autoRepeat: values.autoRepeat,
    removeOld: values.removeOld,
    startFunctions,
  };
}

/** The contracts' rules (validateTimerPlan) as a react-hook-form resolver: the first message per field. */
const timerResolver =
  (deviceCount: number, existingTimers: number | undefined): Resolver<TimerFormValues> =>
  (values) => {
    const errors: FieldErrors<TimerFormValues> = {};
    const record = errors as Record<string, { type: string; message: string }>;
    for (const error of validateTimerPlan(planOf(values), { deviceCount, existingTimers })) {
      const field = FIELD_OF[error.field];
      record[field] ??= { type: 'validate', message: error.message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

/**
 * The timer form (single device or bulk): switch-on and switch-off times, an optional pause inside
 * them, weekdays with the presets, auto-repeat and remove-old, the switch-on settings of the model.
 * Every rule is `validateTimerPlan` of the contracts. Field ids start with `idPrefix` (e.g.
 * `timer-startTime`, `timer-day-1`, `timer-preset-WEEKEND`, `timer-save`).
 */
export function TimerForm({
  idPrefix = 'timer',
  deviceCount,
  existingTimers,
  controls,
  saving,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix?: string;
  deviceCount: number;
  existingTimers?: number;
  controls: readonly DeviceControl[];
  saving: boolean;
  submitLabel?: string;
  onSubmit: (plan: TimerPlan) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<TimerFormValues>({
    defaultValues: DEFAULTS,
    resolver: timerResolver(deviceCount, existingTimers),
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  const [startEnabled, endEnabled, pauseEnabled] = useWatch({
    control,
    name: ['startEnabled', 'endEnabled', 'pauseEnabled'],
  });
  const mode = controls.find((c) => c.code === 'mode');
  const fanSpeed = controls.find((c) => c.code === 'fan_speed_enum');
  const message = (name: FieldName) => {
    const error = (errors as Record<string, { message?: string } | undefined>)[name];
    return error?.message ? t(error.message) : undefined;
  };

  const timeField = (name: 'startTime' | 'endTime' | 'pauseStart' | 'pauseEnd', enabled: boolean) => {
    const error = message(name);
    return (
      <Form.Group controlId={id(name)} className="mb-2">
        <Form.Label>{t(`deviceManagement.timers.form.${name}`)}</Form.Label>
        <Form.Control
          type="time"
          {...register(name)}
          disabled={!enabled}
          isInvalid={!!error}
          aria-invalid={!!error}
          aria-describedby={describedBy(error && errorIdOf(id(name)))}
          data-testid={id(name)}
        />
        {error && <FieldErrorText id={id(name)}>{error}</FieldErrorText>}
      </Form.Group>
    );
  };

  const daysError = message('days');
  const rootError = message('root');
  return (
    <Form noValidate onSubmit={handleSubmit((values) => onSubmit(planOf(values)))} data-testid={id('form')}>
      <p className="text-body-secondary small">{t('deviceManagement.timers.form.timezone')}</p>
      <div className="row">
        <div className="col-sm-6">
          <Form.Check
            type="switch"
            id={id('startEnabled')}
            label={t('deviceManagement.timers.form.start')}
            {...register('startEnabled')}
          />
          {timeField('startTime', startEnabled)}
        </div>
        <div className="col-sm-6">
          <Form.Check
            type="switch"
            id={id('endEnabled')}
            label={t('deviceManagement.timers.form.end')}
            {...register('endEnabled')}
          />
          {timeField('endTime', endEnabled)}
        </div>
      </div>

      <fieldset
        className="mb-3"
        aria-describedby={describedBy(daysError && errorIdOf(id('days')))}
        aria-invalid={!!daysError}
      >
        <legend className="fs-6">{t('deviceManagement.timers.form.days')}</legend>
        <div className="d-flex flex-wrap gap-3 mb-2">
          {WEEK_DAYS.map((day, index) => (
            <Form.Check
              key={day}
              id={id(`day-${index}`)}
              data-testid={id(`day-${index}`)}
              label={t(`deviceManagement.timers.weekDays.${day}`)}
              {...register(`days.${index}`)}
            />
          ))}
        </div>
        <div
          role="group"
          aria-label={t('deviceManagement.timers.form.presets')}
          className="d-flex flex-wrap gap-2"
        >
          {(Object.keys(WEEK_DAY_MASKS) as (keyof typeof WEEK_DAY_MASKS)[]).map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant="outline-secondary"
              data-testid={id(`preset-${preset}`)}
              onClick={() =>
                [...WEEK_DAY_MASKS[preset]].forEach((bit, index) =>
                  setValue(`days.${index}`, bit === '1', { shouldDirty: true }),
                )
              }
            >
              {t(`deviceManagement.timers.presets.${preset}`)}
            </Button>
          ))}
        </div>
        {daysError && (
          <div
            className="invalid-feedback d-block"
            id={errorIdOf(id('days'))}
            data-testid={errorIdOf(id('days'))}
          >
            {daysError}
          </div>
        )}
      </fieldset>

      <Form.Check
        type="switch"
        id={id('pauseEnabled')}
        label={t('deviceManagement.timers.form.pause')}
        {...register('pauseEnabled')}
      />
      {pauseEnabled && (
        <div className="row">
          <div className="col-sm-6">{timeField('pauseStart', true)}</div>
          <div className="col-sm-6">{timeField('pauseEnd', true)}</div>
        </div>
      )}

      {(mode?.kind === 'choice' || fanSpeed?.kind === 'choice') && (
        <div className="row mt-2">
          {mode?.kind === 'choice' && (
            <Form.Group controlId={id('mode')} className="col-sm-6 mb-2">
              <Form.Label>{t('deviceManagement.timers.form.mode')}</Form.Label>
              <Form.Select {...register('mode')}>
                <option value="">{t('deviceManagement.timers.form.unchanged')}</option>
                {mode.options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          {fanSpeed?.kind === 'choice' && (
            <Form.Group controlId={id('fanSpeed')} className="col-sm-6 mb-2">
              <Form.Label>{t('deviceManagement.timers.form.fanSpeed')}</Form.Label>
              <Form.Select {...register('fanSpeed')}>
                <option value="">{t('deviceManagement.timers.form.unchanged')}</option>
                {fanSpeed.options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
        </div>
      )}

      <Form.Check
        className="mt-2"
        id={id('autoRepeat')}
        label={t('deviceManagement.timers.form.autoRepeat')}
        {...register('autoRepeat')}
      />
      <Form.Check
        id={id('removeOld')}
        label={t('deviceManagement.timers.form.removeOld')}
        {...register('removeOld')}
      />

      {rootError && (
        <Alert variant="danger" className="mt-3 mb-0" data-testid={id('limit-error')}>
          {rootError}
        </Alert>
      )}
      <div className="d-flex justify-content-end gap-2 mt-3">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving} data-testid={id('cancel')}>
            {t('deviceManagement.timers.form.cancel')}
          </Button>
        )}
        <SubmitButton saving={saving} id={id('save')}>
          {submitLabel ?? t('deviceManagement.timers.form.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}

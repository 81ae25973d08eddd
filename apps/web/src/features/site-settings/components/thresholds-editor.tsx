import { useState, type FormEvent } from 'react';
import {
  THRESHOLD_PARAMETER_CODES,
  THRESHOLD_PARAMETERS,
  THRESHOLD_PRESETS,
  thresholdSetSchema,
  type Band,
  type ThresholdParameter,
  type ThresholdSet,
  type ThresholdView,
} from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useSaveThresholds, type SettingsTarget } from '../api/site-settings';

const LEVELS = ['warning', 'danger'] as const;
type Level = (typeof LEVELS)[number];
type Side = 'low' | 'high';
/** The form: one text per parameter, level and side ('' = inherited). */
type Values = Record<string, string>;

const sidesOf = (code: ThresholdParameter): Side[] =>
  THRESHOLD_PARAMETERS[code] === 'low'
    ? ['low']
    : THRESHOLD_PARAMETERS[code] === 'high'
      ? ['high']
      : ['low', 'high'];
const field = (code: string, level: Level, side: Side) => `${code}.${level}.${side}`;

function valuesOf(overrides: ThresholdSet): Values {
  const values: Values = {};
  for (const code of THRESHOLD_PARAMETER_CODES)
    for (const level of LEVELS)
      for (const side of sidesOf(code)) {
        const bound = overrides[code]?.[level]?.[side];
        values[field(code, level, side)] = bound === undefined ? '' : String(bound);
      }
  return values;
}

/** The overrides the form says: a level with any bound typed replaces the inherited band. */
function overridesOf(values: Values): ThresholdSet {
  const set: Record<string, Record<string, Band>> = {};
  for (const code of THRESHOLD_PARAMETER_CODES)
    for (const level of LEVELS) {
      const band: Band = {};
      for (const side of sidesOf(code)) {
        const text = values[field(code, level, side)]?.trim().replace(',', '.') ?? '';
        if (text !== '') band[side] = Number(text);
      }
      if (Object.keys(band).length > 0) (set[code] ??= {})[level] = band;
    }
  return set as ThresholdSet;
}

/**
 * A site's or an account's thresholds (decision 040; an account's hold for its whole subtree): per
 * parameter the warning and danger bounds, empty where the target keeps what it inherits (shown as
 * the placeholder); the WHO 2021 / WELL preset fills PM2.5; "Back to inherited" removes the
 * target's layer. `canEdit` only hides the buttons: the server decides. Test ids `thresholds-form`,
 * `threshold-<code>-<level>-<side>`, `thresholds-preset-who`, `thresholds-save`, `thresholds-reset`,
 * `thresholds-saved`, `thresholds-error`.
 */
export function ThresholdsEditor({
  target,
  view,
  canEdit,
}: {
  target: SettingsTarget;
  view: ThresholdView;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveThresholds(target);
  const [values, setValues] = useState<Values>(() => valuesOf(view.overrides));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const overrides = overridesOf(values);
    const bad = Object.entries(values).find(
      ([, v]) => v.trim() !== '' && !Number.isFinite(Number(v.trim().replace(',', '.'))),
    );
    if (bad) return setProblem(t('thresholds.errors.number'));
    const parsed = thresholdSetSchema.safeParse(overrides);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const code = String(issue.path[0] ?? '');
      return setProblem(
        t('thresholds.errors.invalid', {
          parameter: t(`thresholds.parameter.${code}`, { defaultValue: code }),
          message: issue.message,
        }),
      );
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(t('thresholds.saved')),
      onError: () => setProblem(t('thresholds.errors.save')),
    });
  };
  const reset = () => {
    setSaved(null);
    save.mutate(null, {
      onSuccess: () => {
        setValues(valuesOf({}));
        setSaved(t(target.kind === 'account' ? 'thresholds.account.resetDone' : 'thresholds.resetDone'));
      },
      onError: () => setProblem(t('thresholds.errors.save')),
    });
  };
  const applyWho = () =>
    setValues((v) => ({
      ...v,
      ...valuesOf(THRESHOLD_PRESETS.WHO_2021_WELL as ThresholdSet),
      ...keepOthers(v),
    }));
  // The preset names PM2.5 only: the other parameters keep what is typed.
  const keepOthers = (v: Values) =>
    Object.fromEntries(Object.entries(v).filter(([key]) => !key.startsWith('pm25.')));

  const inherited = (code: ThresholdParameter, level: Level, side: Side) => {
    const bound = view.inherited[code][level]?.[side];
    return bound === undefined ? '—' : String(bound);
  };
  return (
    <Form onSubmit={submit} noValidate data-testid="thresholds-form">
      <p className="text-body-secondary small">{t('thresholds.help')}</p>
      <div aria-live="polite">
        {saved && (
          <Alert variant="success" className="py-2" data-testid="thresholds-saved">
            {saved}
          </Alert>
        )}
        {problem && (
          <Alert variant="danger" className="py-2" data-testid="thresholds-error">
            {problem}
          </Alert>
        )}
      </div>
      <Table responsive size="sm" className="align-middle">
        <caption className="visually-hidden">{t('thresholds.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('thresholds.parameterHeader')}</th>
            <th scope="col">{t('thresholds.level.warning')}</th>
            <th scope="col">{t('thresholds.level.danger')}</th>
          </tr>
        </thead>
        <tbody>
          {THRESHOLD_PARAMETER_CODES.map((code) => (
            <tr key={code}>
              <th scope="row">{t(`thresholds.parameter.${code}`)}</th>
              {LEVELS.map((level) => (
                <td key={level}>
                  <div className="d-flex flex-wrap gap-2">
                    {sidesOf(code).map((side) => {
                      const id = `threshold-${code}-${level}-${side}`;
                      const wording =
                        THRESHOLD_PARAMETERS[code] === 'low' ? 'upTo' : side === 'low' ? 'below' : 'above';
                      return (
                        <Form.Group key={side} controlId={id} style={{ maxWidth: '9rem' }}>
                          <Form.Label className="small mb-0">{t(`thresholds.side.${wording}`)}</Form.Label>
                          <Form.Control
                            inputMode="decimal"
                            size="sm"
                            disabled={!canEdit}
                            value={values[field(code, level, side)] ?? ''}
                            placeholder={inherited(code, level, side)}
                            aria-description={t('thresholds.inherited', {
                              value: inherited(code, level, side),
                            })}
                            onChange={(e) =>
                              setValues((v) => ({ ...v, [field(code, level, side)]: e.target.value }))
                            }
                            data-testid={id}
                          />
                        </Form.Group>
                      );
                    })}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {canEdit && (
        <div className="d-flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline-primary"
            onClick={applyWho}
            data-testid="thresholds-preset-who"
          >
            {t('thresholds.presetWho')}
          </Button>
          <Button type="submit" variant="primary" disabled={save.isPending} data-testid="thresholds-save">
            {t('thresholds.save')}
          </Button>
          <Button
            type="button"
            variant="outline-secondary"
            disabled={save.isPending}
            onClick={reset}
            data-testid="thresholds-reset"
          >
            {t('thresholds.reset')}
          </Button>
        </div>
      )}
    </Form>
  );
}

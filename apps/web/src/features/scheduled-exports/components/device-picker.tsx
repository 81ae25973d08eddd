import { useDeferredValue, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { EXPORT_MAX_HISTORY_DEVICES } from '@app/contracts';
import { useDeviceNames, useDeviceSearch } from '../api/device-choices';

/**
 * The history export's devices, chosen by name: a search field (the caller's own devices, by the
 * list's scope), the matches as checkboxes, and the chosen devices each with a Remove button. At most
 * EXPORT_MAX_HISTORY_DEVICES; the count is announced. The search field takes `inputProps` (id,
 * invalid state and description from the form). Test ids `<testId>` (the search field),
 * `<testId>-match-<id>`, `<testId>-chosen`, `<testId>-remove-<id>`.
 */
export function DevicePicker({
  chosen,
  onChange,
  inputProps,
  testId,
}: {
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  inputProps: Record<string, unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDeviceSearch(useDeferredValue(text.trim()));
  const known = useDeviceNames(chosen);
  const [learned, setLearned] = useState(new Map<number, string>());
  const nameOf = (id: number) => learned.get(id) ?? known.data?.get(id) ?? `#${id}`;
  const full = chosen.length >= EXPORT_MAX_HISTORY_DEVICES;

  const toggle = (id: number, name: string, on: boolean) => {
    if (on) {
      setLearned((names) => new Map(names).set(id, name));
      onChange([...chosen, id]);
    } else onChange(chosen.filter((c) => c !== id));
  };

  return (
    <>
      <Form.Control
        type="search"
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        placeholder={t('scheduledExports.form.deviceSearch')}
        data-testid={testId}
        {...inputProps}
      />
      {text.trim() && search.data && (
        <fieldset className="mt-2" data-testid={`${testId}-matches`}>
          <legend className="visually-hidden">{t('scheduledExports.form.deviceMatches')}</legend>
          {search.data.length === 0 && <p className="mb-0">{t('scheduledExports.form.deviceNoMatch')}</p>}
          {search.data.map((device) => {
            const on = chosen.includes(device.id);
            return (
              <Form.Check
                key={device.id}
                type="checkbox"
                id={`${testId}-match-${device.id}`}
                label={device.name}
                checked={on}
                disabled={!on && full}
                onChange={(e) => toggle(device.id, device.name, e.target.checked)}
                data-testid={`${testId}-match-${device.id}`}
              />
            );
          })}
        </fieldset>
      )}
      <p className="mt-2 mb-1" aria-live="polite" data-testid={`${testId}-count`}>
        {chosen.length === 0
          ? t('scheduledExports.form.deviceNone')
          : t('scheduledExports.form.deviceChosen', {
              count: chosen.length,
              max: EXPORT_MAX_HISTORY_DEVICES,
            })}
      </p>
      {chosen.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" data-testid={`${testId}-chosen`}>
          {chosen.map((id) => (
            <li key={id} className="border rounded px-2 d-flex align-items-center gap-1">
              <span>{nameOf(id)}</span>
              <Button
                variant="link"
                size="sm"
                className="p-0"
                aria-label={t('scheduledExports.form.deviceRemove', { name: nameOf(id) })}
                onClick={() => onChange(chosen.filter((c) => c !== id))}
                data-testid={`${testId}-remove-${id}`}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

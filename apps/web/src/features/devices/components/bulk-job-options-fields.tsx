import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { MAX_OFFLINE_WAIT_DAYS } from '@app/contracts';
import type { BulkJobOptionsField, BulkJobOptionsInput } from '../utils/bulk-job-options';

interface BulkJobOptionsFieldsProps {
  value: BulkJobOptionsInput;
  onChange: (value: BulkJobOptionsInput) => void;
  /** The field the last check found wrong: marked invalid, with its message. */
  invalid: BulkJobOptionsField | null;
}

/**
 * When and how carefully a bulk job runs (decision 038): start now or at a time, a first batch that
 * must succeed, a failure threshold, and how long offline devices are waited for.
 * Test ids: `bulk-options`, fields `#bulk-option-*`.
 */
export function BulkJobOptionsFields({ value, onChange, invalid }: BulkJobOptionsFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<BulkJobOptionsInput>) => onChange({ ...value, ...patch });
  const feedback = (field: BulkJobOptionsField) =>
    invalid === field ? (
      <Form.Control.Feedback type="invalid" id={`bulk-option-${field}-error`}>
        {t(`deviceManagement.bulkTimers.options.invalid.${field}`, { max: MAX_OFFLINE_WAIT_DAYS })}
      </Form.Control.Feedback>
    ) : null;
  const described = (field: BulkJobOptionsField, hint: string) =>
    invalid === field ? `bulk-option-${field}-error ${hint}` : hint;
  return (
    <fieldset className="border rounded p-2 mb-3" data-testid="bulk-options">
      <legend className="fs-6 float-none w-auto px-1 mb-0">
        {t('deviceManagement.bulkTimers.options.legend')}
      </legend>
      <div className="row g-2">
        <Form.Group className="col-12 col-md-6" controlId="bulk-option-startAt">
          <Form.Label>{t('deviceManagement.bulkTimers.options.startAt')}</Form.Label>
          <Form.Control
            type="datetime-local"
            value={value.startAt}
            isInvalid={invalid === 'startAt'}
            aria-invalid={invalid === 'startAt' || undefined}
            aria-describedby={described('startAt', 'bulk-option-startAt-hint')}
            onChange={(e) => set({ startAt: e.target.value })}
          />
          <Form.Text id="bulk-option-startAt-hint">
            {t('deviceManagement.bulkTimers.options.startAtHint')}
          </Form.Text>
          {feedback('startAt')}
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="bulk-option-firstBatch">
          <Form.Label>{t('deviceManagement.bulkTimers.options.firstBatch')}</Form.Label>
          <Form.Control
            type="number"
            min={1}
            inputMode="numeric"
            value={value.firstBatch}
            isInvalid={invalid === 'firstBatch'}
            aria-invalid={invalid === 'firstBatch' || undefined}
            aria-describedby={described('firstBatch', 'bulk-option-firstBatch-hint')}
            onChange={(e) => set({ firstBatch: e.target.value })}
          />
          <Form.Text id="bulk-option-firstBatch-hint">
            {t('deviceManagement.bulkTimers.options.firstBatchHint')}
          </Form.Text>
          {feedback('firstBatch')}
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="bulk-option-failurePercent">
          <Form.Label>{t('deviceManagement.bulkTimers.options.failurePercent')}</Form.Label>
          <Form.Control
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
            value={value.failurePercent}
            isInvalid={invalid === 'failurePercent'}
            aria-invalid={invalid === 'failurePercent' || undefined}
            aria-describedby={described('failurePercent', 'bulk-option-failurePercent-hint')}
            onChange={(e) => set({ failurePercent: e.target.value })}
          />
          <Form.Text id="bulk-option-failurePercent-hint">
            {t('deviceManagement.bulkTimers.options.failurePercentHint')}
          </Form.Text>
          {feedback('failurePercent')}
        </Form.Group>
        <div className="col-12 d-flex flex-wrap align-items-center gap-2">
          <Form.Check
            id="bulk-option-waitOffline"
            checked={value.waitOffline}
            label={t('deviceManagement.bulkTimers.options.waitOffline')}
            onChange={(e) => set({ waitOffline: e.target.checked })}
          />
          {value.waitOffline && (
            <Form.Group controlId="bulk-option-offlineWaitDays" className="d-flex align-items-center gap-2">
              <Form.Label className="mb-0">
                {t('deviceManagement.bulkTimers.options.offlineWaitDays')}
              </Form.Label>
              <Form.Control
                type="number"
                min={1}
                max={MAX_OFFLINE_WAIT_DAYS}
                inputMode="numeric"
                style={{ width: '6rem' }}
                value={value.offlineWaitDays}
                isInvalid={invalid === 'offlineWaitDays'}
                aria-invalid={invalid === 'offlineWaitDays' || undefined}
                aria-describedby={
                  invalid === 'offlineWaitDays' ? 'bulk-option-offlineWaitDays-error' : undefined
                }
                onChange={(e) => set({ offlineWaitDays: e.target.value })}
              />
              {feedback('offlineWaitDays')}
            </Form.Group>
          )}
        </div>
      </div>
    </fieldset>
  );
}

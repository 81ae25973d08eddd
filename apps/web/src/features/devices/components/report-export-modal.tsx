import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { defaultReportPeriod, type DeviceDto } from '@app/contracts';
import { errorIdOf, FieldErrorText } from '../../../components/ui/form-field';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { ReportDownloadError } from '../../../lib/report-download';
import { useDownloadReport } from '../api/download-report';
import { useDevicePermissions } from '../../../lib/devices/use-device-permissions';
import { DateTimeInput, fromLocalInput, toLocalInput } from './history-range';
import { checkReportForm, type ReportField } from '../utils/report-form-check';

export interface ReportExportModalProps {
  /** The devices selected in the list (all of them when 'all matching' is chosen). */
  devices: readonly DeviceDto[];
  show: boolean;
  onHide: () => void;
}

type Field = ReportField;
const TITLE_ID = 'report-export-title';
const MISSING_ID = 'report-missing';

/**
 * The account a report is about (docs/decisions/022-pdf-energy-report.md: `{id}` is an account whose
 * subtree holds the devices): their common owner, else the caller's own account (its subtree holds
 * everything it sees), else the first device's owner.
 */
function reportAccountId(devices: readonly DeviceDto[], ownAccountId: number | null): number | null {
  const owners = [...new Set(devices.map((d) => d.ownerId).filter((id): id is number => id !== null))];
  if (owners.length === 1) return owners[0]!;
  return ownAccountId ?? owners[0] ?? null;
}

/**
 * The PDF energy report export of the list's selection (docs/product.md#history-and-reports):
 * start and end (default the previous calendar month, Rome), cost per kWh; 'Please fill in all
 * fields.' when one is empty, the one-month limit under the end; then GET /api/devicesIot/{id}/pdf
 * saved as charts.pdf, or the alert 'Errore nella creazione del PDF'.
 */
export function ReportExportModal({ devices, show, onHide }: ReportExportModalProps) {
  return show ? <ReportExportDialog devices={devices} onHide={onHide} /> : null;
}

function ReportExportDialog({ devices, onHide }: Omit<ReportExportModalProps, 'show'>) {
  const { t } = useTranslation();
  const focus = useDialogFocus(TITLE_ID);
  const permissions = useDevicePermissions();
  const download = useDownloadReport();
  const [period] = useState(() => defaultReportPeriod());
  const [start, setStart] = useState(() => toLocalInput(period.start));
  const [end, setEnd] = useState(() => toLocalInput(period.end));
  const [cost, setCost] = useState('');
  const [missing, setMissing] = useState<Field[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  /** A field edited: its messages go until the next try. */
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setMissing((list) => list.filter((f) => f !== field));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const uids = devices.map((d) => d.uid).filter((uid): uid is string => !!uid);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    download.reset();
    const startIso = fromLocalInput(start);
    const endIso = fromLocalInput(end);
    const check = checkReportForm({ start: startIso, end: endIso, cost });
    const { missing: empty, errors: found, costPerKwh: price } = check;
    setMissing(empty);
    setErrors(found);
    const accountId = reportAccountId(devices, permissions.current?.id ?? null);
    if (empty.length || Object.keys(found).length || !uids.length || accountId === null) return;
    download.mutate({ accountId, start: startIso!, end: endIso!, costPerKwh: price!, deviceUids: uids });
  };

  const describedBy = (field: Field) =>
    [missing.includes(field) && MISSING_ID, errors[field] && errorIdOf(`report-${field}`)]
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = (field: Field) => missing.includes(field) || !!errors[field];

  return (
    <Modal
      show
      onHide={onHide}
      centered
      data-testid="report-export-modal"
      aria-labelledby={TITLE_ID}
      {...focus}
    >
      <Form noValidate onSubmit={submit} data-testid="report-export-form">
        <Modal.Header closeButton closeLabel={t('deviceManagement.report.cancel')}>
          <Modal.Title as="h2" className="h5" id={TITLE_ID}>
            {t('deviceManagement.report.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary" data-testid="report-device-count">
            {t('deviceManagement.report.selected', { count: devices.length })}
          </p>
          {permissions.ready && !permissions.canReadStatistics && (
            <Alert variant="warning" data-testid="report-not-authorized">
              {t('deviceManagement.report.notAuthorized')}
            </Alert>
          )}
          {!uids.length && (
            <Alert variant="warning" data-testid="report-no-devices">
              {t('deviceManagement.report.noDevices')}
            </Alert>
          )}
          {missing.length > 0 && (
            <Alert variant="danger" id={MISSING_ID} data-testid="report-missing">
              {t('deviceManagement.report.missingFields')}
            </Alert>
          )}
          {Object.keys(errors).length > 0 && (
            // The summary names each broken rule (the one-month limit, …), never "fill in all fields".
            <Alert variant="danger" data-testid="report-invalid">
              {Object.values(errors).map((key) => (
                <div key={key}>{t(key)}</div>
              ))}
            </Alert>
          )}
          {download.isError && (
            <Alert variant="danger" data-testid="report-error">
              {download.error instanceof ReportDownloadError && download.error.messageKey
                ? t(download.error.messageKey, { seconds: download.error.retryAfterSeconds ?? 20 })
                : t('deviceManagement.report.error')}
            </Alert>
          )}
          <div role="status" className="visually-hidden">
            {download.isPending
              ? t('deviceManagement.report.generating')
              : download.isSuccess
                ? t('deviceManagement.report.done')
                : ''}
          </div>
          <div className="mb-3">
            <DateTimeInput
              id="report-start"
              label={t('deviceManagement.report.start')}
              value={start}
              onChange={edit('start', setStart)}
              invalid={invalid('start')}
              describedBy={describedBy('start')}
              required
            />
          </div>
          <div className="mb-3">
            <DateTimeInput
              id="report-end"
              label={t('deviceManagement.report.end')}
              value={end}
              onChange={edit('end', setEnd)}
              invalid={invalid('end')}
              describedBy={describedBy('end')}
              required
            />
            {errors.end && (
              <div
                className="invalid-feedback d-block"
                id={errorIdOf('report-end')}
                data-testid={errorIdOf('report-end')}
              >
                {t(errors.end)}
              </div>
            )}
          </div>
          <Form.Group controlId="report-cost">
            <Form.Label>{t('deviceManagement.report.cost')}</Form.Label>
            <Form.Control
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={cost}
              onChange={(event) => edit('cost', setCost)(event.target.value)}
              required
              isInvalid={invalid('cost')}
              aria-invalid={invalid('cost') ? true : undefined}
              aria-describedby={[describedBy('cost'), 'report-cost-help'].filter(Boolean).join(' ')}
              data-testid="report-cost"
            />
            {errors.cost && <FieldErrorText id="report-cost">{t(errors.cost)}</FieldErrorText>}
            <Form.Text muted id="report-cost-help">
              {t('deviceManagement.report.costHelp')}
            </Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} data-testid="report-cancel">
            {t('deviceManagement.report.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={download.isPending || !permissions.canReadStatistics || !uids.length}
            aria-busy={download.isPending}
            data-testid="report-download"
          >
            {download.isPending && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {t('deviceManagement.report.download')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

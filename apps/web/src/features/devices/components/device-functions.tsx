import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import {
  deviceCondition,
  deviceControls,
  parameterLevel,
  type DataPoint,
  type DeviceControl,
  type DeviceLiveStatus,
  type StatusLevel,
  type Thresholds,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { formatDateTimeFull, formatDateTimeInput, formatTime } from '../../../lib/formatters';
import { useLiveStatuses, useReadNow } from '../../../lib/devices/get-device-statuses';
import { useSendCommands } from '../api/send-commands';
import { usePushedStatuses } from '../hooks/use-pushed-statuses';
import { dataPointValueText } from '../utils/device-value-labels';
import { LiveIndicator } from '../../../components/device/live-indicator';
import { statusChanges, type StatusChange } from '../../../lib/devices/status-change';

/** A status code's label (the code itself for parameters without a translation). */
export function useParamLabel() {
  const { t } = useTranslation();
  return (code: string) => t(`deviceManagement.params.${code}`, { defaultValue: code });
}

/** A level badge: the colour and the level in words (never colour alone). */
export function LevelBadge({
  level,
  children,
  testId,
}: {
  level: StatusLevel;
  children?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge bg={level} text={level === 'warning' ? 'dark' : undefined} data-testid={testId} data-level={level}>
      {t(`deviceManagement.status.levels.${level}`)}
      {children ? `: ${children}` : ''}
    </Badge>
  );
}

/**
 * The Functions tab of the device detail: the live status with a badge per parameter
 * (docs/product.md#status-thresholds) and, for callers with DEVICE_MANAGEMENT update, the commands its model
 * supports. The status follows the reports the server pushes (decision 032) with the time of the
 * last one; going online or offline and being switched on or off are said politely (the table's
 * other changes are not announced). Test ids: `device-status`, `device-condition`, `status-row-<code>`,
 * `status-value-<code>`, `status-level-<code>`, `status-time` (`data-source` live / push),
 * `data-read` stored / provider: where the server took it, decision 043),
 * `status-refresh` ("Read now": through the provider), `status-ago`, `device-live-announcement`, `device-commands`, `control-<code>`, `control-state-<code>`.
 */
export function DeviceFunctions({
  uid,
  modelName,
  canRead,
  canUpdate,
  thresholds,
}: {
  uid: string;
  modelName: string | null | undefined;
  canRead: boolean;
  canUpdate: boolean;
  /** The thresholds in force at the device's site, when they differ from the spec's table (decision 040). */
  thresholds?: Thresholds;
}) {
  const { t } = useTranslation();
  const statuses = useLiveStatuses([uid], canRead);
  // "Read now": through the provider even when the stored status is fresh (decision 043).
  const readNow = useReadNow([uid]);
  usePushedStatuses(canRead);
  const live = statuses.data?.get(uid);
  const status = live?.state === 'known' ? live.status : undefined;
  const announcement = useChangeAnnouncement(status);

  return (
    <div className="py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0">{t('deviceManagement.status.title')}</h2>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => readNow.mutate()}
          disabled={!canRead || statuses.isFetching || readNow.isPending}
          data-testid="status-refresh"
        >
          {t('deviceManagement.status.readNow')}
        </Button>
        <LiveIndicator />
      </div>
      <div data-testid="device-status" aria-busy={statuses.isFetching || readNow.isPending}>
        {statuses.isPending ? (
          <Loading />
        ) : live?.state === 'known' ? (
          <>
            <p
              className="small text-body-secondary mb-2"
              data-testid="status-time"
              data-source={live.pushed ? 'push' : 'live'}
              data-read={live.source}
            >
              {t(
                `deviceManagement.live.readAt.${live.pushed ? 'push' : live.source === 'stored' ? 'stored' : 'live'}`,
                { time: formatTime(live.time) },
              )}{' '}
              (<RelativeTime time={live.time} testId="status-ago" />, {formatDateTimeInput(live.time)})
            </p>
            <StatusTable status={live.status} thresholds={thresholds ?? live.status.thresholds} />
          </>
        ) : live?.state === 'unknown' && live.quotaExhausted ? (
          <Alert variant="warning" className="py-2 mb-0" data-testid="device-status-quota">
            {live.quotaExhausted.renewsAt
              ? t('deviceManagement.status.quotaExhaustedUntil', {
                  renewsAt: formatDateTimeFull(live.quotaExhausted.renewsAt),
                })
              : t('deviceManagement.status.quotaExhausted')}
          </Alert>
        ) : (
          <Badge bg="secondary" data-testid="device-condition" data-level="unknown">
            {t('deviceManagement.status.unknown')}
          </Badge>
        )}
      </div>
      <div role="status" className="visually-hidden" data-testid="device-live-announcement">
        {announcement}
      </div>
      {canUpdate && (
        <DeviceCommands uid={uid} controls={deviceControls(modelName, status?.status)} status={status} />
      )}
    </div>
  );
}

/**
 * The sentence for the latest change of connection or power between two statuses of the device
 * (a push, a refresh, a command's outcome); '' until one happens. Worked out while rendering from
 * the status seen before, so nothing is said for the first status nor twice for the same one.
 */
function useChangeAnnouncement(status: DeviceLiveStatus | undefined): string {
  const { t } = useTranslation();
  const sentence: Record<StatusChange, string> = {
    online: t('deviceManagement.live.changes.online'),
    offline: t('deviceManagement.live.changes.offline'),
    on: t('deviceManagement.live.changes.on'),
    off: t('deviceManagement.live.changes.off'),
  };
  const [seen, setSeen] = useState(status);
  const [message, setMessage] = useState('');
  if (status !== seen) {
    setSeen(status);
    const changes = status ? statusChanges(seen, status) : [];
    if (changes.length > 0) setMessage(changes.map((change) => sentence[change]).join(' '));
  }
  return message;
}

function StatusTable({ status, thresholds }: { status: DeviceLiveStatus; thresholds?: Thresholds }) {
  const { t, i18n } = useTranslation();
  const label = useParamLabel();
  const condition = deviceCondition(status, thresholds);
  const highlighted =
    condition.highlighted === 'online' || condition.highlighted === 'offline'
      ? t(`deviceManagement.status.${condition.highlighted}`)
      : label(condition.highlighted);
  return (
    <>
      <p className="mb-2">
        <span className="me-2">{t('deviceManagement.status.overall')}</span>
        <LevelBadge level={condition.level} testId="device-condition">
          {highlighted}
        </LevelBadge>
      </p>
      <Table size="sm" striped className="w-auto">
        <thead>
          <tr>
            <th scope="col">{t('deviceManagement.status.parameter')}</th>
            <th scope="col">{t('deviceManagement.status.value')}</th>
            <th scope="col">{t('deviceManagement.status.level')}</th>
          </tr>
        </thead>
        <tbody>
          {status.status.map((point) => {
            const level = parameterLevel(point, thresholds);
            return (
              <tr key={point.code} data-testid={`status-row-${point.code}`}>
                <th scope="row" className="fw-normal">
                  {label(point.code)}
                </th>
                <td data-testid={`status-value-${point.code}`} data-value={String(point.value)}>
                  {dataPointValueText(t, point.value, i18n.language)}
                </td>
                <td>{level && <LevelBadge level={level} testId={`status-level-${point.code}`} />}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}

function DeviceCommands({
  uid,
  controls,
  status,
}: {
  uid: string;
  controls: readonly DeviceControl[];
  status: DeviceLiveStatus | undefined;
}) {
  const { t, i18n } = useTranslation();
  const label = useParamLabel();
  const send = useSendCommands(uid);
  const [confirmReset, setConfirmReset] = useState(false);
  if (controls.length === 0) return null;
  const current = (code: string) => status?.status.find((p) => p.code === code)?.value;
  const offline = status !== undefined && !status.online;
  const busy = send.isPending || offline;
  const command = (point: DataPoint) => send.mutate([point]);

  return (
    <section className="mt-4" aria-labelledby="device-commands-title" data-testid="device-commands">
      <h2 className="h5" id="device-commands-title">
        {t('deviceManagement.commands.title')}
      </h2>
      {offline && (
        <p className="text-danger" data-testid="commands-offline">
          {t('deviceManagement.commands.offline')}
        </p>
      )}
      <div className="d-flex flex-column gap-3" style={{ maxWidth: '32rem' }}>
        {controls.map((control) => {
          const id = `control-${control.code}`;
          if (control.kind === 'toggle') {
            const on = current(control.code) === true;
            const lock = control.code === 'child_lock';
            const stateText = t(
              `deviceManagement.commands.${lock ? (on ? 'active' : 'inactive') : on ? 'on' : 'off'}`,
            );
            const action = t(
              `deviceManagement.commands.${lock ? (on ? 'deactivate' : 'activate') : on ? 'turnOff' : 'turnOn'}`,
            );
            return (
              <div key={control.code} className="d-flex align-items-center gap-2">
                <span className="flex-grow-1" id={`${id}-label`}>
                  {label(control.code)}
                </span>
                <Badge bg={on ? 'success' : 'secondary'} data-testid={`control-state-${control.code}`}>
                  {stateText}
                </Badge>
                <Button
                  size="sm"
                  variant="outline-primary"
                  id={id}
                  data-testid={id}
                  aria-describedby={`${id}-label`}
                  disabled={busy}
                  onClick={() => command({ code: control.code, value: !on })}
                >
                  {action}
                </Button>
              </div>
            );
          }
          if (control.kind === 'choice') {
            const value = current(control.code);
            const options = control.options;
            return (
              <Form.Group key={control.code} controlId={id} className="d-flex align-items-center gap-2">
                <Form.Label className="flex-grow-1 mb-0">{label(control.code)}</Form.Label>
                <Form.Select
                  size="sm"
                  className="w-auto"
                  data-testid={id}
                  value={value === undefined ? '' : String(value)}
                  disabled={busy}
                  onChange={(event) =>
                    event.target.value && command({ code: control.code, value: event.target.value })
                  }
                >
                  {(value === undefined || !options.includes(String(value))) && <option value="">—</option>}
                  {options.map((option) => (
                    <option key={option} value={option}>
                      {dataPointValueText(t, option, i18n.language)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            );
          }
          return (
            <div key={control.code} className="d-flex align-items-center gap-2">
              <span className="flex-grow-1">{label(control.code)}</span>
              <Button
                size="sm"
                variant="outline-danger"
                id={id}
                data-testid={id}
                disabled={busy}
                onClick={() => setConfirmReset(true)}
              >
                {t('deviceManagement.commands.resetFilter')}
              </Button>
            </div>
          );
        })}
      </div>
      {confirmReset && (
        <ConfirmDialog
          title={t('deviceManagement.commands.resetFilterTitle')}
          question={t('deviceManagement.commands.resetFilterQuestion')}
          onCancel={() => setConfirmReset(false)}
          onConfirm={() => {
            setConfirmReset(false);
            command({ code: 'filter_reset', value: true });
          }}
        />
      )}
    </section>
  );
}

/** A yes/no dialog (named by its title, described by its question); focus starts on Cancel. */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  variant = 'primary',
  busy = false,
  onCancel,
  onConfirm,
}: {
  title: string;
  question: string;
  confirmLabel?: string;
  variant?: 'primary' | 'danger';
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = 'confirm-dialog-title';
  const focus = useDialogFocus(titleId);
  return (
    <Modal
      show
      centered
      onHide={onCancel}
      aria-labelledby={titleId}
      aria-describedby="confirm-dialog-question"
      data-testid="confirm-dialog"
      {...focus}
    >
      <Modal.Header closeButton closeLabel={t('deviceManagement.commands.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id="confirm-dialog-question">{question}</Modal.Body>
      <Modal.Footer>
        <Button
          variant="secondary"
          onClick={onCancel}
          data-initial-focus
          data-testid="confirm-cancel"
          disabled={busy}
        >
          {t('deviceManagement.commands.cancel')}
        </Button>
        <Button
          variant={variant}
          onClick={onConfirm}
          data-testid="confirm-ok"
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel ?? t('deviceManagement.commands.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Table from 'react-bootstrap/Table';
import {
  bulkControls,
  previewBulkTimers,
  progressPercent,
  type BulkDeviceInput,
  type BulkPreview,
  type DeviceDto,
  type TimerCategory,
  type TimerPlan,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { isApiError } from '../../../lib/api-error';
import { saveCsv } from '../../../lib/save-file';
import { describeApiError } from '../../../lib/api-error-notifier';
import { addTimer } from '../api/add-timer';
import { deleteTimers } from '../api/delete-timers';
import { fetchLiveStatuses } from '../../../lib/devices/get-device-statuses';
import { getDeviceTimers } from '../api/get-timers';
import { useDevicePermissions } from '../../../lib/devices/use-device-permissions';
import { timerCategoryText } from '../utils/device-value-labels';
import { TimerForm } from './timer-form';

export interface BulkTimersModalProps {
  /** The devices selected in the list (all of them when 'all matching' is chosen). */
  devices: readonly DeviceDto[];
  show: boolean;
  onHide: () => void;
}

/** Timer reads at once while preparing the preview. */
const READS_IN_FLIGHT = 5;

type Step = 'form' | 'loading' | 'preview' | 'running' | 'done';
interface Outcome {
  uid: string;
  name: string;
  ok: boolean;
  reason: string;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The reason of a failed call: the server's message, translated as the toasts would show it. */
const reasonOf = (error: unknown): string =>
  isApiError(error)
    ? describeApiError(error)
        .map((m) => m.text)
        .join('; ')
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Bulk timer programming from the device list (docs/product.md#timers, spec §4): the timer form (the
 * model's switch-on settings only when every device is of one model), a preview per device (what is
 * added and removed, the shared free group, devices offline or over 30 timers), the confirmation, a
 * named progress bar over every call (one delete per device when replacing), then each device's
 * outcome, downloadable as CSV. A failing device never stops the others; close is enabled at 100 %.
 * Test ids: `bulk-timers-dialog`, `bulk-timer-form` (fields `#bulk-timer-*`), `bulk-preview`,
 * `bulk-preview-row-<uid>`, `bulk-group`, `bulk-confirm`, `bulk-back`, `bulk-progress`,
 * `bulk-results`, `bulk-result-<uid>`, `bulk-download`, `bulk-close`.
 */
export function BulkTimersModal({ devices, show, onHide }: BulkTimersModalProps) {
  const { t, i18n } = useTranslation();
  const permissions = useDevicePermissions();
  const canUpdate = permissions.can('DEVICE_MANAGEMENT', 'update');
  const [step, setStep] = useState<Step>('form');
  const [plan, setPlan] = useState<TimerPlan | null>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [done, setDone] = useState(0);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const run = useRef(0);
  const focus = useDialogFocus('bulk-timers-title');

  const withUid = devices.filter((d): d is DeviceDto & { uid: string } => !!d.uid);
  const withoutUid = devices.length - withUid.length;
  const nameOf = new Map(withUid.map((d) => [d.uid, d.name || d.uid]));
  const models = new Set(withUid.map((d) => d.modelName ?? ''));
  const controls = bulkControls(withUid.map((d) => d.modelName));
  const busy = step === 'loading' || step === 'running';
  const percent = preview ? progressPercent(done, preview.operations) : 0;

  const reset = () => {
    run.current++;
    setStep('form');
    setPlan(null);
    setPreview(null);
    setDone(0);
    setOutcomes([]);
  };
  const close = () => {
    if (busy) return;
    reset();
    onHide();
  };

  async function prepare(chosen: TimerPlan) {
    const current = ++run.current;
    setPlan(chosen);
    setStep('loading');
    const timers = new Map<string, TimerCategory[] | null>();
    const [statuses] = await Promise.all([
      fetchLiveStatuses(withUid.map((d) => d.uid)).catch(() => null),
      eachLimited(withUid, READS_IN_FLIGHT, async (device) => {
        // A timers fetch failure yields no group for the device: it is listed and skipped.
        timers.set(device.uid, await getDeviceTimers(device.uid).catch(() => null));
      }),
    ]);
    if (run.current !== current) return;
    const inputs: BulkDeviceInput[] = withUid.map((d) => {
      const live = statuses?.get(d.uid);
      return {
        uid: d.uid,
        timers: timers.get(d.uid) ?? null,
        online: live?.state === 'known' ? live.status.online : null,
      };
    });
    setPreview(previewBulkTimers(chosen, inputs));
    setStep('preview');
  }

  async function execute() {
    if (!plan || !preview) return;
    const current = ++run.current;
    setStep('running');
    setDone(0);
    const results: Outcome[] = [];
    const record = (outcome: Outcome) => {
      results.push(outcome);
      if (run.current === current) setOutcomes([...results]);
    };
    for (const device of preview.devices) {
      const name = nameOf.get(device.uid) ?? device.uid;
      if (device.skip) {
        record({
          uid: device.uid,
          name,
          ok: false,
          reason: t(`deviceManagement.bulkTimers.skip.${device.skip}`),
        });
        continue;
      }
      let left = device.operations;
      const tick = () => {
        left--;
        if (run.current === current) setDone((n) => n + 1);
      };
      try {
        if (plan.removeOld) {
          await deleteTimers(device.uid);
          tick();
        }
        for (const timer of device.add) {
          await addTimer(device.uid, timer);
          tick();
        }
        record({ uid: device.uid, name, ok: true, reason: '' });
      } catch (error) {
        // The device's remaining calls count as done: the bar still reaches 100 %.
        if (run.current === current) setDone((n) => n + left);
        record({ uid: device.uid, name, ok: false, reason: reasonOf(error) });
      }
    }
    if (run.current === current) {
      setDone(preview.operations);
      setStep('done');
    }
  }

  async function download() {
    const { toCsv } = await import('../../../lib/csv');
    const csv = toCsv(
      {
        fields: [
          t('deviceManagement.bulkTimers.device'),
          t('deviceManagement.detail.uid'),
          t('deviceManagement.bulkTimers.outcome'),
          t('deviceManagement.bulkTimers.reason'),
        ],
        data: outcomes.map((o) => [
          o.name,
          o.uid,
          t(`deviceManagement.bulkTimers.${o.ok ? 'success' : 'failure'}`),
          o.reason,
        ]),
      },
      i18n.language,
    );
    saveCsv('bulk-timers.csv', csv);
  }

  const successes = outcomes.filter((o) => o.ok).length;
  return (
    <Modal
      show={show}
      onHide={close}
      size="lg"
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      aria-labelledby="bulk-timers-title"
      data-testid="bulk-timers-dialog"
      {...focus}
    >
      <Modal.Header closeButton={!busy} closeLabel={t('deviceManagement.timers.close')}>
        <Modal.Title as="h2" className="h5" id="bulk-timers-title">
          {t('deviceManagement.bulkTimers.title', { count: withUid.length })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!canUpdate ? (
          permissions.ready ? (
            <Alert variant="warning" data-testid="bulk-not-authorized">
              {t('deviceManagement.bulkTimers.notAuthorized')}
            </Alert>
          ) : (
            <Loading />
          )
        ) : step === 'form' ? (
          <>
            {withoutUid > 0 && (
              <Alert variant="info" data-testid="bulk-without-uid">
                {t('deviceManagement.bulkTimers.withoutUid', { count: withoutUid })}
              </Alert>
            )}
            {models.size > 1 && (
              <Alert variant="info" data-testid="bulk-mixed-models">
                {t('deviceManagement.bulkTimers.mixedModels')}
              </Alert>
            )}
            <TimerForm
              idPrefix="bulk-timer"
              deviceCount={withUid.length}
              controls={controls}
              saving={false}
              submitLabel={t('deviceManagement.bulkTimers.preview')}
              onCancel={close}
              onSubmit={(chosen) => void prepare(chosen)}
            />
          </>
        ) : step === 'loading' || !preview ? (
          <Loading />
        ) : step === 'preview' ? (
          <div data-testid="bulk-preview">
            <p data-testid="bulk-group">
              {t('deviceManagement.bulkTimers.group', {
                group: preview.group,
                operations: preview.operations,
              })}
            </p>
            <Table size="sm" bordered responsive>
              <thead>
                <tr>
                  <th scope="col">{t('deviceManagement.bulkTimers.device')}</th>
                  <th scope="col">{t('deviceManagement.bulkTimers.adds')}</th>
                  <th scope="col">{t('deviceManagement.bulkTimers.removes')}</th>
                  <th scope="col">{t('deviceManagement.bulkTimers.after')}</th>
                  <th scope="col">{t('deviceManagement.bulkTimers.notes')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.devices.map((d) => (
                  <tr key={d.uid} data-testid={`bulk-preview-row-${d.uid}`}>
                    <th scope="row" className="fw-normal">
                      {nameOf.get(d.uid)}
                    </th>
                    <td>
                      {d.add.length > 0
                        ? t('deviceManagement.bulkTimers.addsText', {
                            count: d.addCount,
                            categories: d.add.map((x) => timerCategoryText(t, x.category)).join(', '),
                          })
                        : '—'}
                    </td>
                    <td>{d.removeCount}</td>
                    <td>{d.after ?? '—'}</td>
                    <td>
                      <div className="d-flex flex-wrap gap-1">
                        {d.offline && <Badge bg="danger">{t('deviceManagement.status.offline')}</Badge>}
                        {d.skip && (
                          <Badge bg="warning" text="dark">
                            {t(`deviceManagement.bulkTimers.skip.${d.skip}`)}
                          </Badge>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <p className="mb-0">{t('deviceManagement.bulkTimers.confirmQuestion')}</p>
          </div>
        ) : (
          <div>
            <ProgressBar className="mb-3">
              <ProgressBar
                now={percent}
                label={`${percent} %`}
                aria-label={t('deviceManagement.bulkTimers.progress')}
                data-testid="bulk-progress"
                animated={step === 'running'}
                striped={step === 'running'}
              />
            </ProgressBar>
            <p role="status" data-testid="bulk-summary">
              {step === 'done'
                ? t('deviceManagement.bulkTimers.summary', {
                    successes,
                    failures: outcomes.length - successes,
                  })
                : t('deviceManagement.bulkTimers.running')}
            </p>
            <Table size="sm" bordered responsive data-testid="bulk-results">
              <thead>
                <tr>
                  <th scope="col">{t('deviceManagement.bulkTimers.device')}</th>
                  <th scope="col">{t('deviceManagement.bulkTimers.outcome')}</th>
                  <th scope="col">{t('deviceManagement.bulkTimers.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {outcomes.map((o) => (
                  <tr key={o.uid} data-testid={`bulk-result-${o.uid}`} data-ok={o.ok}>
                    <th scope="row" className="fw-normal">
                      {o.name}
                    </th>
                    <td>
                      <Badge bg={o.ok ? 'success' : 'danger'}>
                        {t(`deviceManagement.bulkTimers.${o.ok ? 'success' : 'failure'}`)}
                      </Badge>
                    </td>
                    <td>{o.reason}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Modal.Body>
      {canUpdate && step !== 'form' && (
        <Modal.Footer>
          {step === 'preview' && (
            <>
              <Button variant="secondary" onClick={reset} data-testid="bulk-back">
                {t('deviceManagement.bulkTimers.back')}
              </Button>
              <Button
                onClick={() => void execute()}
                data-testid="bulk-confirm"
                disabled={preview?.operations === 0}
              >
                {t('deviceManagement.bulkTimers.confirm')}
              </Button>
            </>
          )}
          {(step === 'running' || step === 'done') && (
            <>
              <Button
                variant="outline-secondary"
                onClick={() => void download()}
                disabled={step !== 'done'}
                data-testid="bulk-download"
              >
                {t('deviceManagement.bulkTimers.download')}
              </Button>
              <Button onClick={close} disabled={percent < 100 || step !== 'done'} data-testid="bulk-close">
                {t('deviceManagement.timers.close')}
              </Button>
            </>
          )}
        </Modal.Footer>
      )}
    </Modal>
  );
}

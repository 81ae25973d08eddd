import { useEffect, useRef, useState } from 'react';
import { BulkJobOptionsFields } from './bulk-job-options-fields';
import {
  bulkJobOptionsOf,
  NO_BULK_JOB_OPTIONS,
  type BulkJobOptionsField,
  type BulkJobOptionsInput,
} from '../utils/bulk-job-options';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Table from 'react-bootstrap/Table';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  bulkControls,
  previewBulkTimers,
  progressPercent,
  type BulkDeviceInput,
  type BulkJobDetail,
  type BulkPreview,
  type DeviceDto,
  type TimerCategory,
  type TimerPlan,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { saveCsv } from '../../../lib/save-file';
import { describeApiError } from '../../../lib/api-error-notifier';
import {
  bulkJobKeys,
  createBulkJob,
  isBulkJobFinished,
  useBulkJob,
} from '../../../lib/bulk-jobs/bulk-job-api';
import { deviceKeys } from '../../../lib/devices/device-query-keys';
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

type Step = 'form' | 'loading' | 'preview' | 'submitting' | 'following';
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
 * Each previewed device's outcome so far, in the preview's order: a skipped device failed with the
 * skip's reason; a device of the job once the server has finished it (done, failed with the
 * provider's or the rule's message, or cancelled).
 */
function outcomesOf(
  preview: BulkPreview,
  job: BulkJobDetail | undefined,
  nameOf: ReadonlyMap<string, string>,
  texts: { skip: (reason: string) => string; cancelled: string },
): Outcome[] {
  const items = new Map((job?.items ?? []).map((item) => [item.uid, item]));
  return preview.devices.flatMap((device): Outcome[] => {
    if (device.skip) {
      const name = nameOf.get(device.uid) ?? device.uid;
      return [{ uid: device.uid, name, ok: false, reason: texts.skip(device.skip) }];
    }
    const item = items.get(device.uid);
    if (!item || item.status === 'PENDING' || item.status === 'RUNNING') return [];
    const name = item.name || nameOf.get(device.uid) || device.uid;
    if (item.status === 'DONE') return [{ uid: device.uid, name, ok: true, reason: '' }];
    const reason = item.status === 'CANCELLED' ? (item.error ?? texts.cancelled) : (item.error ?? '');
    return [{ uid: device.uid, name, ok: false, reason }];
  });
}

/**
 * Bulk timer programming from the device list (docs/product.md#timers, spec §4; decision 038): the
 * timer form (the model's switch-on settings only when every device is of one model), a preview per
 * device (what is added and removed, the shared free group, devices offline or over 30 timers), the
 * confirmation, which submits one bulk job to the server (the same timers on every device that is
 * not skipped, old timers removed first when asked). The dialog then follows the job (read every
 * second while queued or running): a named progress bar over its devices, then each device's
 * outcome, downloadable as CSV, and a link to the job's page. The server runs the job whether or
 * not the dialog stays open: close is allowed at any time.
 * Test ids: `bulk-timers-dialog`, `bulk-timer-form` (fields `#bulk-timer-*`), `bulk-preview`,
 * `bulk-preview-row-<uid>`, `bulk-group`, `bulk-confirm`, `bulk-back`, `bulk-submit-error`,
 * `bulk-progress`, `bulk-summary`, `bulk-continues`, `bulk-job-link`, `bulk-results`,
 * `bulk-result-<uid>`, `bulk-download`, `bulk-close`.
 */
export function BulkTimersModal({ devices, show, onHide }: BulkTimersModalProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const permissions = useDevicePermissions();
  const canUpdate = permissions.can('DEVICE_MANAGEMENT', 'update');
  const [step, setStep] = useState<Step>('form');
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [removeOld, setPlanRemoveOld] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [staging, setStaging] = useState<BulkJobOptionsInput>(NO_BULK_JOB_OPTIONS);
  const [invalidOption, setInvalidOption] = useState<BulkJobOptionsField | null>(null);
  const run = useRef(0);
  const focus = useDialogFocus('bulk-timers-title');
  const job = useBulkJob(step === 'following' ? jobId : null);

  const withUid = devices.filter((d): d is DeviceDto & { uid: string } => !!d.uid);
  const withoutUid = devices.length - withUid.length;
  const nameOf = new Map(withUid.map((d) => [d.uid, d.name || d.uid]));
  const models = new Set(withUid.map((d) => d.modelName ?? ''));
  const controls = bulkControls(withUid.map((d) => d.modelName));
  const finished = !!job.data && isBulkJobFinished(job.data.status);
  const counts = job.data?.counts;
  const percent = finished
    ? 100
    : counts
      ? progressPercent(counts.done + counts.failed + counts.cancelled, counts.total)
      : 0;
  const outcomes =
    preview && step === 'following'
      ? outcomesOf(preview, job.data, nameOf, {
          skip: (reason) => t(`deviceManagement.bulkTimers.skip.${reason}`),
          cancelled: t('deviceManagement.bulkTimers.cancelled'),
        })
      : [];

  // A finished job changed the devices' timers: what is cached of them is read again when shown.
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: [...deviceKeys.all, 'timers'] });
  }, [finished, client]);

  const reset = () => {
    run.current++;
    setStep('form');
    setPreview(null);
    setJobId(null);
    setSubmitError(null);
    setStaging(NO_BULK_JOB_OPTIONS);
    setInvalidOption(null);
  };
  // The job, once submitted, goes on on the server: closing only stops following it here.
  const close = () => {
    reset();
    onHide();
  };

  async function prepare(chosen: TimerPlan) {
    const current = ++run.current;
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
    setPlanRemoveOld(chosen.removeOld === true);
    setPreview(previewBulkTimers(chosen, inputs));
    setStep('preview');
  }

  /** Submits one job: the preview's timers (the same on every device) on the devices not skipped. */
  async function submit() {
    if (!preview) return;
    const targets = preview.devices.filter((d) => !d.skip);
    const timers = targets[0]?.add ?? [];
    if (targets.length === 0 || timers.length === 0) return;
    const staged = bulkJobOptionsOf(staging, new Date());
    if ('invalid' in staged) {
      setInvalidOption(staged.invalid);
      document.getElementById(`bulk-option-${staged.invalid}`)?.focus();
      return;
    }
    setInvalidOption(null);
    const current = ++run.current;
    setStep('submitting');
    setSubmitError(null);
    try {
      const created = await createBulkJob(
        {
          action: { kind: 'timers', timers, removeOld },
          devices: targets.map((d) => d.uid),
          ...(Object.keys(staged.options).length ? { options: staged.options } : {}),
        },
        // A refusal (a device not the caller's, an invalid plan) is said in the dialog.
        (error) => error.status === 400 || error.status === 409,
      );
      void client.invalidateQueries({ queryKey: bulkJobKeys.list });
      if (run.current !== current) return;
      setJobId(created.id);
      setStep('following');
    } catch (error) {
      if (run.current !== current) return;
      setSubmitError(reasonOf(error));
      setStep('preview');
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
  const following = step === 'submitting' || step === 'following';
  const moving = following && !finished;
  return (
    <Modal
      show={show}
      onHide={close}
      size="lg"
      aria-labelledby="bulk-timers-title"
      data-testid="bulk-timers-dialog"
      {...focus}
    >
      <Modal.Header closeButton closeLabel={t('deviceManagement.timers.close')}>
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
            <BulkJobOptionsFields value={staging} onChange={setStaging} invalid={invalidOption} />
            {submitError && (
              <Alert variant="danger" data-testid="bulk-submit-error">
                {submitError}
              </Alert>
            )}
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
                animated={moving}
                striped={moving}
              />
            </ProgressBar>
            <p role="status" data-testid="bulk-summary">
              {finished
                ? t('deviceManagement.bulkTimers.summary', {
                    successes,
                    failures: outcomes.length - successes,
                  })
                : job.data?.status === 'PAUSED'
                  ? t('deviceManagement.bulkTimers.paused')
                  : t('deviceManagement.bulkTimers.running')}
            </p>
            {jobId !== null && (
              <p className="d-flex flex-wrap gap-2 align-items-baseline" data-testid="bulk-continues">
                {!finished && <span>{t('deviceManagement.bulkTimers.continues')}</span>}
                <Link to={paths.bulkJobs.detail.getHref(jobId)} data-testid="bulk-job-link" onClick={close}>
                  {t('deviceManagement.bulkTimers.jobLink', { id: jobId })}
                </Link>
              </p>
            )}
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
                onClick={() => void submit()}
                data-testid="bulk-confirm"
                disabled={preview?.operations === 0}
              >
                {t('deviceManagement.bulkTimers.confirm')}
              </Button>
            </>
          )}
          {following && (
            <>
              <Button
                variant="outline-secondary"
                onClick={() => void download()}
                disabled={!finished}
                data-testid="bulk-download"
              >
                {t('deviceManagement.bulkTimers.download')}
              </Button>
              <Button onClick={close} data-testid="bulk-close">
                {t('deviceManagement.timers.close')}
              </Button>
            </>
          )}
        </Modal.Footer>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import {
  countTimers,
  MAX_TIMERS_PER_DEVICE,
  maskPreset,
  maskToDays,
  TIMER_SECTIONS,
  timersBySection,
  WEEK_DAYS,
  type DeviceControl,
  type ScheduledTimer,
  type TimerScope,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { failureText } from '../../../lib/api-error-notifier';
import { useAddTimerPlan } from '../api/add-timer';
import { useDeleteTimers } from '../api/delete-timers';
import { useDeviceTimers } from '../api/get-timers';
import { ConfirmDialog, useParamLabel } from './device-functions';
import { dataPointValueText, timerCategoryText } from '../utils/device-value-labels';
import { TimerForm } from './timer-form';

/** The days of a mask in words: a preset's name, else the days listed. */
function useDaysText() {
  const { t } = useTranslation();
  return (mask: string) => {
    const preset = maskPreset(mask);
    if (preset) return t(`deviceManagement.timers.presets.${preset}`);
    try {
      return maskToDays(mask)
        .map((day) => t(`deviceManagement.timers.weekDays.${WEEK_DAYS[day]}`))
        .join(', ');
    } catch {
      return mask;
    }
  };
}

type Deletion = { scope: TimerScope; question: string };

/**
 * The Timers tab of the device detail (shown only with DEVICE_MANAGEMENT update): the device's
 * timers by section (on/off, pause, hourly repeat, user timers), the add form in a dialog, and
 * delete by group, by category or all behind a confirmation. Test ids: `timers-list`, `timers-empty`,
 * `timers-error`, `timers-count`, `timers-section-<base|pause|repeat|user>`, `timer-group-<groupId>`,
 * `timer-add`, `timers-delete-all`, `timer-delete-group-<groupId>`, `timer-delete-category-<groupId>`.
 */
export function DeviceTimers({ uid, controls }: { uid: string; controls: readonly DeviceControl[] }) {
  const { t, i18n } = useTranslation();
  const label = useParamLabel();
  const daysText = useDaysText();
  const timers = useDeviceTimers(uid);
  const add = useAddTimerPlan(uid);
  const remove = useDeleteTimers(uid);
  const [adding, setAdding] = useState(false);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const formFocus = useDialogFocus('timer-form-title');

  const categories = timers.data ?? [];
  const count = countTimers(categories);
  const sections = timersBySection(categories);
  const empty = TIMER_SECTIONS.every((s) => sections[s].length === 0);
  const functionsText = (timer: ScheduledTimer) =>
    timer.functions
      .map((f) => `${label(f.code)}: ${dataPointValueText(t, f.value, i18n.language)}`)
      .join(', ');

  return (
    <div className="py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0 me-auto">{t('deviceManagement.timers.title')}</h2>
        {timers.isSuccess && (
          <span className="text-body-secondary small" data-testid="timers-count">
            {t('deviceManagement.timers.count', { count, max: MAX_TIMERS_PER_DEVICE })}
          </span>
        )}
        <Button
          size="sm"
          onClick={() => setAdding(true)}
          disabled={!timers.isSuccess}
          data-testid="timer-add"
        >
          {t('deviceManagement.timers.add')}
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={!timers.isSuccess || empty}
          data-testid="timers-delete-all"
          onClick={() => setDeletion({ scope: {}, question: t('deviceManagement.timers.confirmAll') })}
        >
          {t('deviceManagement.timers.deleteAll')}
        </Button>
      </div>

      {timers.isPending ? (
        <Loading />
      ) : timers.isError ? (
        <Alert variant="danger" data-testid="timers-error">
          {failureText(timers.error, t('deviceManagement.timers.notFound'))}
        </Alert>
      ) : empty ? (
        <Alert variant="info" data-testid="timers-empty">
          {t('deviceManagement.timers.none')}
        </Alert>
      ) : (
        <div data-testid="timers-list" aria-busy={timers.isFetching}>
          {TIMER_SECTIONS.filter((s) => sections[s].length > 0).map((section) => (
            <section key={section} className="mb-4" data-testid={`timers-section-${section}`}>
              <h3 className="h6">{t(`deviceManagement.timers.sections.${section}`)}</h3>
              <Table size="sm" bordered responsive>
                <thead>
                  <tr>
                    <th scope="col">{t('deviceManagement.timers.group', { number: '' }).trim()}</th>
                    <th scope="col">{t('deviceManagement.timers.days')}</th>
                    <th scope="col">{t('deviceManagement.timers.instructions')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('deviceManagement.timers.delete')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sections[section].map(({ category, number, group }) => (
                    <tr key={`${category}|${group.id}`} data-testid={`timer-group-${group.id}`}>
                      <th scope="row" className="fw-normal">
                        {number === null ? category : t('deviceManagement.timers.group', { number })}
                      </th>
                      <td>{daysText(group.timers[0]?.loops ?? '')}</td>
                      <td>
                        <ul className="list-unstyled mb-0">
                          {group.timers.map((timer) => (
                            <li key={timer.timer_id}>
                              <strong>{timer.time}</strong> {functionsText(timer)}
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td className="text-nowrap">
                        <Button
                          size="sm"
                          variant="outline-danger"
                          className="me-1"
                          data-testid={`timer-delete-group-${group.id}`}
                          onClick={() =>
                            setDeletion({
                              scope: { category, group: group.id },
                              question: t('deviceManagement.timers.confirmGroup', {
                                group: group.id,
                                category: timerCategoryText(t, category),
                              }),
                            })
                          }
                        >
                          {t('deviceManagement.timers.deleteGroup')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline-danger"
                          data-testid={`timer-delete-category-${group.id}`}
                          onClick={() =>
                            setDeletion({
                              scope: { category },
                              question: t('deviceManagement.timers.confirmCategory', {
                                category: timerCategoryText(t, category),
                              }),
                            })
                          }
                        >
                          {t('deviceManagement.timers.deleteCategory')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </section>
          ))}
        </div>
      )}

      <Modal
        show={adding}
        onHide={() => !add.isPending && setAdding(false)}
        size="lg"
        aria-labelledby="timer-form-title"
        data-testid="timer-form-dialog"
        {...formFocus}
      >
        <Modal.Header closeButton closeLabel={t('deviceManagement.timers.close')}>
          <Modal.Title as="h2" className="h5" id="timer-form-title">
            {t('deviceManagement.timers.form.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {adding && (
            <TimerForm
              deviceCount={1}
              existingTimers={count}
              controls={controls}
              saving={add.isPending}
              onCancel={() => setAdding(false)}
              onSubmit={(plan) =>
                add.mutate({ plan, existing: categories }, { onSuccess: () => setAdding(false) })
              }
            />
          )}
        </Modal.Body>
      </Modal>

      {deletion && (
        <ConfirmDialog
          title={t('deviceManagement.timers.confirmTitle')}
          question={deletion.question}
          confirmLabel={t('deviceManagement.timers.delete')}
          variant="danger"
          busy={remove.isPending}
          onCancel={() => setDeletion(null)}
          onConfirm={() => remove.mutate(deletion.scope, { onSettled: () => setDeletion(null) })}
        />
      )}
    </div>
  );
}

import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { ScheduledExportView } from '@app/contracts';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { Loading } from '../../../components/ui/loading';
import {
  useDeleteScheduledExport,
  useScheduledExports,
  useSendScheduledExportNow,
  useUpdateScheduledExport,
} from '../api/scheduled-exports';
import { ScheduledExportForm } from './scheduled-export-form';
import { ScheduledExportsTable } from './scheduled-exports-table';

/**
 * The schedules of /scheduled-exports: the form (new, or the one being edited), the list with
 * pause/resume, send now and delete behind the shared confirmation; each outcome is announced.
 * Test ids `scheduled-exports-empty`, `scheduled-exports-load-error`, `scheduled-exports-message`,
 * `scheduled-export-form-cancel`, `scheduled-export-delete-dialog` and its buttons.
 */
export function ScheduledExportsManager() {
  const { t } = useTranslation();
  const schedules = useScheduledExports();
  const update = useUpdateScheduledExport();
  const remove = useDeleteScheduledExport();
  const sendNow = useSendScheduledExportNow();
  const [editing, setEditing] = useState<ScheduledExportView | null>(null);
  const [deleting, setDeleting] = useState<ScheduledExportView | null>(null);
  const [message, setMessage] = useState('');
  // A new key remounts the form empty after a save, or with the values of the schedule to edit.
  const [formKey, setFormKey] = useState(0);

  const edit = (schedule: ScheduledExportView | null) => {
    setEditing(schedule);
    setFormKey((k) => k + 1);
    if (schedule) document.getElementById('scheduled-export-form-name')?.focus();
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setMessage(t('scheduledExports.deleted', { name }));
        if (editing?.id === id) edit(null);
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <ScheduledExportForm
        key={formKey}
        editing={editing ?? undefined}
        onDone={(saved) => {
          setMessage(t('scheduledExports.saved', { name: saved.name }));
          edit(null);
        }}
      />
      {editing && (
        <Button
          variant="link"
          className="px-0"
          onClick={() => edit(null)}
          data-testid="scheduled-export-form-cancel"
        >
          {t('scheduledExports.form.cancel')}
        </Button>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="scheduled-exports-message">
        {message}
      </p>
      <h2 className="h5 mt-4">{t('scheduledExports.list.caption')}</h2>
      {schedules.isPending ? (
        <Loading />
      ) : schedules.isError ? (
        <Alert variant="danger" data-testid="scheduled-exports-load-error">
          {t('scheduledExports.loadError')}
        </Alert>
      ) : schedules.data.length === 0 ? (
        <p data-testid="scheduled-exports-empty">{t('scheduledExports.empty')}</p>
      ) : (
        <ScheduledExportsTable
          schedules={schedules.data}
          actions={{
            busy: update.isPending || sendNow.isPending,
            onEdit: (s) => {
              edit(s);
              window.scrollTo({ top: 0 });
            },
            onTogglePause: (s) =>
              update.mutate(
                { id: s.id, changes: { paused: !s.paused } },
                {
                  onSuccess: () =>
                    setMessage(
                      t(s.paused ? 'scheduledExports.resumed' : 'scheduledExports.paused', { name: s.name }),
                    ),
                },
              ),
            onSendNow: (s) =>
              sendNow.mutate(s.id, {
                onSuccess: () => setMessage(t('scheduledExports.sent', { name: s.name })),
              }),
            onDelete: setDeleting,
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteModal
          title={t('scheduledExports.deleteDialog.title')}
          question={t('scheduledExports.deleteDialog.question', { name: deleting.name })}
          cancelLabel={t('scheduledExports.deleteDialog.cancel')}
          confirmLabel={t('scheduledExports.deleteDialog.confirm')}
          closeLabel={t('scheduledExports.deleteDialog.close')}
          deleting={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
          testIds={{
            dialog: 'scheduled-export-delete-dialog',
            question: 'scheduled-export-delete-question',
            cancel: 'scheduled-export-delete-cancel',
            confirm: 'scheduled-export-delete-confirm',
          }}
        />
      )}
    </>
  );
}

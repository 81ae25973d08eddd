import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { ScheduledExportView } from '@app/contracts';
import { formatDateTime } from '../../../lib/formatters';
import { describeRecurrence } from './describe-recurrence';

export interface ScheduledExportActions {
  onEdit: (schedule: ScheduledExportView) => void;
  onTogglePause: (schedule: ScheduledExportView) => void;
  onSendNow: (schedule: ScheduledExportView) => void;
  onDelete: (schedule: ScheduledExportView) => void;
  busy: boolean;
}

/**
 * The user's schedules: name, content, frequency in words, delivery, next run, last run with its
 * result, state, and the actions (each button names its schedule for a screen reader). Scrolls
 * sideways on a phone. Test ids `scheduled-exports-table`, `scheduled-export-row-<id>`,
 * `scheduled-export-<edit|pause|send|delete>-<id>`.
 */
export function ScheduledExportsTable({
  schedules,
  actions,
}: {
  schedules: readonly ScheduledExportView[];
  actions: ScheduledExportActions;
}) {
  const { t } = useTranslation();
  const l = (key: string, name?: string) => t(`scheduledExports.list.${key}`, { name });
  return (
    <Table responsive hover size="sm" data-testid="scheduled-exports-table">
      <caption className="visually-hidden">{l('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{l('name')}</th>
          <th scope="col">{l('kind')}</th>
          <th scope="col">{l('when')}</th>
          <th scope="col">{l('delivery')}</th>
          <th scope="col">{l('nextRun')}</th>
          <th scope="col">{l('lastRun')}</th>
          <th scope="col">{l('state')}</th>
          <th scope="col">
            <span className="visually-hidden">{l('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {schedules.map((s) => (
          <tr key={s.id} data-testid={`scheduled-export-row-${s.id}`}>
            <th scope="row">{s.name}</th>
            <td>{t(`scheduledExports.kind.${s.source.kind}`)}</td>
            <td data-testid={`scheduled-export-when-${s.id}`}>{describeRecurrence(t, s.recurrence)}</td>
            <td>{t(`scheduledExports.delivery.${s.delivery}`)}</td>
            <td>{s.nextRunAt ? formatDateTime(s.nextRunAt) : '—'}</td>
            <td className="small">
              {s.lastRunAt ? (
                <>
                  {formatDateTime(s.lastRunAt)}
                  {s.lastResult && <div>{t(`scheduledExports.result.${s.lastResult}`)}</div>}
                  {s.lastRows !== null && <div>{t('scheduledExports.list.rows', { count: s.lastRows })}</div>}
                </>
              ) : (
                l('never')
              )}
            </td>
            <td>
              <Badge bg={s.paused ? 'secondary' : 'success'} data-testid={`scheduled-export-state-${s.id}`}>
                {s.paused ? l('paused') : l('active')}
              </Badge>
            </td>
            <td>
              <div className="d-flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="outline-primary"
                  aria-label={l('editNamed', s.name)}
                  onClick={() => actions.onEdit(s)}
                  data-testid={`scheduled-export-edit-${s.id}`}
                >
                  {l('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  aria-label={l(s.paused ? 'resumeNamed' : 'pauseNamed', s.name)}
                  disabled={actions.busy}
                  onClick={() => actions.onTogglePause(s)}
                  data-testid={`scheduled-export-pause-${s.id}`}
                >
                  {l(s.paused ? 'resume' : 'pause')}
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  aria-label={l('sendNowNamed', s.name)}
                  disabled={actions.busy}
                  onClick={() => actions.onSendNow(s)}
                  data-testid={`scheduled-export-send-${s.id}`}
                >
                  {l('sendNow')}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={l('deleteNamed', s.name)}
                  onClick={() => actions.onDelete(s)}
                  data-testid={`scheduled-export-delete-${s.id}`}
                >
                  {l('delete')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

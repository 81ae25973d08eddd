import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { AlarmDetailDto } from '@app/contracts';
import { useAlarmAssignees } from '../api/get-alarm-assignees';

/**
 * Assigns the alarm to one of the users who may see it (of the caller's own subtree, as the server
 * lists them). Test ids `alarm-assignee-select`, `alarm-assign`.
 */
export function AlarmAssign({
  alarm,
  busy,
  onAssign,
}: {
  alarm: AlarmDetailDto;
  busy: boolean;
  onAssign: (userId: number, login: string) => void;
}) {
  const { t } = useTranslation();
  const assignees = useAlarmAssignees(alarm.id);
  const [chosen, setChosen] = useState('');
  const choices = (assignees.data ?? []).filter((u) => u.id !== alarm.assignee?.id);
  if (assignees.isError)
    return <p className="text-danger small mb-3">{t('alarms.actions.assigneesError')}</p>;
  if (choices.length === 0) return null;
  const user = choices.find((u) => String(u.id) === chosen);
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (user) onAssign(user.id, user.login);
      }}
    >
      <Form.Group controlId={`alarm-assignee-${alarm.id}`}>
        <Form.Label className="mb-1">{t('alarms.actions.assignTo')}</Form.Label>
        <Form.Select
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          data-testid="alarm-assignee-select"
        >
          <option value="">—</option>
          {choices.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name ? `${u.name} (${u.login})` : u.login}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button type="submit" variant="outline-primary" disabled={busy || !user} data-testid="alarm-assign">
        {t('alarms.actions.assign')}
      </Button>
    </Form>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { alarmCommentSchema, type AlarmDetailDto } from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { isApiError } from '../../../lib/api-error';
import { focusIsLost, focusMainHeading } from '../../../lib/page-focus';
import { useAlarmAction, type AlarmAction } from '../api/alarm-actions';
import { AlarmAssign } from './alarm-assign';

export const COMMENT_MAX = 2000;

/**
 * What the caller may do with an alarm: acknowledge it, take it, give it to one of the users who
 * may see it (GET api/alarms/{id}/assignees) or unassign it, comment (up to 2000 characters) and clear it by hand (confirmed, with an optional
 * note). A refusal is said in an alert; after a 403 the actions are withdrawn (the server said this
 * alarm is not the caller's to handle). Test ids `alarm-acknowledge`, `alarm-assign-me`,
 * `alarm-unassign`, `alarm-comment-text`, `alarm-comment-send`, `alarm-clear`, `alarm-clear-note`,
 * `alarm-clear-confirm`, `alarm-action-error`, `alarm-action-forbidden`.
 */
export function AlarmActions({ alarm, myUserId }: { alarm: AlarmDetailDto; myUserId: number | undefined }) {
  const { t } = useTranslation();
  const action = useAlarmAction(alarm.id);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const commentId = useId();

  // A pressed button that goes away with the answer (Acknowledge, Assign to me) leaves the focus
  // nowhere: it moves to the page's heading, as on the other pages.
  const keepFocus = useRef(false);
  const forbidden = isApiError(action.error) && action.error.status === 403;
  const busy = action.isPending;
  useEffect(() => {
    if (!keepFocus.current || busy) return;
    keepFocus.current = false;
    if (focusIsLost()) focusMainHeading();
  }, [alarm, busy, forbidden]);

  const run = (move: AlarmAction, said: string, after?: () => void) => {
    setDone(null);
    keepFocus.current = true;
    action.mutate(move, {
      onSuccess: () => {
        setDone(said);
        after?.();
      },
      // The refusal is said on the page, not behind the dialog.
      onError: () => setClearing(false),
    });
  };

  if (forbidden)
    return (
      <Alert variant="warning" data-testid="alarm-action-forbidden">
        {t('alarms.actions.forbidden')}
      </Alert>
    );

  const sendComment = (event: FormEvent) => {
    event.preventDefault();
    const parsed = alarmCommentSchema.safeParse({ text: comment });
    if (!parsed.success) {
      setCommentError(
        comment.trim()
          ? t('alarms.actions.commentTooLong', { max: COMMENT_MAX })
          : t('alarms.actions.commentRequired'),
      );
      return;
    }
    setCommentError(null);
    run({ action: 'comment', text: parsed.data.text }, t('alarms.actions.commented'), () => setComment(''));
  };

  const mine = alarm.assignee !== null && alarm.assignee.id === myUserId;
  const errorId = `${commentId}-error`;
  return (
    <section aria-labelledby="alarm-actions-title" data-testid="alarm-actions">
      <h2 className="h5" id="alarm-actions-title">
        {t('alarms.actions.title')}
      </h2>
      <div aria-live="polite">
        {done && (
          <Alert variant="success" className="py-2" data-testid="alarm-action-done">
            {done}
          </Alert>
        )}
        {action.isError && (
          <Alert variant="danger" className="py-2" data-testid="alarm-action-error">
            {t('alarms.actions.failed')}
          </Alert>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {!alarm.acknowledgedAt && (
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => run({ action: 'acknowledge' }, t('alarms.actions.acknowledged'))}
            data-testid="alarm-acknowledge"
          >
            {t('alarms.actions.acknowledge')}
          </Button>
        )}
        {!mine && myUserId !== undefined && (
          <Button
            variant="outline-primary"
            disabled={busy}
            onClick={() => run({ action: 'assign', userId: myUserId }, t('alarms.actions.assignedToMe'))}
            data-testid="alarm-assign-me"
          >
            {t('alarms.actions.assignMe')}
          </Button>
        )}
        {alarm.assignee && (
          <Button
            variant="outline-secondary"
            disabled={busy}
            onClick={() => run({ action: 'assign', userId: null }, t('alarms.actions.unassigned'))}
            data-testid="alarm-unassign"
          >
            {t('alarms.actions.unassign')}
          </Button>
        )}
        {alarm.state === 'active' && (
          <Button
            variant="outline-danger"
            disabled={busy}
            onClick={() => setClearing(true)}
            data-testid="alarm-clear"
          >
            {t('alarms.actions.clear')}
          </Button>
        )}
      </div>
      <AlarmAssign
        alarm={alarm}
        busy={busy}
        onAssign={(userId, login) =>
          run({ action: 'assign', userId }, t('alarms.actions.assignedTo', { login }))
        }
      />
      <Form onSubmit={sendComment} noValidate>
        <Form.Group controlId={commentId} className="mb-2">
          <Form.Label>{t('alarms.actions.comment')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            isInvalid={commentError !== null}
            aria-describedby={commentError ? errorId : undefined}
            data-testid="alarm-comment-text"
          />
          <Form.Text className="text-body-secondary">
            {t('alarms.actions.commentLength', { length: comment.length, max: COMMENT_MAX })}
          </Form.Text>
          {commentError && (
            <Form.Control.Feedback type="invalid" id={errorId} data-testid="alarm-comment-error">
              {commentError}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <Button type="submit" variant="secondary" disabled={busy} data-testid="alarm-comment-send">
          {t('alarms.actions.send')}
        </Button>
      </Form>
      {clearing && (
        <ConfirmDeleteModal
          title={t('alarms.actions.clearTitle')}
          question={
            <>
              <p>{t('alarms.actions.clearQuestion', { rule: alarm.ruleName })}</p>
              <Form.Group controlId="alarm-clear-note">
                <Form.Label>{t('alarms.actions.clearNote')}</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={2}
                  maxLength={COMMENT_MAX}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                  data-testid="alarm-clear-note"
                />
              </Form.Group>
            </>
          }
          cancelLabel={t('alarms.actions.cancel')}
          confirmLabel={t('alarms.actions.clear')}
          closeLabel={t('alarms.actions.close')}
          deleting={busy}
          onCancel={() => setClearing(false)}
          onConfirm={() =>
            run({ action: 'clear', note: note.trim() || undefined }, t('alarms.actions.cleared'), () => {
              setClearing(false);
              setNote('');
            })
          }
          testIds={{
            dialog: 'alarm-clear-dialog',
            question: 'alarm-clear-question',
            cancel: 'alarm-clear-cancel',
            confirm: 'alarm-clear-confirm',
          }}
        />
      )}
    </section>
  );
}

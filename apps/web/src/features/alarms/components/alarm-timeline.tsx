import type { AlarmEventDto } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatters';

/** What happened, in words; an assignment's text is the assignee's login (none: unassigned). */
function eventText(t: TFunction, event: AlarmEventDto, actor: string): string {
  if (event.type === 'assigned')
    return event.text
      ? t('alarms.timeline.assignedTo', { actor, user: event.text })
      : t('alarms.timeline.unassigned', { actor });
  return t(`alarms.timeline.${event.type}`, { actor });
}

/**
 * An alarm's events, oldest first, as an ordered list: what happened (opened, came back, acknowledged,
 * assigned, commented, cleared), who did it (or the system) and when, with the comment's text or the
 * value seen. Items `alarm-event-<id>` (`data-type`).
 */
export function AlarmTimeline({ events }: { events: readonly AlarmEventDto[] }) {
  const { t } = useTranslation();
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  if (ordered.length === 0)
    return (
      <p className="text-body-secondary" data-testid="alarm-timeline-empty">
        {t('alarms.timeline.empty')}
      </p>
    );
  return (
    <ol className="list-unstyled border-start ps-3 mb-0" data-testid="alarm-timeline">
      {ordered.map((event) => {
        const actor = event.actor ?? t('alarms.system');
        return (
          <li key={event.id} className="mb-3" data-testid={`alarm-event-${event.id}`} data-type={event.type}>
            <div>
              <span className="fw-semibold" data-testid="alarm-event-text">
                {eventText(t, event, actor)}
              </span>
              <span className="text-body-secondary small ms-2">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </span>
            </div>
            {event.value !== null && (
              <div className="small text-body-secondary" data-testid="alarm-event-value">
                {t('alarms.timeline.value', { value: event.value })}
              </div>
            )}
            {event.text && event.type !== 'assigned' && (
              <blockquote
                className="mb-0 mt-1 small text-break"
                style={{ whiteSpace: 'pre-wrap' }}
                data-testid="alarm-event-comment"
              >
                {event.text}
              </blockquote>
            )}
          </li>
        );
      })}
    </ol>
  );
}

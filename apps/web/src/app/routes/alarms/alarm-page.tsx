import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useAlarm } from '../../../features/alarms/api/get-alarm';
import { AlarmActions } from '../../../features/alarms/components/alarm-actions';
import { AlarmHeader } from '../../../features/alarms/components/alarm-header';
import { AlarmTimeline } from '../../../features/alarms/components/alarm-timeline';
import { useAlarmPermissions } from '../../../features/alarms/hooks/use-alarm-permissions';

/**
 * /alarms/{id} (decision 040): one alarm — severity, rule, subject, state — its timeline (opened,
 * came back, acknowledged, assigned, commented, cleared: who and when), a link to the device's
 * history at the alarm's time, and, for a caller with DEVICE_MANAGEMENT update, the actions
 * (acknowledge, assign to me / unassign, comment, clear). Needs DEVICE_MANAGEMENT read.
 * Test ids: `alarm-title`, `alarm-not-found`, `alarm-error`, `alarms-not-authorized`, `alarm-back`.
 */
export function AlarmPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const permissions = useAlarmPermissions();
  const alarm = useAlarm(id, permissions.ready && permissions.canRead);

  let body: ReactNode;
  if (!permissions.ready && !permissions.failed) body = <Loading />;
  else if (!permissions.canRead)
    body = (
      <Alert variant="warning" data-testid="alarms-not-authorized">
        {t('alarms.notAuthorized')}
      </Alert>
    );
  else if (alarm.isPending) body = <Loading />;
  else if (alarm.isError)
    body =
      isApiError(alarm.error) && alarm.error.status === 404 ? (
        <Alert variant="warning" data-testid="alarm-not-found">
          {t('alarms.detail.notFound')}
        </Alert>
      ) : (
        <Alert variant="danger" data-testid="alarm-error">
          <p className="mb-2">{t('alarms.detail.loadError')}</p>
          <Button size="sm" variant="outline-danger" onClick={() => void alarm.refetch()}>
            {t('alarms.retry')}
          </Button>
        </Alert>
      );
  else
    body = (
      <div className="row g-4">
        <div className="col-lg-7">
          <AlarmHeader alarm={alarm.data} />
          <section aria-labelledby="alarm-timeline-title" className="mt-4">
            <h2 className="h5" id="alarm-timeline-title">
              {t('alarms.timeline.title')}
            </h2>
            <AlarmTimeline events={alarm.data.events} />
          </section>
        </div>
        {permissions.canHandle && (
          <div className="col-lg-5">
            <AlarmActions alarm={alarm.data} myUserId={permissions.myUserId} />
          </div>
        )}
      </div>
    );

  return (
    <div data-testid="alarm-page">
      <PageTitle testId="alarm-title">
        {alarm.data
          ? t('alarms.detail.title', { rule: alarm.data.ruleName })
          : t('alarms.detail.titleNo', { id })}
      </PageTitle>
      {body}
      <div className="mt-4">
        <LinkButton to={paths.alarms.list.getHref()} variant="secondary" data-testid="alarm-back">
          {t('alarms.detail.back')}
        </LinkButton>
      </div>
    </div>
  );
}

export default AlarmPage;

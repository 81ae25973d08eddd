import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WebhookDto } from '@app/contracts';
import { paths } from '../../../config/paths';
import { eventLabelKey } from './webhook-labels';

export interface WebhookRowActions {
  onToggle: (hook: WebhookDto) => void;
  onTest: (hook: WebhookDto) => void;
  onDelete: (hook: WebhookDto) => void;
  /** The endpoint whose action is under way (its buttons wait). */
  busyId: number | null;
}

/** An endpoint's state: enabled, disabled (and why), failing. */
export function WebhookStatus({ hook }: { hook: WebhookDto }) {
  const { t } = useTranslation();
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Badge bg={hook.enabled ? 'success' : 'secondary'}>
        {hook.enabled ? t('webhooks.status.enabled') : t('webhooks.status.disabled')}
      </Badge>
      {hook.enabled && hook.consecutiveFailures > 0 && (
        <Badge bg="warning" text="dark">
          {t('webhooks.status.failing', { count: hook.consecutiveFailures })}
        </Badge>
      )}
    </span>
  );
}

/**
 * The endpoints: name (to its page with the delivery log), URL, events, status, and Enable or
 * Disable, Send test and Delete. The account column shows when they are of several accounts.
 * On a phone the table scrolls sideways, the name and actions first. Test ids `webhooks-table`,
 * `webhook-row-<id>`, `webhook-toggle-<id>`, `webhook-test-<id>`, `webhook-delete-<id>`.
 */
export function WebhooksTable({
  hooks,
  accountLabel,
  ...actions
}: { hooks: readonly WebhookDto[]; accountLabel?: (id: number) => string } & WebhookRowActions) {
  const { t } = useTranslation();
  return (
    <Table responsive hover className="align-middle" data-testid="webhooks-table">
      <caption className="visually-hidden">{t('webhooks.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('webhooks.list.name')}</th>
          <th scope="col">{t('webhooks.list.actions')}</th>
          <th scope="col">{t('webhooks.list.status')}</th>
          {accountLabel && <th scope="col">{t('webhooks.account')}</th>}
          <th scope="col">{t('webhooks.list.url')}</th>
          <th scope="col">{t('webhooks.list.events')}</th>
        </tr>
      </thead>
      <tbody>
        {hooks.map((hook) => {
          const busy = actions.busyId === hook.id;
          return (
            <tr key={hook.id} data-testid={`webhook-row-${hook.id}`}>
              <th scope="row">
                <Link
                  to={paths.webhooks.detail.getHref(hook.id)}
                  aria-label={t('webhooks.action.details', { name: hook.name })}
                >
                  {hook.name}
                </Link>
              </th>
              <td>
                <div className="d-flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={busy}
                    onClick={() => actions.onTest(hook)}
                    data-testid={`webhook-test-${hook.id}`}
                  >
                    {t('webhooks.action.test')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={busy}
                    aria-pressed={hook.enabled}
                    onClick={() => actions.onToggle(hook)}
                    data-testid={`webhook-toggle-${hook.id}`}
                  >
                    {hook.enabled ? t('webhooks.action.disable') : t('webhooks.action.enable')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={busy}
                    onClick={() => actions.onDelete(hook)}
                    data-testid={`webhook-delete-${hook.id}`}
                  >
                    {t('webhooks.action.delete')}
                  </Button>
                </div>
              </td>
              <td>
                <WebhookStatus hook={hook} />
              </td>
              {accountLabel && <td>{accountLabel(hook.accountId)}</td>}
              <td className="text-break">
                <code>{hook.url}</code>
              </td>
              <td>{hook.events.map((e) => t(eventLabelKey(e))).join(', ')}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

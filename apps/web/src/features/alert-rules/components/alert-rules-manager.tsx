import { useState } from 'react';
import type { AlertRuleDto } from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { Loading } from '../../../components/ui/loading';
import { useAlarmSites, useAlertRules } from '../../../lib/alarms/alarm-sites';
import { useOwnAccess } from '../../../lib/auth/own-access';
import { useDeleteAlertRule, useRuleAccounts } from '../api/alert-rules';
import { AlertRuleForm } from './alert-rule-form';
import { AlertRulesTable } from './alert-rules-table';

/**
 * The rules of /alert-rules: the list, New rule and Edit in a dialog, Delete behind the shared
 * confirmation (the rule's alarms stay). `canManage`: DEVICE_MANAGEMENT update; without it the
 * list only. Test ids `rules-new`, `rules-empty`, `rules-error`, `rules-message`, `rule-delete-*`.
 */
export function AlertRulesManager({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const own = useOwnAccess();
  const rules = useAlertRules();
  const sites = useAlarmSites();
  const accounts = useRuleAccounts(canManage ? own.current : undefined);
  const remove = useDeleteAlertRule();
  const [editing, setEditing] = useState<AlertRuleDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlertRuleDto | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);

  const confirmDelete = (rule: AlertRuleDto) =>
    remove.mutate(rule.id, {
      onSuccess: () => setMessage({ kind: 'success', text: t('alarms.rules.deleted', { name: rule.name }) }),
      onError: () =>
        setMessage({ kind: 'danger', text: t('alarms.rules.deleteFailed', { name: rule.name }) }),
      onSettled: () => setDeleting(null),
    });

  return (
    <div data-testid="rules-manager">
      {canManage && (
        <Button className="mb-3" onClick={() => setEditing('new')} data-testid="rules-new">
          {t('alarms.rules.new')}
        </Button>
      )}
      <div aria-live="polite">
        {message && (
          <Alert
            variant={message.kind}
            dismissible
            onClose={() => setMessage(null)}
            data-testid="rules-message"
          >
            {message.text}
          </Alert>
        )}
      </div>
      {rules.isPending ? (
        <Loading />
      ) : rules.isError ? (
        <Alert variant="danger" data-testid="rules-error">
          {t('alarms.rules.loadError')}
        </Alert>
      ) : rules.data.length === 0 ? (
        <Alert variant="info" data-testid="rules-empty">
          {t('alarms.rules.empty')}
        </Alert>
      ) : (
        <AlertRulesTable
          rules={rules.data}
          canManage={canManage}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}
      {editing !== null && (
        <AlertRuleForm
          rule={editing === 'new' ? undefined : editing}
          accounts={accounts.data ?? []}
          sites={sites.data ?? []}
          defaultAccountId={own.current?.id}
          allowSystem={own.isSuperUser}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setMessage({ kind: 'success', text: t('alarms.rules.saved', { name: saved.name }) });
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteModal
          title={t('alarms.rules.deleteTitle')}
          question={t('alarms.rules.deleteQuestion', { name: deleting.name })}
          cancelLabel={t('alarms.actions.cancel')}
          confirmLabel={t('alarms.rules.delete')}
          closeLabel={t('alarms.actions.close')}
          deleting={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </div>
  );
}

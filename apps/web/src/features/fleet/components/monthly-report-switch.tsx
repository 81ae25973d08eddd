import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useMonthlyReport, useSetMonthlyReport } from '../api/monthly-report';

/**
 * The caller's account's opt-in to the monthly energy and cost report by mail (decision 024): a
 * switch that saves at once. Shown only to users with a business account (the super user too).
 */
export function MonthlyReportSwitch({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const current = useMonthlyReport(enabled);
  const save = useSetMonthlyReport();
  if (!enabled || !current.data) return null;
  return (
    <Form.Check
      type="switch"
      id="monthly-report-switch"
      data-testid="monthly-report-switch"
      className="mb-3"
      label={t('monthlyReport.optIn')}
      checked={save.isPending ? !!save.variables : current.data.enabled}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(event.currentTarget.checked, { onSuccess: () => notifySuccess(t('monthlyReport.saved')) })
      }
    />
  );
}

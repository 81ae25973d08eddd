import { useTranslation } from 'react-i18next';
import type { HealthReasonDto } from '@app/contracts';

/** One reason in words with the points it costs: "3 devices offline: −12". */
export function useReasonText() {
  const { t } = useTranslation();
  return (reason: HealthReasonDto) =>
    t('fleetHealth.reasonPoints', {
      reason:
        reason.devices === undefined
          ? t(`fleetHealth.reasons.${reason.code}`)
          : t(`fleetHealth.reasons.${reason.code}`, { count: reason.devices }),
      points: reason.points,
    });
}

/** The reasons as a list, most costly first; `testId` on the list, `reason-<code>` on each item. */
export function HealthReasonList({
  reasons,
  testId,
  className,
}: {
  reasons: HealthReasonDto[];
  testId?: string;
  className?: string;
}) {
  const text = useReasonText();
  return (
    <ul className={className ?? 'mb-0 ps-3'} data-testid={testId}>
      {reasons.map((reason) => (
        <li key={reason.code} data-testid={`reason-${reason.code}`} data-points={reason.points}>
          {text(reason)}
        </li>
      ))}
    </ul>
  );
}

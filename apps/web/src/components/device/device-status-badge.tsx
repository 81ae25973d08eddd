import {
  deviceCondition,
  type DeviceCondition,
  type DeviceLiveStatus,
  type StatusLevel,
  type Thresholds,
} from '@app/contracts';
import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { powerOf } from '../../lib/devices/status-change';

/** The words of a badge level: the level is said in text, never by colour alone. */
export function levelText(t: TFunction, level: StatusLevel): string {
  if (level === 'danger') return t('deviceManagement.status.levels.danger');
  if (level === 'warning') return t('deviceManagement.status.levels.warning');
  return t('deviceManagement.status.levels.success');
}

/** The highlighted parameter's name ('offline', 'online', 'filter' …); an unknown code as it is. */
export function parameterText(t: TFunction, code: string): string {
  const names: Record<string, string> = {
    offline: t('deviceManagement.status.parameters.offline'),
    online: t('deviceManagement.status.parameters.online'),
    filter: t('deviceManagement.status.parameters.filter'),
    filter_days: t('deviceManagement.status.parameters.filter_days'),
    filter_hours: t('deviceManagement.status.parameters.filter_hours'),
    temp: t('deviceManagement.status.parameters.temp'),
    humidity: t('deviceManagement.status.parameters.humidity'),
    pm25: t('deviceManagement.status.parameters.pm25'),
    air_quality: t('deviceManagement.status.parameters.air_quality'),
  };
  return names[code] ?? code;
}

/** What a badge shows: a status (read or pushed), or 'unknown' (not read: the quota, when it is why). */
export type BadgeStatus =
  | {
      state: 'known';
      status: Pick<DeviceLiveStatus, 'online' | 'status' | 'thresholds'>;
      /** The thresholds in force at the device when the server sent them beside the status (decision 040). */
      thresholds?: Thresholds;
    }
  | { state: 'unknown'; quotaExhausted?: { renewsAt?: string } };

/** The condition of a device from its live status, or null when it is unknown. */
export const conditionOf = (status: BadgeStatus | undefined): DeviceCondition | null =>
  status?.state === 'known'
    ? deviceCondition(status.status, status.thresholds ?? status.status.thresholds)
    : null;

const BADGE_TEXT: Record<StatusLevel, string | undefined> = {
  danger: undefined,
  warning: 'dark',
  success: undefined,
};

/**
 * The live status cell: a spinner while waiting, then the highlighted parameter as a badge whose
 * text says the level ('Danger · Offline'), or 'Unknown' when the fetch failed or the device was
 * absent. Test id `device-status` with `data-state` waiting / unknown / danger / warning / success.
 */
export function DeviceStatusBadge({
  status,
  waiting,
}: {
  status: BadgeStatus | undefined;
  waiting: boolean;
}) {
  const { t } = useTranslation();
  if (waiting)
    return (
      <span
        className="d-inline-flex align-items-center gap-1"
        data-testid="device-status"
        data-state="waiting"
      >
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span className="small text-body-secondary">{t('deviceManagement.status.waiting')}</span>
      </span>
    );
  const condition = conditionOf(status);
  if (status?.state === 'unknown' && status.quotaExhausted)
    return (
      <Badge bg="secondary" data-testid="device-status" data-state="unknown" data-reason="quota">
        {t('deviceManagement.status.quotaExhausted')}
      </Badge>
    );
  if (!condition)
    return (
      <Badge bg="secondary" data-testid="device-status" data-state="unknown">
        {t('deviceManagement.status.unknown')}
      </Badge>
    );
  return (
    <Badge
      bg={condition.level}
      text={BADGE_TEXT[condition.level]}
      data-testid="device-status"
      data-state={condition.level}
      data-parameter={condition.highlighted}
    >
      {levelText(t, condition.level)} · {parameterText(t, condition.highlighted)}
    </Badge>
  );
}

/**
 * On or off, when the status carries the power switch (a pushed or live status does; the stored one
 * of the dashboard keeps only the parameters with a badge). Test id `device-power`, `data-power`.
 */
export function PowerBadge({ status }: { status: Pick<DeviceLiveStatus, 'status'> }) {
  const { t } = useTranslation();
  const on = powerOf(status);
  if (on === undefined) return null;
  return (
    <Badge bg={on ? 'success' : 'secondary'} data-testid="device-power" data-power={on ? 'on' : 'off'}>
      {t(on ? 'deviceManagement.commands.on' : 'deviceManagement.commands.off')}
    </Badge>
  );
}

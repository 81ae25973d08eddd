import { useTranslation } from 'react-i18next';
import { useLiveConnected } from '../../lib/live/use-live-connected';

/**
 * Whether the screen follows the devices by itself (the live connection is up) or needs its refresh
 * button. Plain text, not a live region: a connection that comes and goes is not announced.
 * Test id `live-indicator` with `data-live`.
 */
export function LiveIndicator({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const live = useLiveConnected();
  return (
    <span
      className={`small ${live ? 'text-success' : 'text-body-secondary'} ${className}`}
      data-testid="live-indicator"
      data-live={live}
    >
      <span aria-hidden="true">{live ? '● ' : '○ '}</span>
      {t(live ? 'deviceManagement.live.on' : 'deviceManagement.live.off')}
    </span>
  );
}

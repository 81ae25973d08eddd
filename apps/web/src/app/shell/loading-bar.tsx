import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * The thin bar at the top of the window while any query, mutation or page chunk is loading: an
 * indeterminate progress bar (no value) named 'Caricamento...' / 'Loading...', hidden when idle.
 * It slides, or stands still for who prefers reduced motion (styles.css).
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const busy = fetching + mutating > 0 || navigation.state !== 'idle';
  return (
    <div
      className={`loading-bar ${busy ? 'is-busy' : ''}`}
      data-testid="loading-bar"
      data-busy={busy}
      role="progressbar"
      aria-label={t('global.loading')}
      aria-hidden={!busy}
      aria-busy={busy}
    >
      <div className="loading-bar-fill" />
    </div>
  );
}

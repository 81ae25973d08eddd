import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';

/** The thin bar at the top of the window while any query, mutation or page chunk is loading. */
export function LoadingBar() {
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
      aria-hidden={!busy}
      aria-busy={busy}
    >
      <div className="loading-bar-fill" />
    </div>
  );
}

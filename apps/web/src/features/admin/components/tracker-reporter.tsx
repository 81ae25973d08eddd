import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/auth/session';
import { getToken, onTokenChange } from '../../../lib/auth/token-storage';
import { trackerConnection } from '../api/tracker-connection';

/**
 * Reports every navigation of a signed-in user to the tracker (docs/product.md#live-tracker): connects
 * when a session starts, follows token changes, disconnects on sign-out. Renders nothing; mount
 * it once inside the router (the layout).
 */
export function TrackerReporter() {
  const { isAuthenticated } = useSession();
  const { pathname } = useLocation();

  useEffect(() => {
    const token = getToken();
    if (isAuthenticated && token) trackerConnection.start(token);
    else trackerConnection.stop();
  }, [isAuthenticated]);

  // A new token while connected (signed in again) reconnects with it; no token ends the connection.
  useEffect(
    () =>
      onTokenChange((next) => {
        if (!next) trackerConnection.stop();
        else if (trackerConnection.active) trackerConnection.start(next);
      }),
    [],
  );
  useEffect(() => () => trackerConnection.stop(), []);

  useEffect(() => {
    if (isAuthenticated) trackerConnection.sendPage(pathname);
  }, [isAuthenticated, pathname]);

  return null;
}

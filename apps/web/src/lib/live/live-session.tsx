import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { getToken, onTokenChange } from '../auth/token-storage';
import { liveConnection } from './live-connection';

/**
 * Runs the tab's live connection for a signed-in user (decisions 011, 032): connects when a session
 * starts, follows token changes, disconnects on sign-out, and reports every navigation to the
 * tracker. Renders nothing; mount it once inside the router (the layout). Screens that want live
 * data subscribe on the same connection.
 */
export function LiveSession() {
  const { isAuthenticated } = useSession();
  const { pathname } = useLocation();

  useEffect(() => {
    const token = getToken();
    if (isAuthenticated && token) liveConnection.start(token);
    else liveConnection.stop();
  }, [isAuthenticated]);

  // A new token while connected (signed in again) reconnects with it; no token ends the connection.
  useEffect(
    () =>
      onTokenChange((next) => {
        if (!next) liveConnection.stop();
        else if (liveConnection.active) liveConnection.start(next);
      }),
    [],
  );
  useEffect(() => () => liveConnection.stop(), []);

  useEffect(() => {
    if (isAuthenticated) liveConnection.sendPage(pathname);
  }, [isAuthenticated, pathname]);

  return null;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { refreshSession, useSession } from '../auth/session';
import { getToken, onTokenChange } from '../auth/token-storage';
import { liveConnection } from './live-connection';

/** How long a connection the server refused waits before it tries again with a session still open. */
const LIVE_RETRY_MS = 5_000;

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
  // Refused by the server (its session ended elsewhere, its token expired, or a limit): ask for the
  // session once — a 401 signs the tab out as any call would; a session still open connects again
  // after the usual reconnect delay.
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const stopListening = liveConnection.onRefused(() => {
      void refreshSession()
        .then((account) => {
          const token = getToken();
          if (!account || !token) return;
          clearTimeout(retry);
          retry = setTimeout(() => liveConnection.start(token), LIVE_RETRY_MS);
        })
        .catch(() => undefined);
    });
    return () => {
      stopListening();
      clearTimeout(retry);
    };
  }, []);
  useEffect(() => () => liveConnection.stop(), []);

  useEffect(() => {
    if (isAuthenticated) liveConnection.sendPage(pathname);
  }, [isAuthenticated, pathname]);

  return null;
}

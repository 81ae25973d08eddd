import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/auth/session';

/** An external sign-out address (e.g. a single sign-on provider), when the build sets one. */
const EXTERNAL_LOGOUT_URL: string | undefined = import.meta.env.VITE_LOGOUT_URL;

/**
 * /logout: ends the session on the server (best effort), drops the token and the user's cached data,
 * then goes to the root. Leaving the app for an external address waits for the server's answer first
 * (at most a few seconds), since leaving would cut the call short.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const ended = logout();
    if (EXTERNAL_LOGOUT_URL) {
      const url = EXTERNAL_LOGOUT_URL;
      void ended.then(() => window.location.assign(url));
    } else void navigate(paths.home.getHref(), { replace: true });
  }, [navigate]);
  return null;
}

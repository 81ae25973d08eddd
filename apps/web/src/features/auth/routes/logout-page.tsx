import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/auth/session';

/** An external sign-out address (e.g. a single sign-on provider), when the build sets one. */
const EXTERNAL_LOGOUT_URL: string | undefined = import.meta.env.VITE_LOGOUT_URL;

/** /logout: drops the token and the user's cached data, then goes to the root. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    if (EXTERNAL_LOGOUT_URL) window.location.assign(EXTERNAL_LOGOUT_URL);
    else void navigate(paths.home.getHref(), { replace: true });
  }, [navigate]);
  return null;
}

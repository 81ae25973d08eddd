import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { hasAnyAuthority } from '@app/contracts';
import { paths, type RedirectState } from '../../config/paths';
import { useSession } from './session';

interface PrivateRouteProps {
  /** At least one of these is needed; none given = every signed-in user (docs/product.md#route-access). */
  authorities?: readonly string[];
  children: ReactNode;
}

/**
 * docs/product.md#route-access: nothing until the session fetch has finished; anonymous visitors go to /login
 * with the origin kept in the location state; signed-in users lacking the authorities get the 403 text.
 */
export function PrivateRoute({ authorities = [], children }: PrivateRouteProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { sessionFetched, isAuthenticated, authorities: granted } = useSession();
  if (children === undefined || children === null) {
    throw new Error(`A private route needs a component to render (path ${location.pathname})`);
  }
  if (!sessionFetched) return null;
  if (!isAuthenticated) {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (!hasAnyAuthority(granted, authorities)) {
    return (
      <Alert variant="danger" data-testid="not-authorized">
        {t('error.http.403')}
      </Alert>
    );
  }
  return <>{children}</>;
}

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../routes/not-found/not-found-page';
import { UnexpectedError } from './unexpected-error';

/** The router's error element: render errors and failed page chunks inside the layout. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedError error={error} />;
}

import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/routes/login-page';
import { LogoutPage } from '../features/auth/routes/logout-page';
import { accountRoutes } from '../features/accounts/routes';
import { adminRoutes } from '../features/admin/routes';
import { entityRoutes } from '../features/entities/routes';
import { HomePage } from '../features/home/routes/home-page';
import { loadChunk } from '../lib/lazy-chunk';
import { NotFoundPage } from './not-found-page';
import { PrivateRoute } from './private-route';
import { AppLoading, Layout } from './shell/layout';
import { RouteError } from './shell/route-error';

/** A page loaded on demand (its own chunk, 120 s ChunkLoadError limit). */
function lazyPage<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await loadChunk(importer)) });
}

const register = lazyPage(
  () => import('../features/register/routes/register-page'),
  (m) => m.RegisterPage,
);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    children: [
      {
        // Errors in a page show inside the layout, with the menus still usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: paths.login.path, element: <LoginPage /> },
          { path: paths.logout.path, element: <LogoutPage /> },
          { path: paths.register.path, lazy: register },
          { path: paths.accountRegister.path, lazy: register },
          {
            path: paths.activate.path,
            lazy: lazyPage(
              () => import('../features/register/routes/activate-page'),
              (m) => m.ActivatePage,
            ),
          },
          {
            path: paths.resetRequest.path,
            lazy: lazyPage(
              () => import('../features/password-reset/routes/reset-request-page'),
              (m) => m.ResetRequestPage,
            ),
          },
          {
            path: paths.resetFinish.path,
            lazy: lazyPage(
              () => import('../features/password-reset/routes/reset-finish-page'),
              (m) => m.ResetFinishPage,
            ),
          },
          {
            path: paths.account.root.path,
            element: (
              <PrivateRoute authorities={['ROLE_USER']}>
                <Outlet />
              </PrivateRoute>
            ),
            children: [
              { index: true, element: <Navigate to={paths.account.settings.getHref()} replace /> },
              {
                path: paths.account.settings.path,
                lazy: lazyPage(
                  () => import('../features/account/routes/settings-page'),
                  (m) => m.SettingsPage,
                ),
              },
              {
                path: paths.account.password.path,
                lazy: lazyPage(
                  () => import('../features/account/routes/password-page'),
                  (m) => m.PasswordPage,
                ),
              },
            ],
          },
          {
            path: paths.privacy.path,
            lazy: lazyPage(
              () => import('../features/legal/routes/privacy-page'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: paths.terms.path,
            lazy: lazyPage(
              () => import('../features/legal/routes/terms-page'),
              (m) => m.TermsPage,
            ),
          },
          ...entityRoutes,
          ...adminRoutes,
          ...accountRoutes,
          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

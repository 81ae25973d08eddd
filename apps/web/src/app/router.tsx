import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { paths } from '../config/paths';
import { LoginPage } from './routes/auth/login-page';
import { LogoutPage } from './routes/auth/logout-page';
import { HomePage } from './routes/home/home-page';
import { loadChunk } from '../lib/lazy-chunk';
import { NotFoundPage } from './routes/not-found/not-found-page';
import { PrivateRoute } from '../lib/auth/private-route';
import { AppLoading, Layout } from './shell/layout';
import { RouteError } from './shell/route-error';

/** A page loaded on demand (its own chunk, 120 s ChunkLoadError limit). */
function lazyPage<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await loadChunk(importer)) });
}

const PAGES_ROUTE_ID = 'pages';

const register = lazyPage(
  () => import('./routes/register/register-page'),
  (m) => m.RegisterPage,
);

export const routes: RouteObject[] = [
  {
    // Public and bare (no menu, no sign-in): the air screen of a share link, for phones and lobby screens.
    path: paths.airScreen.path,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    lazy: lazyPage(
      () => import('./routes/air-share/air-screen-page'),
      (m) => m.AirScreenPage,
    ),
  },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    children: [
      {
        // Errors in a page show inside the layout, with the menus still usable.
        id: PAGES_ROUTE_ID,
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
              () => import('./routes/register/activate-page'),
              (m) => m.ActivatePage,
            ),
          },
          {
            path: paths.resetRequest.path,
            lazy: lazyPage(
              () => import('./routes/password-reset/reset-request-page'),
              (m) => m.ResetRequestPage,
            ),
          },
          {
            path: paths.resetFinish.path,
            lazy: lazyPage(
              () => import('./routes/password-reset/reset-finish-page'),
              (m) => m.ResetFinishPage,
            ),
          },
          {
            path: paths.selfService.root.path,
            element: (
              <PrivateRoute authorities={['ROLE_USER']}>
                <Outlet />
              </PrivateRoute>
            ),
            children: [
              { index: true, element: <Navigate to={paths.selfService.settings.getHref()} replace /> },
              {
                path: paths.selfService.settings.path,
                lazy: lazyPage(
                  () => import('./routes/self-service/settings-page'),
                  (m) => m.SettingsPage,
                ),
              },
              {
                path: paths.selfService.password.path,
                lazy: lazyPage(
                  () => import('./routes/self-service/password-page'),
                  (m) => m.PasswordPage,
                ),
              },
              {
                path: paths.selfService.sessions.path,
                lazy: lazyPage(
                  () => import('./routes/self-service/sessions-page'),
                  (m) => m.SessionsPage,
                ),
              },
            ],
          },
          {
            path: paths.privacy.path,
            lazy: lazyPage(
              () => import('./routes/legal/privacy-page'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: paths.terms.path,
            lazy: lazyPage(
              () => import('./routes/legal/terms-page'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: paths.accessibility.path,
            lazy: lazyPage(
              () => import('./routes/legal/accessibility-page'),
              (m) => m.AccessibilityPage,
            ),
          },
          {
            // Public: the Home page's 'Register your device' leads here.
            path: paths.consumer.path,
            lazy: lazyPage(
              () => import('./routes/consumer/consumer-page'),
              (m) => m.ConsumerPage,
            ),
          },
          // The entity, administration, accounts, devices, fleet and bulk job areas join here on demand (loadAreaRoutes below).
          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The route tables of the signed-in areas (generic entities with their descriptors,
 * administration, accounts): loaded the first time a path matches no page above but the
 * not-found one, so that the signed-out pages do not download them (docs/decisions/017-web-delivery.md).
 */
const loadAreaRoutes = async (): Promise<RouteObject[]> =>
  (
    await Promise.all([
      loadChunk(() => import('./routes/entities')).then((m) => m.entityRoutes),
      loadChunk(() => import('./routes/admin')).then((m) => m.adminRoutes),
      loadChunk(() => import('./routes/accounts')).then((m) => m.accountRoutes),
      loadChunk(() => import('./routes/devices')).then((m) => m.deviceRoutes),
      loadChunk(() => import('./routes/fleet')).then((m) => m.fleetRoutes),
      loadChunk(() => import('./routes/bulk-jobs')).then((m) => m.bulkJobRoutes),
      loadChunk(() => import('./routes/alarms')).then((m) => m.alarmRoutes),
      loadChunk(() => import('./routes/notifications')).then((m) => m.notificationRoutes),
      loadChunk(() => import('./routes/webhooks')).then((m) => m.webhookRoutes),
      loadChunk(() => import('./routes/api-keys')).then((m) => m.apiKeyRoutes),
      loadChunk(() => import('./routes/scheduled-exports')).then((m) => m.scheduledExportRoutes),
      loadChunk(() => import('./routes/sites')).then((m) => m.siteRoutes),
    ])
  ).flat();

export function createAppRouter() {
  let patched = false;
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
    const leaf = matches.at(-1)?.route;
    if (patched || (leaf?.path && leaf.path !== paths.notFound.path)) return;
    const areaRoutes = await loadAreaRoutes();
    if (!patched) patch(PAGES_ROUTE_ID, areaRoutes);
    patched = true;
  };
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}

import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { useSession } from '../../lib/auth/session';
import { lazyComponent } from '../../lib/lazy-chunk';
import { Footer } from './footer';
import { AppNavbar } from './navbar';
import { useSessionLanguage } from './use-session-language';

// The tracker (STOMP client) is for signed-in users only: it loads after sign-in and, unmounted
// on sign-out, disconnects (docs/decisions/017-web-delivery.md).
const TrackerReporter = lazyComponent(
  () => import('../../features/admin/components/tracker-reporter'),
  (m) => m.TrackerReporter,
);

/** Header, page, footer. */
export function Layout() {
  useSessionLanguage();
  const { isAuthenticated } = useSession();
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <SkipLink />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <TrackerReporter />
        </Suspense>
      )}
      <AppNavbar />
      <main className="app-main flex-grow-1" id="main-content" tabIndex={-1}>
        <Container fluid="lg" className="py-4">
          <Outlet />
        </Container>
      </main>
      <Footer />
    </div>
  );
}

/** Shown while the first page's code chunk loads. */
export function AppLoading() {
  return <div className="app-loading" aria-busy="true" />;
}

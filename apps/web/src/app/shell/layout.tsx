import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { useSession } from '../../lib/auth/session';
import { lazyComponent } from '../../lib/lazy-chunk';
import { Footer } from './footer';
import { AppNavbar } from './navbar';
import { useSessionLanguage } from './use-session-language';

// The live connection (STOMP client: tracker, live device screens) is for signed-in users only: it
// loads after sign-in and, unmounted on sign-out, disconnects (docs/decisions/017-web-delivery.md).
const LiveSession = lazyComponent(
  () => import('../../lib/live/live-session'),
  (m) => m.LiveSession,
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
          <LiveSession />
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

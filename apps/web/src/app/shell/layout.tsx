import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { TrackerReporter } from '../../features/admin/components/tracker-reporter';
import { Footer } from './footer';
import { AppNavbar } from './navbar';
import { useSessionLanguage } from './use-session-language';

/** Header, page, footer. */
export function Layout() {
  useSessionLanguage();
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <TrackerReporter />
      <AppNavbar />
      <main className="app-main flex-grow-1" id="main">
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

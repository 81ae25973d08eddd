import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session';
import { ConsumerInvite } from '../../../features/home/components/consumer-invite';
import { HomeHero } from '../../../features/home/components/home-hero';

/** /: 'Pure air, healthy life'; the signed-in line, or the invitations for visitors. */
export function HomePage() {
  const { t } = useTranslation();
  const { user, isAuthenticated, sessionFetched } = useSession();

  return (
    <div data-testid="home-page">
      <HomeHero />
      {sessionFetched && isAuthenticated && user && (
        <Alert variant="success" data-testid="home-logged-message">
          {t('home.logged.message', { username: user.login })}
        </Alert>
      )}
      {sessionFetched && !isAuthenticated && <ConsumerInvite />}
    </div>
  );
}

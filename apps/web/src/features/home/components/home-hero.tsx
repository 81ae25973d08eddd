import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

/** The home page's title band. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="home-hero rounded-3 p-4 p-md-5 mb-4 d-flex align-items-center gap-4">
      <div className="home-hero-icon d-none d-sm-flex">
        <Icon name="wind" size={48} />
      </div>
      <div>
        <h1 className="display-6 fw-semibold mb-2" data-testid="home-title">
          {t('home.title')}
        </h1>
        <p className="lead mb-0">{t('home.subtitle')}</p>
      </div>
    </section>
  );
}

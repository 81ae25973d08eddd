import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LANGUAGES, type Language } from '@app/contracts';
import { useAirScreen } from '../../../features/air-share/api/air-screen';
import { AirScreenView } from '../../../features/air-share/components/air-screen-view';
import { changeLanguage, currentLanguage, storedLanguage } from '../../../lib/i18n';
import '../../../features/air-share/components/air-screen.css';

/** The browser's first language the app speaks, if any. */
function browserLanguage(): Language | undefined {
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of wanted) {
    const base = tag?.slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(base as Language)) return base as Language;
  }
  return undefined;
}

/** `<meta name="robots" content="noindex">` while the page is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /air/:token (docs/decisions/050): the public air screen of a site, outside the app's layout (no
 * menu, no sign-in). In the browser's language unless one is picked here; refreshes every minute.
 * Test ids `air-screen-page`, `air-screen-gone`, `air-screen-lang-it|en`.
 */
export function AirScreenPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const screen = useAirScreen(token);
  const language = currentLanguage();
  useNoIndex();
  useEffect(() => {
    const fromBrowser = browserLanguage();
    if (!storedLanguage() && fromBrowser) void changeLanguage(fromBrowser, false);
  }, []);
  useEffect(() => {
    document.title = screen.data?.site
      ? `${t('airShare.screen.title')} · ${screen.data.site}`
      : t('airShare.screen.title');
  }, [t, screen.data?.site, language]);

  const status = screen.error?.status;
  let body;
  if (status === 404 || status === 410)
    body = (
      <Alert variant="warning" data-testid="air-screen-gone" className="fs-4">
        <h2 className="h3">{t(status === 410 ? 'airShare.screen.expired' : 'airShare.screen.gone')}</h2>
        <p className="mb-0">
          {t(status === 410 ? 'airShare.screen.expiredText' : 'airShare.screen.goneText')}
        </p>
      </Alert>
    );
  else if (screen.data)
    body = (
      <>
        {screen.error ? (
          <Alert variant="warning" role="status">
            {t(status === 429 ? 'airShare.screen.busy' : 'airShare.screen.error')}
          </Alert>
        ) : null}
        <AirScreenView screen={screen.data} language={language} />
      </>
    );
  else if (screen.error)
    body = (
      <Alert variant="warning" role="status">
        {t(status === 429 ? 'airShare.screen.busy' : 'airShare.screen.error')}
      </Alert>
    );
  else body = <p role="status">{t('airShare.screen.loading')}</p>;

  return (
    <main className="air-screen" data-testid="air-screen-page">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <h1 className="mb-0" data-testid="air-screen-title">
          {t('airShare.screen.title')}
          {screen.data?.site ? (
            <>
              <span className="visually-hidden">: </span>
              <span className="d-block fs-4 fw-normal">{screen.data.site}</span>
            </>
          ) : null}
        </h1>
        <ButtonGroup aria-label={t('airShare.screen.language')}>
          {LANGUAGES.map((lang) => (
            <Button
              key={lang}
              variant={lang === language ? 'dark' : 'outline-dark'}
              aria-pressed={lang === language}
              lang={lang}
              onClick={() => void changeLanguage(lang)}
              data-testid={`air-screen-lang-${lang}`}
            >
              {lang === 'it' ? 'Italiano' : 'English'}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      {body}
    </main>
  );
}

export default AirScreenPage;

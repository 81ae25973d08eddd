import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../../lib/lazy-chunk';

/** What any boundary shows; a page chunk that failed to load offers a reload instead. */
export function UnexpectedError({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <div className="container py-5" data-testid="error-boundary">
      <Alert variant="danger" className="shadow-sm">
        <Alert.Heading as="h2" className="h5">
          {t('error.unexpected', { defaultValue: 'An unexpected error has occurred.' })}
        </Alert.Heading>
        {chunk && <p className="mb-2">{t('error.chunk')}</p>}
        {import.meta.env.DEV && error instanceof Error && (
          <pre className="small mb-2">{error.stack ?? error.message}</pre>
        )}
        <Button variant="outline-danger" size="sm" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      </Alert>
    </div>
  );
}

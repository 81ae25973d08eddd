import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** "Loading..." with a spinner, for pages waiting on data or a code chunk. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div
      className="d-flex align-items-center gap-2 text-body-secondary py-4"
      role="status"
      data-testid="loading"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{t('global.loading')}</span>
    </div>
  );
}

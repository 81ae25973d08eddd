import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { isApiError } from '../../../lib/api-error';
import { LinkButton } from '../../../components/ui/link-button';

/** A record that could not be loaded: "no record with ID n" for a 404, else a general message. */
export function LoadFailure({ error, id, backHref }: { error: unknown; id: number; backHref: string }) {
  const { t } = useTranslation();
  const missing = isApiError(error) && error.status === 404;
  return (
    <>
      <Alert variant={missing ? 'warning' : 'danger'} data-testid="entity-load-error">
        {missing ? t('entities.common.missing', { id }) : t('entities.common.loadError')}
      </Alert>
      <LinkButton to={backHref} variant="secondary" data-testid="entity-back">
        <Icon name="arrowLeft" className="me-1" />
        {t('entities.common.back')}
      </LinkButton>
    </>
  );
}

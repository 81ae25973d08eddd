import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useEntityDescriptor } from '../../../features/entities/components/entity-context';
import { entityKey } from '../../../features/entities/utils/entity-i18n';
import { LinkButton } from '../../../components/ui/link-button';

/**
 * {base}/{id}/edit of a read-only entity (tab-city): the detail view links here (docs/product.md#entity-screens), but
 * there is nothing to edit, so the page says so and leads back to the record and the list.
 */
export function ReadOnlyEditPage() {
  const d = useEntityDescriptor();
  const { t } = useTranslation();
  const location = useLocation();
  const id = Number(useParams().id);
  return (
    <div data-testid={`entity-read-only-${d.name}`}>
      <PageTitle testId="entity-form-title">{t(entityKey(d, 'detail.title'))}</PageTitle>
      <Alert variant="info" data-testid="entity-read-only">
        {t('entities.common.readOnly', { entity: t(entityKey(d, 'home.title')) })}
      </Alert>
      <div className="d-flex gap-2">
        <LinkButton
          to={paths.entity.detail.getHref(d.name, id, location.search)}
          variant="primary"
          data-testid="entity-read-only-detail"
        >
          <Icon name="eye" className="me-1" />
          {t('entities.common.view')}
        </LinkButton>
        <LinkButton
          to={paths.entity.list.getHref(d.name, location.search)}
          variant="secondary"
          data-testid="entity-back"
        >
          <Icon name="arrowLeft" className="me-1" />
          {t('entities.common.back')}
        </LinkButton>
      </div>
    </div>
  );
}

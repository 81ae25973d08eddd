import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useEntity } from '../../../features/entities/api/get-entity';
import { useEntityDescriptor } from '../../../features/entities/components/entity-context';
import { EntityValue } from '../../../features/entities/components/entity-value';
import { entityColumns } from '../../../features/entities/utils/entity-columns';
import { entityKey, propertyLabelKey } from '../../../features/entities/utils/entity-i18n';
import { LoadFailure } from '../../../features/entities/components/load-failure';
import { LinkButton } from '../../../components/ui/link-button';

/**
 * {base}/{id}: every property of the record, read-only, with Back (to the kept list) and Edit (not
 * for read-only entities, except tab-city whose detail keeps the spec's edit link).
 */
export function EntityDetailPage() {
  const d = useEntityDescriptor();
  const { t } = useTranslation();
  const location = useLocation();
  const id = Number(useParams().id);
  const query = useEntity(d, id);
  const listHref = paths.entity.list.getHref(d.name, location.search);

  return (
    <div data-testid={`entity-detail-${d.name}`}>
      <PageTitle testId="entity-detail-title">{t(entityKey(d, 'detail.title'))}</PageTitle>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailure error={query.error} id={id} backHref={listHref} />
      ) : (
        <Card className="shadow-sm border-0">
          <Card.Body>
            <dl className="entity-detail row mb-0" data-testid="entity-detail">
              {entityColumns(d, { list: false }).map((column) => (
                <div className="col-12 row mx-0 py-2 border-bottom" key={column.property}>
                  <dt className="col-sm-4 col-lg-3">{t(propertyLabelKey(d, column.property))}</dt>
                  <dd className="col-sm-8 col-lg-9 mb-0" data-testid={`detail-${column.property}`}>
                    <EntityValue d={d} column={column} dto={query.data} detail />
                  </dd>
                </div>
              ))}
            </dl>
          </Card.Body>
        </Card>
      )}
      {!query.isError && !query.isPending && (
        <div className="d-flex gap-2 mt-4">
          <LinkButton to={listHref} variant="secondary" data-testid="entity-back">
            <Icon name="arrowLeft" className="me-1" />
            {t('entities.common.back')}
          </LinkButton>
          {(!d.readOnly || d.detailEditLink) && (
            <LinkButton
              to={paths.entity.edit.getHref(d.name, id, location.search)}
              variant="primary"
              data-testid="entity-edit"
            >
              <Icon name="pencil" className="me-1" />
              {t('entities.common.edit')}
            </LinkButton>
          )}
        </div>
      )}
    </div>
  );
}

import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { EntityBody } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useCreateEntity } from '../../../features/entities/api/create-entity';
import { useEntity } from '../../../features/entities/api/get-entity';
import { useUpdateEntity } from '../../../features/entities/api/update-entity';
import { useEntityDescriptor } from '../../../features/entities/components/entity-context';
import { EntityForm } from '../../../features/entities/components/entity-form';
import { entityKey } from '../../../features/entities/utils/entity-i18n';
import { LoadFailure } from '../../../features/entities/components/load-failure';

/**
 * {base}/new and {base}/{id}/edit (create mode when the route has no id, docs/product.md#entity-forms): 'Loading...'
 * while the record is fetched, save disabled while saving, then back to the list with the kept page
 * and sort (without them for descriptors with returnWithoutQuery).
 */
export function EntityFormPage() {
  const d = useEntityDescriptor();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  const isNew = params.id === undefined;
  const id = Number(params.id);
  const existing = useEntity(d, id, !isNew);
  const create = useCreateEntity(d);
  const update = useUpdateEntity(d);
  const listHref = paths.entity.list.getHref(d.name, d.returnWithoutQuery ? '' : location.search);
  const backHref = paths.entity.list.getHref(d.name, location.search);

  const save = (payload: EntityBody) => {
    const done = { onSuccess: () => void navigate(listHref) };
    if (isNew) create.mutate(payload, done);
    else update.mutate({ id, body: payload }, done);
  };

  return (
    <div data-testid={`entity-form-${d.name}`} className="entity-form-page mx-auto">
      <PageTitle testId="entity-form-title">
        {t(entityKey(d, isNew ? 'home.createLabel' : 'home.editLabel'))}
      </PageTitle>
      {!isNew && existing.isPending ? (
        <Loading />
      ) : !isNew && existing.isError ? (
        <LoadFailure error={existing.error} id={id} backHref={backHref} />
      ) : (
        <Card className="shadow-sm border-0 entity-form-card">
          <Card.Body className="p-4">
            <EntityForm
              key={isNew ? 'new' : `${id}-${existing.dataUpdatedAt}`}
              d={d}
              entity={isNew ? undefined : existing.data}
              saving={create.isPending || update.isPending}
              backHref={backHref}
              onSubmit={save}
            />
          </Card.Body>
        </Card>
      )}
    </div>
  );
}

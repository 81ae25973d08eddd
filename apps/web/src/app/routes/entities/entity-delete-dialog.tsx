import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { paths } from '../../../config/paths';
import { useDeleteEntity } from '../../../features/entities/api/delete-entity';
import { useEntity } from '../../../features/entities/api/get-entity';
import { useEntityDescriptor } from '../../../features/entities/components/entity-context';
import { entityKey } from '../../../features/entities/utils/entity-i18n';
import { recordLabel } from '../../../features/entities/utils/entity-label';
import type { EntityListOutletContext } from './entity-list-page';

/**
 * {base}/{id}/delete: 'Confirm delete operation' over the list (docs/product.md#entity-screens). Cancel or close goes
 * back to the list as it was; Delete deletes, refetches and goes back with the kept page and sort
 * (one page back when the page's last row went; without them for returnWithoutQuery descriptors).
 * The question names the record beside its id ("this Partner 12 (Luca Ferrari)"), from the list's
 * row or, on a direct link to a record of another page, from the record itself.
 */
export function EntityDeleteDialog() {
  const d = useEntityDescriptor();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { searchAfterDelete, rows } = useOutletContext<EntityListOutletContext>();
  const remove = useDeleteEntity(d);
  const row = rows.find((r) => r.id === id);
  // Not once the deletion has started: the record is going, and asking for it would answer 404.
  const record = useEntity(d, id, !row && remove.isIdle);
  const label = recordLabel(d, row ?? record.data);
  const location = useLocation();
  const back = (search: string) =>
    void navigate(paths.entity.list.getHref(d.name, search), { replace: true });

  return (
    <ConfirmDeleteModal
      title={t('entities.common.deleteTitle')}
      question={t(entityKey(d, 'delete.question'), { id: label ? `${id} (${label})` : id })}
      cancelLabel={t('entities.common.cancel')}
      confirmLabel={t('entities.common.delete')}
      closeLabel={t('entities.common.close')}
      deleting={remove.isPending}
      onCancel={() => back(location.search)}
      onConfirm={() =>
        remove.mutate(id, { onSuccess: () => back(d.returnWithoutQuery ? '' : searchAfterDelete) })
      }
    />
  );
}

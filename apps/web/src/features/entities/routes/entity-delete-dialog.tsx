import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { paths } from '../../../config/paths';
import { useDeleteEntity } from '../api/delete-entity';
import { useEntityDescriptor } from '../components/entity-context';
import { entityKey } from '../utils/entity-i18n';
import type { EntityListOutletContext } from './entity-list-page';

/**
 * {base}/{id}/delete: 'Confirm delete operation' over the list (part 1 §2). Cancel or close goes
 * back to the list as it was; Delete deletes, refetches and goes back with the kept page and sort
 * (one page back when the page's last row went; without them for returnWithoutQuery descriptors).
 */
export function EntityDeleteDialog() {
  const d = useEntityDescriptor();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { searchAfterDelete } = useOutletContext<EntityListOutletContext>();
  const remove = useDeleteEntity(d);
  const location = useLocation();
  const back = (search: string) =>
    void navigate(paths.entity.list.getHref(d.name, search), { replace: true });

  return (
    <ConfirmDeleteModal
      title={t('entities.common.deleteTitle')}
      question={t(entityKey(d, 'delete.question'), { id })}
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

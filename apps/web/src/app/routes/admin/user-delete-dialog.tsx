import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { paths } from '../../../config/paths';
import { useDeleteUser } from '../../../features/admin/api/delete-user';

/** /admin/user-management/{login}/delete: the confirmation over the list, which keeps its page and sort. */
export function UserDeleteDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useParams().login ?? '';
  const remove = useDeleteUser();
  const back = () => void navigate(paths.admin.users.getHref(search), { replace: true });
  return (
    <ConfirmDeleteModal
      title={t('userManagement.delete.title')}
      question={t('userManagement.delete.question', { login })}
      cancelLabel={t('admin.common.cancel')}
      confirmLabel={t('admin.common.delete')}
      closeLabel={t('admin.common.close')}
      deleting={remove.isPending}
      onCancel={back}
      onConfirm={() => remove.mutate(login, { onSuccess: back })}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { paths } from '../../../config/paths';
import { useDeleteDevice } from '../../../features/devices/api/delete-device';
import { useDevicePermissions } from '../../../lib/devices/use-device-permissions';
import type { DevicesListOutletContext } from './devices-list-page';

/**
 * /devices/{id}/delete over the list: 'Confirm delete operation' / 'Are you sure you want to delete
 * this Device?', then the device it is about (name and serial, `delete-record`). Success and Cancel
 * go back to the list as it was (one page back when the page's last row went); without the delete
 * permission the address leads back to the list. Test ids of
 * ConfirmDeleteModal: `delete-dialog`, `delete-cancel`, `delete-confirm`.
 */
export function DeviceDeleteDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(useParams().id);
  const { searchAfterDelete, rows } = useOutletContext<DevicesListOutletContext>();
  const device = rows.find((row) => row.id === id);
  const remove = useDeleteDevice();
  const back = (search: string) =>
    void navigate(`${paths.devices.list.getHref()}${search}`, { replace: true });
  const perms = useDevicePermissions();
  // Reached by its address without DEVICE_MANAGEMENT delete: no dialog (the DELETE would be a 403, which signs out).
  if (perms.failed || (perms.ready && !perms.can('DEVICE_MANAGEMENT', 'delete')))
    return <Navigate to={`${paths.devices.list.getHref()}${location.search}`} replace />;
  if (!perms.ready) return null;

  return (
    <ConfirmDeleteModal
      title={t('deviceManagement.delete.title')}
      question={
        <>
          <p className="mb-0" data-testid="delete-question-text">
            {t('deviceManagement.delete.question', { id })}
          </p>
          {device && (
            <p className="mb-0 mt-2 fw-semibold" data-testid="delete-record">
              {[device.name, device.serialNumber].filter(Boolean).join(' · ')}
            </p>
          )}
        </>
      }
      cancelLabel={t('deviceManagement.common.cancel')}
      confirmLabel={t('deviceManagement.common.delete')}
      closeLabel={t('deviceManagement.common.close')}
      deleting={remove.isPending}
      onCancel={() => back(location.search)}
      onConfirm={() => remove.mutate(id, { onSuccess: () => back(searchAfterDelete) })}
    />
  );
}

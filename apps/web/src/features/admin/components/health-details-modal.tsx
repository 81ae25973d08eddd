import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { HealthComponent } from '@app/contracts';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { formatBytes } from '../utils/format';
import { StatusBadge } from './status-badge';

const BYTE_KEYS = new Set(['total', 'free', 'threshold']);

function DetailValue({ name, value }: { name: string; value: unknown }) {
  const { i18n } = useTranslation();
  if (typeof value === 'number' && BYTE_KEYS.has(name)) return <>{formatBytes(value, i18n.language)}</>;
  if (value !== null && typeof value === 'object') return <code>{JSON.stringify(value)}</code>;
  return <>{String(value)}</>;
}

/** The details of one health component (what the check measured, or why it failed). */
export function HealthDetailsModal({
  name,
  component,
  onClose,
}: {
  name: string;
  component: HealthComponent;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = 'health-details-title';
  // Focus goes in, stays in, and returns to the row's button when the dialog closes.
  const focus = useDialogFocus(titleId);
  return (
    <Modal show onHide={onClose} centered data-testid="health-details" aria-labelledby={titleId} {...focus}>
      <Modal.Header closeButton closeLabel={t('admin.common.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {t(`health.indicator.${name}`, { defaultValue: name })} <StatusBadge status={component.status} />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Table size="sm" className="mb-0">
          <thead>
            <tr>
              <th scope="col">{t('health.details.name')}</th>
              <th scope="col">{t('health.details.value')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(component.details ?? {}).map(([key, value]) => (
              <tr key={key} data-testid={`health-detail-${key}`}>
                <td>{t(`health.details.properties.${key}`, { defaultValue: key })}</td>
                <td className="text-break">
                  <DetailValue name={key} value={value} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} data-testid="health-details-close">
          {t('admin.common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

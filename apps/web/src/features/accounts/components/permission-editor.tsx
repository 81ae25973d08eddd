import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { PermissionTable, type PermissionRow } from './permission-table';
import type { CrudOperation } from '@app/contracts';

/** The permission switches with their saved alert, back, undo and save buttons: service level and address level alike. */
export function PermissionEditor({
  hint,
  rows,
  saved,
  onDismissSaved,
  saving,
  changedCount,
  onToggle,
  onUndo,
  onSave,
  backHref,
}: {
  hint: string;
  rows: PermissionRow[];
  saved: boolean;
  onDismissSaved: () => void;
  saving: boolean;
  changedCount: number;
  onToggle: (code: string, operation: CrudOperation, on: boolean) => void;
  onUndo?: () => void;
  onSave: () => void;
  backHref: string;
}) {
  const { t } = useTranslation();
  return (
    <Card className="shadow-sm border-0">
      <Card.Body>
        {saved && (
          <Alert variant="success" data-testid="permissions-saved" onClose={onDismissSaved} dismissible>
            {t('accountManagement.permissions.saved')}
          </Alert>
        )}
        <p className="small text-body-secondary">{hint}</p>
        <PermissionTable rows={rows} disabled={saving} onToggle={onToggle} />
        <div className="d-flex gap-2">
          <LinkButton to={backHref} variant="secondary" data-testid="permissions-back">
            <Icon name="arrowLeft" className="me-1" />
            {t('accountManagement.common.back')}
          </LinkButton>
          {onUndo && (
            <Button
              variant="outline-secondary"
              disabled={changedCount === 0 || saving}
              onClick={onUndo}
              data-testid="permissions-reset"
            >
              {t('accountManagement.permissions.undo')}
            </Button>
          )}
          <Button
            variant="primary"
            disabled={changedCount === 0 || saving}
            aria-busy={saving}
            onClick={onSave}
            id="permissions-save"
            data-testid="permissions-save"
          >
            <Icon name="save" className="me-1" />
            {t('accountManagement.common.save')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

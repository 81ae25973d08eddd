import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { PageTitle } from '../../../components/ui/page-title';

/** The title of an administration page with its actions; `onRefresh` adds the Refresh button. */
export function AdminPageHeader({
  testId,
  title,
  onRefresh,
  refreshing = false,
  children,
}: {
  testId: string;
  title: ReactNode;
  onRefresh?: () => void;
  refreshing?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <PageTitle testId={testId} className="mb-0">
        {title}
      </PageTitle>
      <div className="d-flex flex-wrap gap-2">
        {children}
        {onRefresh && (
          <Button
            variant="outline-primary"
            onClick={onRefresh}
            disabled={refreshing}
            data-testid="admin-refresh"
            aria-busy={refreshing}
          >
            <Icon name="refresh" className="me-1" />
            {t('admin.common.refresh')}
          </Button>
        )}
      </div>
    </div>
  );
}

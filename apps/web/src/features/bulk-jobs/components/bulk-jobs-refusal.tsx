import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { TFunction } from 'i18next';
import { Loading } from '../../../components/ui/loading';

/**
 * What a jobs page shows instead of its content while the caller's rights are read, or when they
 * do not allow bulk jobs (`bulk-jobs-not-authorized`); null when the page may show its content.
 */
export function bulkJobsRefusal(
  permissions: { ready: boolean; failed: boolean; canManage: boolean },
  t: TFunction,
): ReactNode | null {
  if (!permissions.ready && !permissions.failed) return <Loading />;
  if (!permissions.canManage)
    return (
      <Alert variant="warning" data-testid="bulk-jobs-not-authorized">
        {t('bulkJobs.notAuthorized')}
      </Alert>
    );
  return null;
}

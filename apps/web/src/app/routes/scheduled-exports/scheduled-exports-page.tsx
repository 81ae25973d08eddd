import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';
import { ScheduledExportsManager } from '../../../features/scheduled-exports/components/scheduled-exports-manager';

/**
 * /scheduled-exports (docs/decisions/048): the signed-in user's own scheduled CSV exports. Test ids
 * `scheduled-exports-page`, `scheduled-exports-title`.
 */
export function ScheduledExportsPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="scheduled-exports-page">
      <PageTitle testId="scheduled-exports-title">{t('scheduledExports.title')}</PageTitle>
      <p className="text-body-secondary">{t('scheduledExports.intro')}</p>
      <ScheduledExportsManager />
    </div>
  );
}

export default ScheduledExportsPage;

import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';

/** Placeholder: the page is being built (issue 15). */
export function HealthPage() {
  const { t } = useTranslation();
  return <PageTitle testId="health-title">{t('fleetHealth.title')}</PageTitle>;
}

export default HealthPage;

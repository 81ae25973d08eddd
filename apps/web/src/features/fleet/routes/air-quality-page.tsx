import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';

/** Placeholder: the page is being built (issue 15). */
export function AirQualityPage() {
  const { t } = useTranslation();
  return <PageTitle testId="air-quality-title">{t('airQuality.title')}</PageTitle>;
}

export default AirQualityPage;

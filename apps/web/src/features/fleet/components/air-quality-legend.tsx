import { useTranslation } from 'react-i18next';
import { PM25_BANDS, WHO_PM25_24H, WHO_PM25_ANNUAL } from '@app/contracts';

/** The bands with their limits and the WHO guideline they stand on: in words, not only colours. */
export function AirQualityLegend() {
  const { t } = useTranslation();
  return (
    <p className="small mb-2" data-testid="air-quality-legend">
      {t('airQuality.legend.who', { day: WHO_PM25_24H, annual: WHO_PM25_ANNUAL })}{' '}
      {PM25_BANDS.map((band) => t(`airQuality.legend.${band}`)).join(' · ')}
    </p>
  );
}

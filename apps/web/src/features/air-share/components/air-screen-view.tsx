import { useTranslation } from 'react-i18next';
import type { AirScreen } from '@app/contracts';
import { AirScreenChart } from './air-screen-chart';

/**
 * One answer of the air screen: the site, PM2.5 now with its band in words (colour only beside the
 * words), the last 24 hours as a chart with the WHO line, a summary sentence and a visually hidden
 * table with the same figures (the chart's text alternative).
 */
export function AirScreenView({ screen, language }: { screen: AirScreen; language: string }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
  const band = screen.current.band ?? 'none';
  const read = screen.hours.filter((h) => h.pm25 !== null).map((h) => h.pm25 as number);
  const who = screen.whoGuideline;
  const whoText = t('airShare.screen.who', { who });
  return (
    <>
      <section
        className={`air-screen-now air-screen-${screen.current.colour} mb-4`}
        aria-labelledby="air-screen-now-title"
        data-testid="air-screen-now"
        data-band={band}
      >
        <h2 id="air-screen-now-title" className="h4">
          {t('airShare.screen.now')}
        </h2>
        {screen.current.pm25 === null ? (
          <p className="air-screen-band mb-1" data-testid="air-screen-band">
            {t(screen.current.bandKey)}
          </p>
        ) : (
          <>
            <p className="air-screen-value mb-2" data-testid="air-screen-value">
              {number.format(screen.current.pm25)} <small className="fs-3">{t('airShare.screen.unit')}</small>
            </p>
            <p className="air-screen-band mb-1" data-testid="air-screen-band">
              {t(screen.current.bandKey)}
            </p>
          </>
        )}
        <p className="mb-0">{t(`airShare.bandText.${band}`)}</p>
      </section>
      <section aria-labelledby="air-screen-chart-title" className="mb-3">
        <h2 id="air-screen-chart-title" className="h4">
          {t('airShare.screen.chartTitle')}
        </h2>
        <p data-testid="air-screen-summary">
          {read.length
            ? t('airShare.screen.summary', {
                min: number.format(Math.min(...read)),
                max: number.format(Math.max(...read)),
                above: read.filter((v) => v > who).length,
                hours: read.length,
              })
            : t('airShare.screen.noHistory')}{' '}
          {whoText}.
        </p>
        <AirScreenChart
          hours={screen.hours}
          who={who}
          whoLabel={`${t('airShare.screen.who', { who })}`}
          language={language}
          label={t('airShare.screen.chartLabel', { who })}
        />
        <table className="visually-hidden" data-testid="air-screen-table">
          <caption>{t('airShare.screen.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('airShare.screen.hour')}</th>
              <th scope="col">{t('airShare.screen.mean')}</th>
            </tr>
          </thead>
          <tbody>
            {screen.hours.map((h) => (
              <tr key={h.hour}>
                <th scope="row">{time.format(new Date(h.hour))}</th>
                <td>{h.pm25 === null ? '–' : number.format(h.pm25)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-body-secondary small" data-testid="air-screen-updated">
        {t('airShare.screen.updated', { time: time.format(new Date(screen.generatedAt)) })}
      </p>
    </>
  );
}

import type { Translate } from '../fleet/filters-table';
import type { AirStandardsFigures } from './report';
import type { StandardSource } from './standards';

/** One standard as the report shows it: its source and version, the figure and the outcome, in words. */
export interface AirStandardsRow {
  key: 'who-pm25' | 'who-pm10' | 'well-a01' | 'well-a08' | 'reset';
  source: string;
  figure: string;
  result: string;
}

const sourceName = (s: StandardSource) => [s.standard, s.version, s.part].filter(Boolean).join(' ');

/**
 * A site's standards figures as rows of text in the reader's language (decision 049): the page's
 * table and the PDF print these same rows, so the two cannot disagree. Outcomes are words, never a
 * colour alone; WHO's PM10 row only where PM10 is measured.
 */
export function airStandardsRows(
  figures: AirStandardsFigures,
  t: Translate,
  language: string,
): AirStandardsRow[] {
  const n = (value: number | null) =>
    value === null ? '–' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  const share = (value: number | null) =>
    value === null ? '–' : new Intl.NumberFormat(language, { style: 'percent' }).format(value);
  const { who, well, reset } = figures;
  const outcome = (ok: boolean) => t(ok ? 'airQuality.standards.meets' : 'airQuality.standards.fails');
  const noData = t('airQuality.standards.noData');

  const rows: AirStandardsRow[] = [];
  for (const w of [who.pm25, who.pm10]) {
    if (w.pollutant === 'pm10' && w.status === 'noData') continue;
    rows.push({
      key: `who-${w.pollutant}`,
      source: `${sourceName(w.source)} · ${t(`airQuality.standards.pollutant.${w.pollutant}`)}`,
      figure:
        w.status === 'ok'
          ? t('airQuality.standards.whoDays', {
              within: w.daysWithin,
              counted: w.daysCounted,
              limit: w.dayGuideline,
              mean: n(w.periodMean),
              annual: w.annualGuideline,
            })
          : noData,
      result: w.status === 'ok' ? outcome(w.periodMeanWithin) : '–',
    });
  }
  const a01 = well.a01;
  rows.push({
    key: 'well-a01',
    source: sourceName(a01.source),
    figure:
      a01.status === 'ok'
        ? t(a01.pm10Mean === null ? 'airQuality.standards.a01Pm25' : 'airQuality.standards.a01', {
            pm25: n(a01.pm25Mean),
            pm10: n(a01.pm10Mean),
            limit25: a01.limits.pm25,
            limit10: a01.limits.pm10,
          })
        : noData,
    result: a01.status === 'ok' ? outcome(a01.passes) : '–',
  });
  const a08 = well.a08;
  rows.push({
    key: 'well-a08',
    source: sourceName(a08.source),
    figure:
      a08.pm25.status === 'ok'
        ? t('airQuality.standards.a08', {
            mean: n(a08.pm25.mean),
            median: n(a08.pm25.median),
            p75: n(a08.pm25.p75),
            p95: n(a08.pm25.p95),
            completeness: share(a08.completeness),
            interval: a08.intervalMinutes,
          })
        : noData,
    result: a08.completeness === null ? '–' : share(a08.completeness),
  });
  rows.push({
    key: 'reset',
    source: sourceName(reset.source),
    figure:
      reset.status === 'ok'
        ? t('airQuality.standards.reset', {
            coverage: share(reset.coverage),
            threshold: share(reset.coverageThreshold),
            interval: reset.intervalMinutes,
            days: reset.daysWithData,
            acceptable: reset.daysAcceptable,
            high: reset.daysHighPerformance,
          })
        : noData,
    result:
      reset.status === 'ok'
        ? t(reset.qualifies ? 'airQuality.standards.qualifies' : 'airQuality.standards.coverageShort')
        : '–',
  });
  return rows;
}

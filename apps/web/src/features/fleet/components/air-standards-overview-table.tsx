import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import {
  RESET_INTERVAL_MINUTES,
  RESET_PM25_ACCEPTABLE,
  RESET_PM25_HIGH_PERFORMANCE,
  WELL_A01_LIMITS,
  WHO_2021_LIMITS,
  type AirStandardsOverview,
  type AirStandardsOverviewSite,
} from '@app/contracts';
import { formatMean } from '../utils/air-quality-bands';

export interface AirStandardsOverviewTableProps {
  overview: AirStandardsOverview;
  caption: string;
  selected: number | null;
  onSelect: (addressId: number) => void;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The figure cells of one site, in words: each outcome is said, never left to a colour. */
function figureCells(site: AirStandardsOverviewSite, t: Translate, language: string): string[] {
  const { who, wellA01, wellA08, reset } = site.figures;
  const percent = (value: number | null) =>
    value === null ? '–' : new Intl.NumberFormat(language, { style: 'percent' }).format(value);
  const mean = (value: number) => t('airQuality.overview.cell.mean', { mean: formatMean(value, language) });
  const whoDays =
    who.daysCounted === 0
      ? t('airQuality.overview.cell.noDays')
      : t('airQuality.overview.cell.partOf', { part: who.daysWithin, total: who.daysCounted });
  // Days under WHO's 75 % rule do not count: said beside the count, so a short count is explained.
  const leftOut = who.daysBelowCoverage
    ? `; ${t('airQuality.overview.cell.belowCoverage', { days: who.daysBelowCoverage })}`
    : '';
  return [
    site.account.name ?? '–',
    t(site.openingHours ? 'airQuality.overview.cell.hours' : 'airQuality.overview.cell.allHours'),
    whoDays + leftOut,
    percent(who.shareWithin),
    who.periodMean === null
      ? '–'
      : t(`airQuality.overview.cell.${who.periodMeanWithin ? 'meanWithin' : 'meanAbove'}`, {
          mean: formatMean(who.periodMean, language),
        }),
    wellA01.pm25Mean === null ? '–' : mean(wellA01.pm25Mean),
    wellA01.passes === null
      ? '–'
      : t(wellA01.passes ? 'airQuality.standards.meets' : 'airQuality.standards.fails'),
    percent(wellA08.completeness),
    percent(reset.coverage),
    reset.qualifies
      ? t('airQuality.overview.cell.qualifies')
      : reset.coverage === null
        ? t('airQuality.overview.cell.noReadings')
        : t('airQuality.overview.cell.notQualified', { minutes: RESET_INTERVAL_MINUTES }),
    t('airQuality.overview.cell.partOf', { part: reset.daysAcceptable, total: reset.daysWithData }),
    String(reset.daysHighPerformance),
  ];
}

/**
 * Every site against WHO 2021, WELL v2 and RESET Air over the period (decision 049), worst first as
 * the API sends them: each column names its standard and version, each outcome is in words. A site's
 * name selects it on the page, where its full report has every figure.
 */
export function AirStandardsOverviewTable({
  overview,
  caption,
  selected,
  onSelect,
}: AirStandardsOverviewTableProps) {
  const { t, i18n } = useTranslation();
  const columns = [
    t('airQuality.overview.column.site'),
    t('airQuality.overview.column.account'),
    t('airQuality.overview.column.openingHours'),
    t('airQuality.overview.column.whoDays', { limit: WHO_2021_LIMITS.pm25.day }),
    t('airQuality.overview.column.whoShare'),
    t('airQuality.overview.column.whoMean', { limit: WHO_2021_LIMITS.pm25.annual }),
    t('airQuality.overview.column.wellA01Mean', { limit: WELL_A01_LIMITS.pm25 }),
    t('airQuality.overview.column.wellA01Outcome'),
    t('airQuality.overview.column.wellA08'),
    t('airQuality.overview.column.resetCoverage'),
    t('airQuality.overview.column.resetQualifies'),
    t('airQuality.overview.column.resetAcceptable', { limit: RESET_PM25_ACCEPTABLE }),
    t('airQuality.overview.column.resetHighPerformance', { limit: RESET_PM25_HIGH_PERFORMANCE }),
  ];

  return (
    <Table
      responsive
      bordered
      size="sm"
      className="small align-middle mb-2"
      data-testid="air-standards-overview-table"
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {overview.sites.map((site) => (
          <tr key={site.addressId} data-testid={`air-standards-overview-${site.addressId}`}>
            <th scope="row" className="text-start" style={{ minWidth: '12rem' }}>
              <Button
                variant="link"
                size="sm"
                className="p-0 text-start"
                aria-current={selected === site.addressId ? 'true' : undefined}
                data-testid={`air-standards-overview-open-${site.addressId}`}
                onClick={() => onSelect(site.addressId)}
              >
                {site.label ?? t('airQuality.sites.unnamed', { id: site.addressId })}
              </Button>
            </th>
            {figureCells(site, t, i18n.language).map((text, column) => (
              <td key={column}>{text}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

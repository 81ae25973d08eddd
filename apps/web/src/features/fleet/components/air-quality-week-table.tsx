import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { AirQualityCell } from '@app/contracts';
import { BAND_COLOURS, formatMean, hourLabel } from '../utils/air-quality-bands';

export interface AirQualityWeekTableProps {
  cells: readonly AirQualityCell[];
  /** Monday-first long weekday names. */
  weekdays: readonly string[];
  caption: string;
  language: string;
  /** Opens the history of a cell; without it the cells are plain text. */
  onCell?: (weekday: number, hour: number) => void;
}

/**
 * The week grid as a table (a row per weekday, a column per hour): the alternative to the heatmap
 * for screen readers and the keyboard. A cell with readings is a button (Enter or Space) that opens
 * the history of that hour; its name says the day, the hour, the mean and the band.
 */
export function AirQualityWeekTable({
  cells,
  weekdays,
  caption,
  language,
  onCell,
}: AirQualityWeekTableProps) {
  const { t } = useTranslation();
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return (
    <Table
      bordered
      size="sm"
      responsive
      className="air-quality-week-table small text-center mb-0"
      data-testid="air-quality-week-table"
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('airQuality.grid.day')}</th>
          {hours.map((hour) => (
            <th scope="col" key={hour}>
              {hourLabel(hour)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weekdays.map((day, weekday) => (
          <tr key={day}>
            <th scope="row" className="text-start text-nowrap">
              {day}
            </th>
            {hours.map((hour) => {
              const cell = cells[weekday * 24 + hour];
              const band = cell?.band ?? null;
              const value = formatMean(cell?.mean ?? null, language);
              const name =
                band === null
                  ? t('airQuality.grid.noReadings', { day, hour: hourLabel(hour) })
                  : t('airQuality.grid.cell', {
                      day,
                      hour: hourLabel(hour),
                      value,
                      band: t(`airQuality.bands.${band}`),
                    });
              return (
                <td
                  key={hour}
                  className="p-0"
                  style={band ? { backgroundColor: BAND_COLOURS[band].cell } : undefined}
                  data-testid={`air-quality-cell-${weekday}-${hour}`}
                  data-band={band ?? undefined}
                >
                  {band !== null && onCell ? (
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-1 w-100 text-body text-decoration-none"
                      aria-label={`${name}. ${t('airQuality.grid.openHistory')}`}
                      title={name}
                      onClick={() => onCell(weekday, hour)}
                    >
                      {value}
                    </button>
                  ) : (
                    <span className="d-block p-1" title={name}>
                      <span aria-hidden="true">{value}</span>
                      <span className="visually-hidden">{name}</span>
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { pm25Band, type AirQualitySiteSummary } from '@app/contracts';
import { SortHeader } from '../../../components/ui/sort-header';
import type { SortState } from '../../../lib/list-params';
import { BAND_COLOURS, formatMean, hourLabel } from '../utils/air-quality-bands';

export interface AirQualitySitesTableProps {
  sites: readonly AirQualitySiteSummary[];
  caption: string;
  language: string;
  selected: number | null;
  onSelect: (addressId: number) => void;
}

/**
 * Sites × hours of the day: one row per site with its period mean and band, then the mean of each
 * Rome hour coloured by band (value printed in the cell). Sortable by mean (worst first) or site.
 */
export function AirQualitySitesTable({
  sites,
  caption,
  language,
  selected,
  onSelect,
}: AirQualitySitesTableProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortState>({ property: 'mean', direction: 'desc' });
  const onSort = (property: string) =>
    setSort((current) => ({
      property,
      direction:
        current.property === property
          ? current.direction === 'asc'
            ? 'desc'
            : 'asc'
          : property === 'mean'
            ? 'desc'
            : 'asc',
    }));
  const rows = useMemo(() => {
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...sites].sort((a, b) =>
      sort.property === 'label'
        ? sign * (a.label ?? '').localeCompare(b.label ?? '', language) || a.addressId - b.addressId
        : sign * (a.mean - b.mean) || a.addressId - b.addressId,
    );
  }, [sites, sort, language]);
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return (
    <Table bordered hover size="sm" responsive className="small mb-0" data-testid="air-quality-sites-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <SortHeader
            property="label"
            label={t('airQuality.sites.site')}
            sort={sort}
            onSort={onSort}
            title={t('airQuality.sites.sortBy', { column: t('airQuality.sites.site') })}
          />
          <SortHeader
            property="mean"
            label={t('airQuality.sites.mean')}
            sort={sort}
            onSort={onSort}
            title={t('airQuality.sites.sortBy', { column: t('airQuality.sites.mean') })}
          />
          {hours.map((hour) => (
            <th scope="col" key={hour} className="text-center">
              {hourLabel(hour)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((site) => {
          const label = site.label ?? t('airQuality.sites.unnamed', { id: site.addressId });
          return (
            <tr key={site.addressId} data-testid={`air-quality-site-${site.addressId}`}>
              <th scope="row" className="text-start" style={{ minWidth: '12rem' }}>
                <Button
                  variant="link"
                  size="sm"
                  className="p-0 text-start"
                  aria-current={selected === site.addressId ? 'true' : undefined}
                  data-testid={`air-quality-open-site-${site.addressId}`}
                  onClick={() => onSelect(site.addressId)}
                >
                  {label}
                </Button>
                {site.account.name && <div className="text-muted fw-normal">{site.account.name}</div>}
              </th>
              <td
                className="text-nowrap"
                style={{ backgroundColor: BAND_COLOURS[site.band].cell }}
                data-band={site.band}
              >
                {formatMean(site.mean, language)}{' '}
                <span className="text-body">({t(`airQuality.bands.${site.band}`)})</span>
              </td>
              {site.hours.map((h) => {
                const band = h.mean === null ? null : pm25Band(h.mean);
                const value = formatMean(h.mean, language);
                const name = t('airQuality.sites.hourCell', { site: label, hour: hourLabel(h.hour), value });
                return (
                  <td
                    key={h.hour}
                    className="text-center px-1"
                    style={band ? { backgroundColor: BAND_COLOURS[band].cell } : undefined}
                    title={band ? `${name} (${t(`airQuality.bands.${band}`)})` : name}
                  >
                    {value}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

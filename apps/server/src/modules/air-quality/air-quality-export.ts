import { airQualitySitesQuerySchema, airQualitySitesTable } from '@app/contracts';
import type { CsvTable } from '@app/contracts/csv';
import { translate } from '@app/i18n';
import type { Caller } from '../access/caller';
import type { AirQualityService } from './air-quality.service';

/**
 * The sites' air quality for a scheduled export (decision 048): what the page shows by default (its
 * default period, worst site first), one row per site with its mean, band and hour-of-day means.
 */
export async function airQualityExport(
  airQuality: AirQualityService,
  caller: Caller,
  language: string,
): Promise<CsvTable> {
  const { sites } = await airQuality.sites(caller, airQualitySitesQuerySchema.parse({}));
  return airQualitySitesTable(sites, (key, params) => translate(language, key, params), language);
}

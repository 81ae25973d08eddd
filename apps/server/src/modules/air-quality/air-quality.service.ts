import {
  AIR_QUALITY_PERIOD_RULES,
  AIR_QUALITY_WHO,
  pm25Band,
  resolveAirQualityPeriod,
  WEEK_HOURS,
  type AirQualityPeriod,
  type AirQualityPeriodQuery,
  type AirQualitySiteGrid,
  type AirQualitySites,
  type AirQualitySitesQuery,
  type AirQualitySiteSummary,
} from '@app/contracts';
import { AppError, notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import type { AirQualityRepository, SiteRow } from './air-quality.repository';

/**
 * The mean of a sum over its readings (weighted by readings), null without any; to 0.01 µg/m³ (the
 * sensors read whole µg/m³, and 17 digits would double the 200-site answer).
 */
const meanOf = (sum: number, readings: number) =>
  readings > 0 ? Math.round((sum / readings) * 100) / 100 : null;

const account = (site: SiteRow) => ({ id: site.accountId, name: site.accountName });

/**
 * The site PM2.5 heat map: means are sums over readings of the daily site roll-up,
 * hours on Rome's clock, bands and references from the WHO 2021 guideline.
 */
export class AirQualityService {
  constructor(
    private readonly repository: AirQualityRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** GET api/fleet/air-quality/sites: every reachable site with readings in the period, by mean. */
  async sites(caller: Caller, query: AirQualitySitesQuery): Promise<AirQualitySites> {
    const period = this.period(query);
    const rows = await this.repository.siteHours(caller, period.from, period.to, query.accountId);
    const bySite = new Map(rows.map((row) => [row.addressId, row.hours]));
    const info = new Map((await this.repository.sites([...bySite.keys()])).map((s) => [s.addressId, s]));
    const sites: AirQualitySiteSummary[] = [];
    for (const [addressId, hours] of bySite) {
      const sum = hours.reduce((total, h) => total + h.sum, 0);
      const readings = hours.reduce((total, h) => total + h.readings, 0);
      const mean = meanOf(sum, readings);
      const site = info.get(addressId);
      if (mean === null || !site) continue;
      sites.push({
        addressId,
        label: site.label,
        account: account(site),
        mean,
        band: pm25Band(mean) ?? 'good',
        readings,
        hours: hours.map((h, hour) => ({ hour, mean: meanOf(h.sum, h.readings), readings: h.readings })),
      });
    }
    const direction = query.sort === 'mean,asc' ? 1 : -1;
    sites.sort((a, b) => direction * (a.mean - b.mean) || a.addressId - b.addressId);
    return { from: period.from, to: period.to, who: AIR_QUALITY_WHO, sites };
  }

  /** GET api/fleet/air-quality/sites/{addressId}: the 7 × 24 grid of one site (404 outside reach). */
  async site(caller: Caller, addressId: number, query: AirQualityPeriodQuery): Promise<AirQualitySiteGrid> {
    const period = this.period(query);
    const [site] = await this.repository.sites([addressId], caller);
    if (!site) throw notFound('No such site');
    const [rows, devices] = await Promise.all([
      this.repository.weekdayHours(addressId, period.from, period.to),
      this.repository.siteDevices(caller, addressId),
    ]);
    const grid = Array.from({ length: WEEK_HOURS }, () => ({ sum: 0, readings: 0 }));
    for (const row of rows) {
      row.hours.forEach((hour, index) => (grid[row.weekday * 24 + index] = hour));
    }
    const sum = grid.reduce((total, c) => total + c.sum, 0);
    const readings = grid.reduce((total, c) => total + c.readings, 0);
    const mean = meanOf(sum, readings);
    return {
      addressId,
      label: site.label,
      account: account(site),
      from: period.from,
      to: period.to,
      mean,
      band: mean === null ? null : pm25Band(mean),
      readings,
      who: AIR_QUALITY_WHO,
      cells: grid.map((c, index) => {
        const cellMean = meanOf(c.sum, c.readings);
        return {
          weekday: Math.floor(index / 24),
          hour: index % 24,
          mean: cellMean,
          readings: c.readings,
          band: cellMean === null ? null : pm25Band(cellMean),
        };
      }),
      devices,
    };
  }

  /** The request's period, or a 400 naming the rule it breaks (the standards report reads the same). */
  period(query: AirQualityPeriodQuery): AirQualityPeriod {
    const resolved = resolveAirQualityPeriod(query.from || undefined, query.to || undefined, this.now());
    if ('period' in resolved) return resolved.period;
    const rule = AIR_QUALITY_PERIOD_RULES[resolved.issue];
    throw new AppError(400, 'validation', `${rule.field}: ${rule.text}`, {
      fieldErrors: [{ objectName: 'airQuality', field: rule.field, message: resolved.issue }],
    });
  }
}

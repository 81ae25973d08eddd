import {
  airStandardsFigures,
  closedDays,
  occupancyMasks,
  occupiedTotals,
  overviewFigures,
  REPORT_TIME_ZONE,
  type AirStandardsOverview,
  type AirStandardsOverviewQuery,
  type AirStandardsQuery,
  type AirStandardsSiteReport,
} from '@app/contracts';
import { notFound } from '../../lib/app-error';
import type { AppDatabase } from '../../db/client';
import { userLanguage } from '../../db/user-language';
import { reportPayer, type ReportPool } from '../iot';
import type { SiteOpeningHoursRepository } from '../../db/site-opening-hours.repository';
import type { Caller } from '../access/caller';
import type { AirQualityRepository } from './air-quality.repository';
import type { AirQualityService } from './air-quality.service';
import type { AirStandardsRepository } from './air-standards.repository';
import type { AirStandardsOverviewRepository } from './air-standards-overview.repository';

/**
 * A site's standards report (issue 31, decision 049): the readings of the site's devices the caller
 * may see (address-level records honoured, as on the heat map), over the period's Rome days and the
 * site's opening hours, through the pure rules of contracts.
 */
export class AirStandardsService {
  constructor(
    private readonly sites: AirQualityRepository,
    private readonly readings: AirStandardsRepository,
    private readonly hours: SiteOpeningHoursRepository,
    private readonly airQuality: Pick<AirQualityService, 'period'>,
    private readonly db: AppDatabase,
    private readonly pool: Pick<ReportPool, 'admit' | 'renderStandards'>,
    private readonly overviewSums: AirStandardsOverviewRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * GET api/fleet/air-standards/sites: the headline figures of every reachable site with readings
   * in the period, from the daily site roll-up (contracts' overview.ts), worst WHO share first.
   */
  async overview(caller: Caller, query: AirStandardsOverviewQuery): Promise<AirStandardsOverview> {
    const period = this.airQuality.period(query);
    const ids = await this.sites.reachableSiteIds(caller, query.accountId);
    const hours = await this.hours.openingHoursOf(ids);
    const occupancy = ids.map((addressId) => {
      const siteHours = hours.get(addressId) ?? null;
      return {
        addressId,
        masks: occupancyMasks(siteHours),
        closed: closedDays(siteHours, period.from, period.to),
      };
    });
    const sums = await this.overviewSums.sums(occupancy, period.from, period.to);
    const info = new Map((await this.sites.sites([...sums.keys()])).map((s) => [s.addressId, s]));
    const sites = occupancy.flatMap(({ addressId, masks, closed }) => {
      const site = info.get(addressId);
      const siteSums = sums.get(addressId);
      if (!site || !siteSums) return [];
      return [
        {
          addressId,
          label: site.label,
          account: { id: site.accountId, name: site.accountName },
          openingHours: hours.has(addressId),
          figures: overviewFigures(siteSums, occupiedTotals(masks, closed, period.from, period.to)),
        },
      ];
    });
    // Worst first: the lowest share of WHO days, then the highest WELL mean; no data last.
    const rank = (s: (typeof sites)[number]) => s.figures.who.shareWithin ?? 2;
    sites.sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (b.figures.wellA01.pm25Mean ?? -1) - (a.figures.wellA01.pm25Mean ?? -1) ||
        a.addressId - b.addressId,
    );
    return { from: period.from, to: period.to, sites };
  }

  /**
   * GET api/fleet/air-standards/sites/{addressId}/pdf: the same report as a PDF in the caller's
   * language, built on the report pool (a 429/503 refusal comes before anything is read).
   */
  async pdf(
    caller: Caller,
    addressId: number,
    query: AirStandardsQuery,
  ): Promise<{ pdf: Buffer; name: string }> {
    this.airQuality.period(query);
    const release = this.pool.admit(reportPayer(caller));
    try {
      const [report, language] = await Promise.all([
        this.site(caller, addressId, query),
        userLanguage(this.db, caller.userId),
      ]);
      const pdf = await this.pool.renderStandards({
        language: language ?? 'it',
        siteLabel: report.label ?? `#${report.addressId}`,
        accountName: report.account.name,
        devices: report.devices,
        openingHours: report.openingHours,
        figures: report.figures,
        generatedAt: this.now(),
      });
      return { pdf, name: `standards-${report.addressId}-${report.from}-${report.to}.pdf` };
    } finally {
      release();
    }
  }

  /** GET api/fleet/air-standards/sites/{addressId}: 404 outside the caller's reach. */
  async site(caller: Caller, addressId: number, query: AirStandardsQuery): Promise<AirStandardsSiteReport> {
    const period = this.airQuality.period(query);
    const [site] = await this.sites.sites([addressId], caller);
    if (!site) throw notFound('No such site');
    const [devices, openingHours] = await Promise.all([
      this.sites.siteDevices(caller, addressId),
      this.hours.openingHours(addressId),
    ]);
    const readings = await this.readings.readings(
      devices.map((d) => d.id),
      period.start,
      period.end,
    );
    return {
      addressId,
      label: site.label,
      account: { id: site.accountId, name: site.accountName },
      from: period.from,
      to: period.to,
      devices: devices.length,
      openingHours: openingHours !== null,
      figures: airStandardsFigures(
        readings,
        { from: period.start, to: period.end },
        { timeZone: REPORT_TIME_ZONE, openingHours },
      ),
    };
  }
}

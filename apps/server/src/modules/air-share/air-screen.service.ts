import {
  airScreen,
  airShareLinkState,
  currentSitePm25,
  lastDayHourStarts,
  readingNumber,
  romeDayHour,
  type AirScreen,
} from '@app/contracts';
import { AppError } from '../../lib/app-error';
import type { AttemptLimiter } from '../../lib/rate-limiter';
import type { SiteAirRepository } from '../../db/site-air.repository';
import type { LatestStatusRepository } from '../iot';
import type { AirShareRepository } from './air-share.repository';
import { airShareTokenHash } from './air-share-token';

/** Per client address: a few lobby screens behind one address refresh once a minute each. */
export const AIR_SCREEN_LIMITS = {
  perClient: { limit: 60, windowMs: 60_000 },
  perToken: { limit: 600, windowMs: 60_000 },
};

/**
 * A purifier's reading is current while its status is fresh by the poller's own rule (its owner's
 * polling interval), with this grace for a late poll.
 */
const READING_GRACE_MS = 10 * 60_000;

/** Unknown and revoked links get the very same answer: a caller learns nothing about other tokens. */
const unknownLink = () => new AppError(404, 'http.404', 'This air screen link does not work');

/**
 * The public air screen (docs/decisions/050): a valid token shows its site's current PM2.5 and
 * last 24 hours, nothing else. Every attempt counts against the client's limit (guessing included);
 * a known link's views count against its own. Every answered view adds one to the view count.
 */
export class AirScreenService {
  constructor(
    private readonly links: AirShareRepository,
    private readonly sites: SiteAirRepository,
    private readonly statuses: Pick<LatestStatusRepository, 'freshStatuses'>,
    private readonly limits: { perClient: AttemptLimiter; perToken: AttemptLimiter },
    private readonly now: () => number = Date.now,
  ) {}

  async screen(token: string, client: string): Promise<AirScreen> {
    await this.count(this.limits.perClient, client);
    const link = await this.links.byTokenHash(airShareTokenHash(token));
    if (!link) throw unknownLink();
    const now = this.now();
    const state = airShareLinkState(link, now);
    if (state === 'revoked') throw unknownLink();
    await this.count(this.limits.perToken, String(link.id));
    if (state === 'expired') throw new AppError(410, 'gone', 'This air screen link has expired');
    const [site, pm25, days] = await Promise.all([
      this.sites.siteLabel(link.addressId),
      this.currentPm25(link.addressId, now),
      this.sites.daySums(link.addressId, [...new Set(lastDayHourStarts(now).map((h) => romeDayHour(h).day))]),
    ]);
    await this.links.countView(link.id, new Date(now));
    return airScreen(site?.label ?? null, pm25, days, now);
  }

  /** Mean of the current PM2.5 of the site's purifiers that are online with a reading. */
  private async currentPm25(addressId: number, now: number): Promise<number | null> {
    const ids = await this.sites.deviceIds(addressId);
    const fresh = await this.statuses.freshStatuses(ids, new Date(now - READING_GRACE_MS));
    const readings = fresh.flatMap(({ status }) => {
      if (!status.online) return [];
      const point = status.status.find((p) => p.code === 'pm25');
      const value = point ? readingNumber(point.value) : null;
      return value === null ? [] : [value];
    });
    return currentSitePm25(readings);
  }

  private async count(limiter: AttemptLimiter, key: string): Promise<void> {
    const { count, retryAfter } = await limiter.hit(key);
    if (count > limiter.limit)
      throw new AppError(429, 'ratelimit', `Too many requests. Try again in ${retryAfter} seconds.`, {
        params: { seconds: retryAfter },
        headers: { 'retry-after': String(retryAfter) },
      });
  }
}

import type { AirShareLink, CreateAirShareLink } from '@app/contracts';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import type { SiteAirRepository } from '../../db/site-air.repository';
import { presentAirShareLink } from './air-share.presenter';
import type { AirShareRepository } from './air-share.repository';
import { airSharePath, newAirShareToken } from './air-share-token';

const DAY_MS = 86_400_000;

/**
 * The managers' side of the share links (docs/decisions/050): whoever may edit the site (the route
 * declares ADDRESS_MANAGEMENT update) lists, creates and revokes its links. A site out of reach is
 * a 404, whatever the reason.
 */
export class AirShareService {
  constructor(
    private readonly links: AirShareRepository,
    private readonly sites: SiteAirRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async list(caller: Caller, addressId: number): Promise<AirShareLink[]> {
    const site = await this.site(caller, addressId);
    return (await this.links.list(addressId)).map((row) => presentAirShareLink(row, site));
  }

  async create(caller: Caller, addressId: number, body: CreateAirShareLink): Promise<AirShareLink> {
    const site = await this.site(caller, addressId);
    const { token, hash } = newAirShareToken();
    const now = this.now();
    const row = await this.links.insert({
      addressId,
      tokenHash: hash,
      createdBy: caller.userId,
      createdAt: new Date(now),
      expiresAt: new Date(now + body.expiresInDays * DAY_MS),
    });
    return presentAirShareLink(row, site, airSharePath(token));
  }

  async revoke(caller: Caller, addressId: number, id: number): Promise<AirShareLink> {
    const site = await this.site(caller, addressId);
    const row = await this.links.revoke(addressId, id, new Date(this.now()));
    if (!row) throw notFound('No such share link');
    return presentAirShareLink(row, site);
  }

  /** The site's display name, or a 404 when the caller may not share it. */
  private async site(caller: Caller, addressId: number): Promise<string | null> {
    const site = (await this.links.mayShare(caller, addressId)) && (await this.sites.siteLabel(addressId));
    if (!site) throw notFound('No such site');
    return site.label;
  }
}

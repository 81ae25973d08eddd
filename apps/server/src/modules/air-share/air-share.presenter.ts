import type { AirShareLink } from '@app/contracts';
import type { AirShareLinkRow } from './air-share.repository';

/** A link as the managers' list shows it; `path` only when the token is at hand (just created). */
export function presentAirShareLink(row: AirShareLinkRow, site: string | null, path?: string): AirShareLink {
  return {
    id: row.id,
    site,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    ...(path ? { path } : {}),
  };
}

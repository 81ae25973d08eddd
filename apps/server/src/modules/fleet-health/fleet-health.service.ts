import {
  ATTENTION_TOP_REASONS,
  deviceCondition,
  fleetHealthScore,
  type AccountHealthDto,
  type AttentionRowDto,
  type AttentionSortField,
  type DeviceHealthInput,
  type FleetHealth,
  type FleetHealthDto,
  type HealthSiteDto,
  parseStatus,
  type Thresholds,
} from '@app/contracts';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import type { FleetHealthRepository, HealthDeviceRow } from './fleet-health.repository';

export interface AttentionQuery {
  page: number;
  size: number;
  sort: { field: AttentionSortField; direction: 'asc' | 'desc' }[];
}

/** The health inputs of one device: its latest stored status (none: unknown), filter, timers. */
export function healthInput(row: HealthDeviceRow): DeviceHealthInput {
  const status = row.lastStatus;
  return {
    online: status ? status.online : null,
    level: status
      ? deviceCondition({ online: status.online, status: parseStatus(status.payload) }, row.thresholds).level
      : null,
    filterOverdue: row.filterOverdue,
    filterDueSoon: row.filterDueSoon,
    timersFailing: row.timersFailing,
  };
}

/** used / quota; a quota of 0 allows no call: used up (as projectMonthEnd reads it). */
function usedFraction(use: { used: number; quota: number } | undefined): number | null {
  if (!use) return null;
  return use.quota > 0 ? use.used / use.quota : 1;
}

/**
 * The fleet health score of the caller's fleet, an account, its sites, and the accounts
 * of the caller's subtree ranked by it. The score and reasons are fleetHealthScore's
 * (contracts/fleet/health-score.ts); this service only gathers its inputs.
 *
 * - The caller's fleet: every device of its scope (the dashboard's), with its own account's quota.
 * - An account: the devices it owns that the caller may read, with that account's quota.
 * - A site: the devices at one address, without the quota (an account's matter, shown once).
 */
/** The thresholds in force per device, for those that differ from the spec's table (decision 040). */
export interface DeviceThresholdsReader {
  thresholdsOfDevices(deviceIds: readonly number[]): Promise<Map<number, Thresholds>>;
}

export class FleetHealthService {
  constructor(
    private readonly repository: FleetHealthRepository,
    private readonly thresholds: DeviceThresholdsReader,
  ) {}

  /** The devices' health rows with the thresholds in force at each (the badges' level). */
  private async deviceRows(
    caller: Caller,
    filter: Parameters<FleetHealthRepository['deviceRows']>[1],
    now: Date,
  ): Promise<HealthDeviceRow[]> {
    const rows = await this.repository.deviceRows(caller, filter, now);
    const thresholds = await this.thresholds.thresholdsOfDevices(rows.map((row) => row.id));
    return rows.map((row) => {
      const own = thresholds.get(row.id);
      return own ? { ...row, thresholds: own } : row;
    });
  }

  async health(caller: Caller, accountId: number | undefined, now = new Date()): Promise<FleetHealthDto> {
    let rows: HealthDeviceRow[];
    let account: number | null;
    if (accountId === undefined) {
      account = caller.account?.id ?? null;
      rows = await this.deviceRows(caller, { kind: 'scope' }, now);
    } else {
      const [inside] = await this.repository.accountsInSubtree(caller, [accountId]);
      if (inside === undefined) throw notFound('Account not found');
      account = inside;
      rows = await this.deviceRows(caller, { kind: 'owner', accountId }, now);
    }
    const [names, quota] = await Promise.all([
      this.repository.accountNames(account === null ? [] : [account]),
      this.repository.quotaUse(account === null ? [] : [account], now),
    ]);
    const fleet = fleetHealthScore(rows.map(healthInput), {
      quotaUsedFraction: account === null ? null : usedFraction(quota.get(account)),
    });
    return {
      account: account === null ? null : { id: account, name: names.get(account) ?? null },
      score: fleet.score,
      reasons: fleet.reasons,
      sites: sites(rows),
      devices: rows.length,
    };
  }

  /** Accounts of the caller's subtree that own devices, ranked; one device query for the whole subtree. */
  async attention(
    caller: Caller,
    query: AttentionQuery,
    now = new Date(),
  ): Promise<{ rows: AttentionRowDto[]; total: number }> {
    const scored = await this.scoreByOwner(caller, { kind: 'subtreeOwners' }, now);
    const names = await this.repository.accountNames([...scored.keys()]);
    const all: AttentionRowDto[] = [...scored].map(([accountId, { health, devices }]) => ({
      accountId,
      name: names.get(accountId) ?? null,
      score: health.score,
      reasons: health.reasons.slice(0, ATTENTION_TOP_REASONS),
      devices,
    }));
    all.sort(comparator(query.sort));
    return { rows: all.slice(query.page * query.size, (query.page + 1) * query.size), total: all.length };
  }

  /** The accounts list's column: those of `ids` inside the subtree that own devices the caller reads. */
  async accounts(caller: Caller, ids: number[], now = new Date()): Promise<AccountHealthDto[]> {
    const inside = await this.repository.accountsInSubtree(caller, ids);
    const scored = await this.scoreByOwner(caller, { kind: 'owners', accountIds: inside }, now);
    return ids.flatMap((accountId) => {
      const s = scored.get(accountId);
      return s ? [{ accountId, score: s.health.score, reasons: s.health.reasons, devices: s.devices }] : [];
    });
  }

  private async scoreByOwner(
    caller: Caller,
    filter: Parameters<FleetHealthRepository['deviceRows']>[1],
    now: Date,
  ): Promise<Map<number, { health: FleetHealth; devices: number }>> {
    const rows = await this.deviceRows(caller, filter, now);
    const byOwner = new Map<number, HealthDeviceRow[]>();
    for (const row of rows) {
      if (row.ownerId === null) continue;
      const list = byOwner.get(row.ownerId);
      if (list) list.push(row);
      else byOwner.set(row.ownerId, [row]);
    }
    const quota = await this.repository.quotaUse([...byOwner.keys()], now);
    return new Map(
      [...byOwner].map(([owner, list]) => [
        owner,
        {
          health: fleetHealthScore(list.map(healthInput), {
            quotaUsedFraction: usedFraction(quota.get(owner)),
          }),
          devices: list.length,
        },
      ]),
    );
  }
}

/** The devices grouped by address (the ones at no address last), each group scored without the quota. */
function sites(rows: HealthDeviceRow[]): HealthSiteDto[] {
  const groups = new Map<number | null, HealthDeviceRow[]>();
  for (const row of rows) {
    const list = groups.get(row.addressId);
    if (list) list.push(row);
    else groups.set(row.addressId, [row]);
  }
  return [...groups]
    .map(([addressId, list]): HealthSiteDto => {
      const health = fleetHealthScore(list.map(healthInput));
      return {
        addressId,
        label: list[0]!.addressLabel,
        score: health.score,
        reasons: health.reasons,
        devices: list.length,
      };
    })
    .sort(
      (a, b) =>
        Number(a.addressId === null) - Number(b.addressId === null) ||
        a.score - b.score ||
        (a.addressId ?? 0) - (b.addressId ?? 0),
    );
}

function comparator(sort: AttentionQuery['sort']) {
  const collator = new Intl.Collator('it', { sensitivity: 'base' });
  return (a: AttentionRowDto, b: AttentionRowDto): number => {
    for (const { field, direction } of sort) {
      const sign = direction === 'asc' ? 1 : -1;
      const diff =
        field === 'name'
          ? collator.compare(a.name ?? '', b.name ?? '')
          : field === 'devices'
            ? a.devices - b.devices
            : a.score - b.score;
      if (diff !== 0) return sign * diff;
    }
    // Ties: the worst score, then the most devices, then the name, then the id.
    return (
      a.score - b.score ||
      b.devices - a.devices ||
      collator.compare(a.name ?? '', b.name ?? '') ||
      a.accountId - b.accountId
    );
  };
}

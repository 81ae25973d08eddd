import {
  dashboardTab,
  type DashboardDevice,
  type DashboardTab,
  type DeviceLiveStatus,
  type Thresholds,
} from '@app/contracts';
import type { SortState } from '../../../lib/list-params';
import type { StatusEntry } from '../../../lib/devices/get-device-statuses';

/** The words a row's text depends on (the filter searches them, the sort orders by them). */
export interface RowWords {
  privateConsumer: string;
  noOwner: string;
  addressInvalid: string;
  addressNone: string;
}

/** A device with what the table shows and what the filter and the sort read, computed once per answer. */
export interface DashboardRow {
  device: DashboardDevice;
  owner: string;
  address: string;
  /** Lower-case name, owner, serial, model and address, for the filter (made on its first use). */
  search?: string;
  /** The sort keys ('' sorts last). */
  keys: Record<SortProperty, string>;
}

export const SORT_PROPERTIES = ['owner', 'name', 'address', 'model'] as const;
export type SortProperty = (typeof SORT_PROPERTIES)[number];
export const isSortProperty = (value: string): value is SortProperty =>
  (SORT_PROPERTIES as readonly string[]).includes(value);

export const ownerText = (device: DashboardDevice, words: RowWords) =>
  device.owner ? (device.owner.name ?? words.privateConsumer) : words.noOwner;

export function addressText(device: DashboardDevice, words: RowWords): string {
  if (device.address.state === 'invalid') return words.addressInvalid;
  if (device.address.state === 'none') return words.addressNone;
  return device.address.label ?? '';
}

export function toRows(devices: readonly DashboardDevice[], words: RowWords): DashboardRow[] {
  return devices.map((device) => {
    const owner = ownerText(device, words);
    const address = addressText(device, words);
    const name = device.name ?? '';
    const model = device.model?.name ?? '';
    return {
      device,
      owner,
      address,
      keys: { owner, name, address, model },
    };
  });
}

/**
 * The rows in the chosen order (the server's, by id, without one); empty keys last either way. The
 * distinct keys are ranked once with the collator (few for owner, model and address), then the rows
 * are sorted by rank and id: integer comparisons only.
 */
export function sortRows(rows: DashboardRow[], sort: SortState | null, locale: string): DashboardRow[] {
  if (!sort || !isSortProperty(sort.property)) return rows;
  const property = sort.property;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const distinct = [...new Set(rows.map((row) => row.keys[property]))].sort((a, b) =>
    !a || !b ? (a ? -1 : b ? 1 : 0) : collator.compare(a, b),
  );
  const sign = sort.direction === 'asc' ? 1 : -1;
  const rank = new Map(distinct.map((key, i) => [key, key ? sign * i : Number.MAX_SAFE_INTEGER]));
  const ranked = rows.map((row) => ({ row, rank: rank.get(row.keys[property])! }));
  ranked.sort((a, b) => a.rank - b.rank || a.row.device.id - b.row.device.id);
  return ranked.map((entry) => entry.row);
}

/** The rows whose name, owner, serial, model or address contain every word of the text. */
export function filterRows(rows: DashboardRow[], text: string): DashboardRow[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    row.search ??= [row.keys.name, row.owner, row.device.serialNumber ?? '', row.keys.model, row.address]
      .join('\u0000')
      .toLowerCase();
    const search = row.search;
    return words.every((word) => search.includes(word));
  });
}

const tabs = new WeakMap<object, DashboardTab>();
/**
 * The tab of a status, computed once per status object, under the thresholds in force at the
 * device (sent only when they differ from the spec's table, decision 040).
 */
function tabOfStatus(
  status: Pick<DeviceLiveStatus, 'online' | 'status'>,
  thresholds?: Thresholds,
): DashboardTab {
  let tab = tabs.get(status);
  if (!tab) {
    tab = dashboardTab(status, thresholds);
    tabs.set(status, tab);
  }
  return tab;
}

/** Lets the browser run other tasks (input, paint) between two slices of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Works out the tab of every stored status ahead of the first render, 500 devices per task, so that
 * grouping thousands of devices later is only cache lookups and no single task runs long.
 */
export async function warmStoredTabs(devices: readonly DashboardDevice[]): Promise<void> {
  for (let i = 0; i < devices.length; i += 500) {
    await nextTask();
    for (const device of devices.slice(i, i + 500))
      if (device.lastStatus) tabOfStatus(device.lastStatus, device.thresholds);
  }
}

/**
 * The status data a row stands on: its live entry when one was read, else the stored latest status;
 * null without either (or without a uid).
 */
export function statusDataOf(
  device: DashboardDevice,
  live: ReadonlyMap<string, StatusEntry>,
): { status: Pick<DeviceLiveStatus, 'online' | 'status'>; time: string } | 'unknown' | null {
  if (!device.uid) return null;
  const entry = live.get(device.uid);
  if (entry) return entry.state === 'known' ? { status: entry.status, time: entry.time } : 'unknown';
  return device.lastStatus ? { status: device.lastStatus, time: device.lastStatus.time } : null;
}

/** The tab of a device: its condition's level, or 'unknown' without status data. */
export function tabOf(device: DashboardDevice, live: ReadonlyMap<string, StatusEntry>): DashboardTab {
  const data = statusDataOf(device, live);
  return data && data !== 'unknown' ? tabOfStatus(data.status, device.thresholds) : 'unknown';
}

export type DashboardGroups = Record<DashboardTab, DashboardRow[]>;

/** The rows of each tab, in the rows' order. */
export function groupRows(rows: DashboardRow[], live: ReadonlyMap<string, StatusEntry>): DashboardGroups {
  const groups: DashboardGroups = { danger: [], warning: [], success: [], unknown: [] };
  for (const row of rows) groups[tabOf(row.device, live)].push(row);
  return groups;
}

/**
 * The first of the shown tabs, in order, with rows for the search text, when the open tab has none;
 * otherwise the open tab.
 */
export function tabWithMatches(
  shown: readonly DashboardTab[],
  groups: DashboardGroups,
  open: DashboardTab,
): DashboardTab {
  if (groups[open].length > 0) return open;
  return shown.find((key) => groups[key].length > 0) ?? open;
}

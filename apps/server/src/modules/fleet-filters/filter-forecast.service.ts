import {
  FILTER_INSUFFICIENT_REASONS,
  FILTER_MEASURES,
  type FilterDueQuery,
  type FilterForecastRow,
  type FilterSite,
} from '@app/contracts';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import type { FilterForecastDbRow, FilterForecastRepository } from './filter-forecast.repository';

const DAY_MS = 86_400_000;

/**
 * The filter-replacement due list and the per-device forecast: the caller's devices
 * (DEVICE_MANAGEMENT read, minus addresses whose record denies it) with the job's forecasts.
 */
export class FilterForecastService {
  constructor(
    private readonly repository: FilterForecastRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async list(caller: Caller, query: FilterDueQuery): Promise<{ rows: FilterForecastRow[]; total: number }> {
    if (query.accountId !== undefined && !(await this.repository.accountInScope(caller, query.accountId)))
      throw notFound(`No account ${query.accountId}`);
    const { rows, total } = await this.repository.page(caller, {
      dueBy: query.within === 'all' ? undefined : new Date(this.now() + Number(query.within) * DAY_MS),
      accountId: query.accountId,
      addressId: query.addressId,
      offset: query.page * query.size,
      limit: query.size,
    });
    return { rows: rows.map(present), total };
  }

  async device(caller: Caller, deviceId: number): Promise<FilterForecastRow> {
    const row = await this.repository.one(caller, deviceId);
    if (!row) throw notFound(`No device ${deviceId}`);
    return present(row);
  }

  sites(caller: Caller): Promise<FilterSite[]> {
    return this.repository.sites(caller);
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

function present(row: FilterForecastDbRow): FilterForecastRow {
  const forecast = row.kind === 'forecast';
  return {
    device: { id: row.id, name: row.name, serialNumber: row.serialNumber, uid: row.uid },
    owner:
      row.ownerId === null
        ? null
        : {
            id: row.ownerId,
            // A consumer has no business name: its name only for those whose subtree holds it.
            name: row.businessName ?? (row.ownerInSubtree ? row.ownerPerson : null),
            linked: row.ownerInSubtree,
          },
    site: row.addressId === null ? null : { addressId: row.addressId, label: row.addressLabel },
    model: row.modelName,
    measure: oneOf(FILTER_MEASURES, row.measure),
    lastValue: row.lastValue,
    lastTime: iso(row.lastTime),
    ratePerDay: row.ratePerDay,
    dangerAt: forecast ? iso(row.dangerAt) : null,
    overdue: forecast && row.overdue === true,
    kind: forecast ? 'forecast' : 'insufficient',
    // No forecast row: no filter reading stored yet (or not computed yet).
    reason: forecast
      ? null
      : row.kind === null
        ? 'noData'
        : (oneOf(FILTER_INSUFFICIENT_REASONS, row.reason) ?? 'noData'),
    readings: row.readings ?? 0,
    basisDays: row.basisDays ?? 0,
    computedAt: iso(row.computedAt),
    noMeasurableEffect: row.noEffect,
  };
}

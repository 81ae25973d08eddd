import {
  deviceEnergy,
  energyOfHours,
  fleetEnergy,
  levelShare,
  type StatusSample,
  parseStatus,
} from '@app/contracts';
import {
  REPORT_METRICS,
  type DeviceReportModel,
  type EnergyReportModel,
  type ReportMetric,
  type SeriesPoint,
} from '../../adapters/pdf/energy-report-model';
import type { HeldHours } from '../../db/held-hours';
import type { ReportAccount, ReportDeviceRow, StatusLogRow } from './energy-report.repository';

/** The poller's default interval, for a device without an owner account. */
const DEFAULT_STATUS_FREQUENCY_S = 3600;
/** The poller runs every 15 s: a poll lands up to that late. One minute of slack keeps a late poll from opening a gap. */
const POLL_SLACK_MS = 60_000;
/** More points than this per chart are averaged into time buckets (a 60 s polling over 31 days is 44,640). */
const MAX_CHART_POINTS = 800;

/**
 * How long one stored status holds at most (docs/decisions/022-pdf-energy-report.md): the owner
 * account's polling interval, plus the poller's slack.
 */
export const maxHoldMs = (statusFrequencySeconds: number | null): number =>
  (statusFrequencySeconds ?? DEFAULT_STATUS_FREQUENCY_S) * 1000 + POLL_SLACK_MS;

export const toSample = (row: StatusLogRow): StatusSample => ({
  time: row.logTime.getTime(),
  online: row.online,
  status: parseStatus(row.payload),
});

const numeric = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Averages points into at most MAX_CHART_POINTS time buckets; a bucket without a value is a gap. */
function thin(points: SeriesPoint[], start: number, end: number): SeriesPoint[] {
  if (points.length <= MAX_CHART_POINTS) return points;
  const width = Math.ceil((end - start) / MAX_CHART_POINTS);
  const buckets = new Map<number, { sum: number; count: number }>();
  for (const [t, v] of points) {
    const key = start + Math.floor((t - start) / width) * width;
    const bucket = buckets.get(key) ?? { sum: 0, count: 0 };
    if (v !== null) {
      bucket.sum += v;
      bucket.count += 1;
    }
    buckets.set(key, bucket);
  }
  return [...buckets].map(([t, b]) => [t, b.count ? b.sum / b.count : null]);
}

/**
 * The charted metrics a device reported in the period, as time series: offline samples (a frozen
 * last status) and stretches without samples longer than `hold` are gaps.
 */
export function metricSeries(
  samples: readonly StatusSample[],
  period: { start: number; end: number },
  hold: number,
): Partial<Record<ReportMetric, SeriesPoint[]>> {
  const inPeriod = samples.filter((s) => s.time >= period.start && s.time < period.end);
  const series: Partial<Record<ReportMetric, SeriesPoint[]>> = {};
  for (const metric of REPORT_METRICS) {
    if (!inPeriod.some((s) => s.status.some((p) => p.code === metric))) continue;
    const points: SeriesPoint[] = [];
    inPeriod.forEach((sample, i) => {
      const previous = inPeriod[i - 1];
      if (previous && sample.time - previous.time > hold) points.push([previous.time + hold, null]);
      const value = sample.status.find((p) => p.code === metric)?.value;
      points.push([sample.time, sample.online ? numeric(value) : null]);
    });
    series[metric] = thin(points, period.start, period.end);
  }
  return series;
}

const accountName = (a: ReportAccount): string =>
  a.businessName?.trim() || [a.name, a.surname].filter(Boolean).join(' ').trim() || a.login || `#${a.id}`;

export interface EnergyReportInput {
  account: ReportAccount;
  devices: ReportDeviceRow[];
  /** Status rows of all the devices, in time order per device. */
  logs: StatusLogRow[];
  /**
   * Hours covered and run per fan speed from the hourly roll-up, when the period is whole hours:
   * they replace the ones worked out from `logs` (each status held as its owner polled when it was
   * stored, not as the owner polls today).
   */
  held?: Map<string, HeldHours>;
  period: { start: number; end: number };
  costPerKwh: number | null;
  language: string;
  now: number;
}

/** Everything the PDF shows, computed from the stored history (the renderer only lays it out). */
export function presentEnergyReport(input: EnergyReportInput): EnergyReportModel {
  const byUid = new Map<string, StatusSample[]>();
  for (const row of input.logs) {
    const list = byUid.get(row.uid) ?? [];
    list.push(toSample(row));
    byUid.set(row.uid, list);
  }
  const devices: DeviceReportModel[] = input.devices.map((d) => {
    const samples = byUid.get(d.uid) ?? [];
    const hold = maxHoldMs(d.statusFrequency);
    const fromStatuses = deviceEnergy(samples, {
      ...input.period,
      maxHoldMs: hold,
      watts: d.watts,
      costPerKwh: input.costPerKwh,
    });
    const held = input.held && (input.held.get(d.uid) ?? { coveredHours: 0, hoursBySpeed: [0, 0, 0, 0] });
    const energy = held
      ? { ...fromStatuses, ...held, ...energyOfHours(held.hoursBySpeed, d.watts, input.costPerKwh) }
      : fromStatuses;
    return {
      uid: d.uid,
      name: d.name?.trim() || d.uid,
      serialNumber: d.serialNumber,
      place: d.place,
      modelName: d.modelName,
      location: [d.address, d.city].filter(Boolean).join(', ') || null,
      watts: d.watts,
      energy,
      share: levelShare(energy),
      series: metricSeries(samples, input.period, hold),
    };
  });
  const total = fleetEnergy(devices.map((d) => d.energy));
  return {
    language: input.language,
    generatedAt: input.now,
    period: input.period,
    costPerKwh: input.costPerKwh,
    accountName: accountName(input.account),
    total,
    totalShare: levelShare(total),
    devices,
  };
}

import type { EnergySummary, LevelShare } from '@app/contracts';

/** The measurements charted on a device page, in page order. */
export const REPORT_METRICS = ['pm25', 'temp', 'humidity', 'filter'] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

/** One point of a chart: epoch ms and a value, or null for a gap (offline, no data). */
export type SeriesPoint = [number, number | null];

export interface DeviceReportModel {
  uid: string;
  name: string;
  serialNumber: string | null;
  place: string | null;
  modelName: string | null;
  /** "Via Roma 1, Modena" when the device has an address. */
  location: string | null;
  /** Watts at fan speeds 1..4. */
  watts: (number | null)[];
  energy: EnergySummary;
  share: LevelShare;
  /** The metrics the device reported in the period, each as a time series. */
  series: Partial<Record<ReportMetric, SeriesPoint[]>>;
}

/** Everything the PDF energy report shows, computed; the renderer only lays it out. */
export interface EnergyReportModel {
  /** The caller's language ('it' or 'en'; anything else reads as Italian). */
  language: string;
  generatedAt: number;
  /** Epoch ms, end excluded. */
  period: { start: number; end: number };
  costPerKwh: number | null;
  /** The account the report is about (business name, or name and surname). */
  accountName: string;
  total: EnergySummary;
  totalShare: LevelShare;
  devices: DeviceReportModel[];
}

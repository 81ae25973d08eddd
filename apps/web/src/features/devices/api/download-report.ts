import { useMutation } from '@tanstack/react-query';
import { fetchReportPdf } from '../../../lib/report-download';
import { saveFile } from '../../../lib/save-file';

/** The file name the spec's client saves the report as. */
export const REPORT_FILE_NAME = 'charts.pdf';

export interface ReportRequest {
  /** The account the report is about (docs/decisions/022-pdf-energy-report.md): its subtree's devices are reported. */
  accountId: number;
  /** ISO instants, at most 31 days apart. */
  start: string;
  end: string;
  /** Euros per kWh; absent: the report has no costs. */
  costPerKwh?: number;
  deviceUids: readonly string[];
}

/** The report's URL: GET /api/devicesIot/{id}/pdf?start&end&costPerKwh&deviceUidList=..&deviceUidList=.. */
export function reportUrl({ accountId, start, end, costPerKwh, deviceUids }: ReportRequest): string {
  const search = new URLSearchParams({ start, end });
  if (costPerKwh !== undefined) search.set('costPerKwh', String(costPerKwh));
  for (const uid of deviceUids) search.append('deviceUidList', uid);
  return `/api/devicesIot/${accountId}/pdf?${search.toString()}`;
}

/** Fetches the report and saves it as charts.pdf. */
export const useDownloadReport = () =>
  useMutation({
    mutationFn: async (report: ReportRequest) =>
      saveFile(await fetchReportPdf(reportUrl(report)), REPORT_FILE_NAME),
  });

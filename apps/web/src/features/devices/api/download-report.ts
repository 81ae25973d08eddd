import { useMutation } from '@tanstack/react-query';
import { getToken } from '../../../lib/auth/token-storage';
import { REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
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

/** The server's refusals the modal explains (decision 034): error.<key> in the catalogs. */
const EXPLAINED = [
  'reportlimit',
  'reportbusy',
  'reportoverbudget',
  'reportperiodfuture',
  'reportperiodnohistory',
] as const;

/** A report the server refused: `messageKey` (e.g. 'error.reportbusy') with its params, if it is explained. */
export class ReportDownloadError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string | null,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`PDF report: HTTP ${status}`);
    this.name = 'ReportDownloadError';
  }
}

/** The explained refusal of a failed answer: too many reports (429), server busy or report too large (503), a period rule (400). */
export async function refusalOf(response: Response): Promise<ReportDownloadError> {
  const problem = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const key = typeof problem?.message === 'string' ? problem.message.replace(/^error\./, '') : '';
  const known = (EXPLAINED as readonly string[]).includes(key);
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ReportDownloadError(
    response.status,
    known ? `error.${key}` : null,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

/**
 * The PDF energy report as a blob. The api client reads answers as text, so this is a plain fetch
 * with the bearer token; any failure rejects: a refusal the server explains with a
 * ReportDownloadError naming its message, anything else shows 'Errore nella creazione del PDF'.
 */
export async function fetchReport(report: ReportRequest): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(reportUrl(report), {
    headers,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw await refusalOf(response);
  return response.blob();
}

/** Fetches the report and saves it as charts.pdf. */
export const useDownloadReport = () =>
  useMutation({
    mutationFn: async (report: ReportRequest) => saveFile(await fetchReport(report), REPORT_FILE_NAME),
  });

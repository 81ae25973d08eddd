import { getToken } from './auth/token-storage';
import { REQUEST_TIMEOUT_MS } from './api-client';

/** The server's refusals a report download explains (decision 034): error.<key> in the catalogs. */
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
 * A PDF report (the energy report, a site's standards report) as a blob. The api client reads
 * answers as text, so this is a plain fetch with the bearer token; any failure rejects: a refusal
 * the server explains with a ReportDownloadError naming its message, anything else with no key.
 */
export async function fetchReportPdf(url: string): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    headers,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw await refusalOf(response);
  return response.blob();
}

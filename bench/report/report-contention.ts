/**
 * The contention scenario of the report bench (docs/decisions/034-report-worker-pool.md): the
 * dealer's device list at 50 connections, first alone, then while 10 of the largest reports are
 * asked at once. The reports come from three accounts (the dealer, the customer, the admin) in turn,
 * so the per-account cap alone does not refuse them all; a report refused with 429 or 503 is asked
 * again after its Retry-After, as the web's user would, until it is a PDF — every report is checked.
 */
import { runHttp, type HttpRequest, type LoadResult } from '../support/load';
import type { ServerProcess } from '../support/server';

export interface ContentionInput {
  server: ServerProcess;
  /** Tokens of the accounts that ask the reports, in turn. */
  reporters: { login: string; token: string }[];
  /** The dealer's token, for the list. */
  listToken: string;
  /** The device list the 50 connections read: GET api/devices/uuid/owner/{uuid}. */
  listPath: string;
  /** The report's URL (the largest: every bench device over 31 days). */
  reportUrl: string;
  /** Pages a whole report has (summary and one per device) at least. */
  minPages: number;
  reports: number;
  connections: number;
  seconds: number;
  /** Checks one answer is a whole PDF with enough pages (report-bench.ts's check). */
  check(body: Buffer, contentType: string | null, minPages: number): void;
}

export interface ReportOutcome {
  login: string;
  ms: number;
  /** Refusals before the PDF, by status (429 per account, 503 instance full or over budget). */
  refused: Record<string, number>;
  retryAfter: string[];
}

export interface ContentionResult {
  alone: LoadResult;
  during: LoadResult;
  reports: ReportOutcome[];
  /** Whether reports were still rendering when the list phase ended (else the phase was partly without them). */
  reportsOutlastedList: boolean;
  peakRssMb: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One report, asked again after Retry-After while refused with 429/503, then checked. */
async function reportUntilDone(
  input: ContentionInput,
  reporter: { login: string; token: string },
): Promise<ReportOutcome> {
  const started = performance.now();
  const refused: Record<string, number> = {};
  const retryAfter: string[] = [];
  for (;;) {
    const response = await fetch(input.reportUrl, { headers: { authorization: `Bearer ${reporter.token}` } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status === 429 || response.status === 503) {
      const wait = response.headers.get('retry-after');
      if (!wait) throw new Error(`a ${response.status} without Retry-After`);
      const problem = JSON.parse(body.toString()) as { message?: string };
      if (!problem.message?.startsWith('error.report'))
        throw new Error(`a ${response.status} without the report problem body`);
      refused[response.status] = (refused[response.status] ?? 0) + 1;
      retryAfter.push(wait);
      await sleep(Number(wait) * 1000);
      continue;
    }
    if (response.status !== 200)
      throw new Error(`report answered ${response.status}: ${body.toString().slice(0, 300)}`);
    input.check(body, response.headers.get('content-type'), input.minPages);
    return { login: reporter.login, ms: performance.now() - started, refused, retryAfter };
  }
}

export async function runContention(input: ContentionInput): Promise<ContentionResult> {
  const list: HttpRequest = { path: input.listPath, headers: { authorization: `Bearer ${input.listToken}` } };
  const shape = { connections: input.connections, seconds: input.seconds };
  await runHttp(input.server.base, { connections: input.connections, seconds: 3 }, [list]);
  const alone = await runHttp(input.server.base, shape, [list]);
  input.server.resetPeakRss();
  let done = 0;
  const reports = Promise.all(
    Array.from({ length: input.reports }, (_, i) =>
      reportUntilDone(input, input.reporters[i % input.reporters.length]!).finally(() => {
        done += 1;
      }),
    ),
  );
  // The reports are asked first; the list load runs beside them.
  await sleep(200);
  const during = await runHttp(input.server.base, shape, [list]);
  const reportsOutlastedList = done < input.reports;
  const outcomes = await reports;
  return { alone, during, reports: outcomes, reportsOutlastedList, peakRssMb: input.server.peakRssMb() };
}

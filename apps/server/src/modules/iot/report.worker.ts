import { renderEnergyReportPdf } from '../../adapters/pdf/energy-report-pdf';
import { renderStandardsReportPdf } from '../../adapters/pdf/standards-report-pdf';
import { presentEnergyReport } from './energy-report.presenter';
import type { ReportTask } from './report.pool';

/**
 * One report on a pool worker (docs/decisions/034-report-worker-pool.md): for the energy report the
 * model from the stored rows, then the PDF; for the standards report the PDF of the site's figures.
 * Both are CPU work; the task and the PDF bytes are the only data that cross.
 */
export default async function buildReport(task: ReportTask): Promise<Uint8Array> {
  return task.kind === 'standards'
    ? renderStandardsReportPdf(task.model)
    : renderEnergyReportPdf(presentEnergyReport(task.input));
}

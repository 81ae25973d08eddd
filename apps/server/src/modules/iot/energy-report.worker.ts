import { renderEnergyReportPdf } from '../../adapters/pdf/energy-report-pdf';
import { presentEnergyReport, type EnergyReportInput } from './energy-report.presenter';

/**
 * One report on a pool worker (docs/decisions/034-report-worker-pool.md): the model from the stored
 * rows, then the PDF. Both are CPU work; the rows and the PDF bytes are the only data that cross.
 */
export default async function buildEnergyReport(input: EnergyReportInput): Promise<Uint8Array> {
  return renderEnergyReportPdf(presentEnergyReport(input));
}

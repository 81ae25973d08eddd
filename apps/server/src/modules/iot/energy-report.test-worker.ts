import type { EnergyReportInput } from './energy-report.presenter';
import buildEnergyReport from './energy-report.worker';

/** Memory the 'hog' report keeps until its worker's heap budget ends it. */
const retained: number[][] = [];

/**
 * The report worker of the pool's tests: the real one, except two prices that break a budget on
 * purpose — 99 €/kWh never ends (time budget), 98 €/kWh keeps allocating (memory budget).
 */
export default async function buildOrBreak(input: EnergyReportInput): Promise<Uint8Array> {
  if (input.costPerKwh === 99) for (;;) Math.sqrt(Math.random());
  if (input.costPerKwh === 98) for (;;) retained.push(new Array<number>(1_000_000).fill(0.5));
  return buildEnergyReport(input);
}

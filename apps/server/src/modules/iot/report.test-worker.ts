import type { ReportTask } from './report.pool';
import buildReport from './report.worker';

/** Memory the 'hog' report keeps until its worker's heap budget ends it. */
const retained: number[][] = [];

/**
 * The report worker of the pool's tests: the real one, except two prices that break a budget on
 * purpose — 99 €/kWh never ends (time budget), 98 €/kWh keeps allocating (memory budget).
 */
export default async function buildOrBreak(task: ReportTask): Promise<Uint8Array> {
  const price = task.kind === 'energy' ? task.input.costPerKwh : null;
  if (price === 99) for (;;) Math.sqrt(Math.random());
  if (price === 98) for (;;) retained.push(new Array<number>(1_000_000).fill(0.5));
  return buildReport(task);
}

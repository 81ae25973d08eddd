import os from 'node:os';

const loads = (values: number[]) => values.map((l) => l.toFixed(2)).join(' / ');

/**
 * One line on the machine a run had, for the results file: CPU, memory, system, Node and the load
 * average at the start and now. "Other work shared the machine" only when it did: the one-minute
 * load average at the start was above 1.
 */
export function describeMachine(loadAtStart: number[]): string {
  const cpus = os.cpus();
  const shared = (loadAtStart[0] ?? 0) > 1 ? ' (other work shared the machine)' : '';
  return [
    `${cpus[0]?.model.trim() ?? '?'} × ${cpus.length}`,
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `${os.type()} ${os.release()}`,
    `Node ${process.version}`,
    `load average ${loads(loadAtStart)} at the start${shared}, ${loads(os.loadavg())} at the end`,
  ].join(', ');
}

import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux for every common architecture). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system, in seconds) process `pid` has used so far, from /proc/<pid>/stat.
 * The difference across a request is its CPU cost, which — unlike its wall time — does not grow
 * when other work shares the machine.
 */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3 (state) on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

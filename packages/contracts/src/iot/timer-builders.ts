import type { DataPoint, DeviceTimer, TimerInstruction } from './iot-schemas';
import { timerCategoryName } from './timer-categories';
import { minutesToTime, normaliseTime } from './timer-time';
import type { TimerPlan } from './timer-rules';

/** Every timer the back office writes runs in Italian time (docs/product.md#timers). */
export const TIMER_TIMEZONE_ID = 'Europe/Rome';
/** As the spec writes it; the executing side goes by `timezone_id`, which also knows summer time. */
export const TIMER_TIME_ZONE = '+1:00';

const SWITCH_ON: DataPoint = { code: 'switch', value: true };
const SWITCH_OFF: DataPoint = { code: 'switch', value: false };

/** A repeating timer of ours: Rome time zone, no date. */
export function buildTimer(category: string, loops: string, instruct: TimerInstruction[]): DeviceTimer {
  return { instruct, loops, category, timezone_id: TIMER_TIMEZONE_ID, time_zone: TIMER_TIME_ZONE };
}

/** Auto-repeat: the same functions at 00:00, 01:00 ... 23:00. */
export function hourlyInstructions(functions: DataPoint[]): TimerInstruction[] {
  return Array.from({ length: 24 }, (_, hour) => ({
    functions: functions.map((f) => ({ ...f })),
    date: '',
    time: minutesToTime(hour * 60),
  }));
}

/** `switch: true` first, then the chosen settings (a switch in the settings is not repeated). */
function withSwitchOn(functions: readonly DataPoint[] = []): DataPoint[] {
  return [SWITCH_ON, ...functions.filter((f) => f.code !== 'switch')];
}

const instruction = (functions: DataPoint[], time: string | undefined): TimerInstruction => {
  const normalised = time === undefined ? null : normaliseTime(time);
  if (normalised === null) throw new Error(`Not a timer time: ${time}`);
  return { functions, date: '', time: normalised };
};

/**
 * The timers (one POST each) of a validated plan in group `group`: the base on/off pair, the
 * pause pair and the hourly repeat, in that order, each only when the plan asks for it.
 */
export function timersForPlan(plan: TimerPlan, group: number): DeviceTimer[] {
  const startFunctions = withSwitchOn(plan.startFunctions);
  const timers: DeviceTimer[] = [];
  const base = [
    ...(plan.start.enabled ? [instruction(startFunctions, plan.start.time)] : []),
    ...(plan.end.enabled ? [instruction([SWITCH_OFF], plan.end.time)] : []),
  ];
  if (base.length > 0) timers.push(buildTimer(timerCategoryName('base', group), plan.days, base));
  if (plan.pause?.enabled) {
    const pause = [instruction([SWITCH_OFF], plan.pause.start), instruction([SWITCH_ON], plan.pause.end)];
    timers.push(buildTimer(timerCategoryName('pause', group), plan.days, pause));
  }
  if (plan.autoRepeat) {
    timers.push(
      buildTimer(timerCategoryName('repeat', group), plan.days, hourlyInstructions(startFunctions)),
    );
  }
  return timers;
}

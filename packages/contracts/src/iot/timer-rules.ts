import type { DataPoint } from './iot-schemas';
import { MAX_TIMERS_PER_DEVICE } from './timer-categories';
import { timeToMinutes } from './timer-time';
import { isWeekMask } from './week-days';

/** The timer form of the device pages (single device or bulk), as the rules of docs/product.md#timers see it. */
export interface TimerPlan {
  /** Switch on (with `startFunctions`) at `time`. */
  start: { enabled: boolean; time?: string };
  /** Switch off at `time`. */
  end: { enabled: boolean; time?: string };
  /** Off at `start`, back on at `end`, inside the start-end window. */
  pause?: { enabled: boolean; start?: string; end?: string };
  /** Week-day mask, Sunday first. */
  days: string;
  /** Re-apply `startFunctions` every hour of the chosen days (24 instructions). */
  autoRepeat?: boolean;
  /** Delete the device's existing timers before writing these. */
  removeOld?: boolean;
  /** Settings sent with the switch-on, e.g. mode and fan speed; `switch: true` is implied. */
  startFunctions?: DataPoint[];
}

export interface TimerPlanContext {
  /** Devices the plan is for; bulk programming needs at least one. */
  deviceCount: number;
  /** For a single device: the timers it already holds (counted against the limit of 30). */
  existingTimers?: number;
}

export type TimerPlanField = 'start.time' | 'end.time' | 'days' | 'pause.start' | 'pause.end' | 'devices';
export interface TimerPlanError {
  field: TimerPlanField;
  message: string;
}

/** Timers (instructions) the plan writes: on, off, the pause pair, 24 hourly repeats. */
export function countPlanTimers(plan: TimerPlan): number {
  return (
    (plan.start.enabled ? 1 : 0) +
    (plan.end.enabled ? 1 : 0) +
    (plan.pause?.enabled ? 2 : 0) +
    (plan.autoRepeat ? 24 : 0)
  );
}

/** Every broken rule of docs/product.md#timers, each once, in form order; [] when the plan can be written. */
export function validateTimerPlan(plan: TimerPlan, context: TimerPlanContext): TimerPlanError[] {
  const errors: TimerPlanError[] = [];
  const add = (field: TimerPlanField, key: string) =>
    errors.push({ field, message: `timer.validate.${key}` });

  const start = plan.start.enabled ? minutesOf(plan.start.time) : null;
  const end = plan.end.enabled ? minutesOf(plan.end.time) : null;
  if (plan.start.enabled && start === null) add('start.time', 'startRequired');
  if (plan.end.enabled && end === null) add('end.time', 'endRequired');
  if (start !== null && end !== null && end <= start) add('end.time', 'endAfterStart');
  if (!isWeekMask(plan.days) || !plan.days.includes('1')) add('days', 'dayRequired');

  if (plan.pause?.enabled) {
    const pauseStart = minutesOf(plan.pause.start);
    const pauseEnd = minutesOf(plan.pause.end);
    if (pauseStart === null) add('pause.start', 'pauseStartRequired');
    if (pauseEnd === null) add('pause.end', 'pauseEndRequired');
    if (pauseStart !== null && pauseEnd !== null && pauseEnd <= pauseStart)
      add('pause.end', 'pauseEndAfterStart');
    if (pauseStart !== null && start !== null && pauseStart <= start) add('pause.start', 'pauseAfterStart');
    if (pauseEnd !== null && end !== null && pauseEnd >= end) add('pause.end', 'pauseBeforeEnd');
  }

  if (context.deviceCount < 1) add('devices', 'deviceRequired');
  // The limit is waived when old timers go first or for auto-repeat, as the spec states.
  const limited = context.deviceCount === 1 && !plan.autoRepeat && !plan.removeOld;
  if (limited && (context.existingTimers ?? 0) + countPlanTimers(plan) > MAX_TIMERS_PER_DEVICE) {
    add('devices', 'tooManyTimers');
  }
  return errors;
}

const minutesOf = (time: string | undefined): number | null =>
  time === undefined || time.trim() === '' ? null : timeToMinutes(time);

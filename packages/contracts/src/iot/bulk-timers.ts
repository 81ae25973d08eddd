import { deviceControls, type DeviceControl } from './device-controls';
import type { DeviceTimer, TimerCategory } from './iot-schemas';
import { countTimers, freeTimerGroup, MAX_TIMERS_PER_DEVICE } from './timer-categories';
import { timersForPlan } from './timer-builders';
import type { TimerPlan } from './timer-rules';

/**
 * Bulk timers (docs/product.md#timers, spec §4 'Bulk timer flow'): what a plan would write on each
 * selected device, worked out before anything is written, and the operations the progress counts.
 */

/** One selected device as the preview sees it: its timers (null when they could not be read) and whether it is online. */
export interface BulkDeviceInput {
  uid: string;
  timers: readonly TimerCategory[] | null;
  /** null when the live status is unknown. */
  online: boolean | null;
}

/** Why a device is not written: its timers could not be read, or the plan would take it over 30. */
export type BulkSkipReason = 'timersMissing' | 'tooManyTimers';

export interface BulkDevicePreview {
  uid: string;
  /** The timers (one POST each) to add, in the shared group. */
  add: DeviceTimer[];
  /** Instructions added (each counts as one of the 30). */
  addCount: number;
  /** Timers removed first (all of the device's, when remove-old is chosen). */
  removeCount: number;
  /** Timers after the programming; null when the existing ones are unknown. */
  after: number | null;
  offline: boolean;
  skip: BulkSkipReason | null;
  /** Calls the programming makes on this device: one delete when replacing, one per timer; 0 when skipped. */
  operations: number;
}

export interface BulkPreview {
  /** The free group every device uses (the smallest number none of the readable devices uses). */
  group: number;
  devices: BulkDevicePreview[];
  /** All calls of the programming: the 100 % of the progress bar. */
  operations: number;
}

/** The preview of a validated plan on the selected devices. */
export function previewBulkTimers(plan: TimerPlan, devices: readonly BulkDeviceInput[]): BulkPreview {
  const readable = devices.flatMap((d) => (d.timers ? [d.timers] : []));
  const group = freeTimerGroup(plan.removeOld ? [] : readable);
  const add = timersForPlan(plan, group);
  const addCount = add.reduce((n, timer) => n + timer.instruct.length, 0);
  const previews = devices.map((device): BulkDevicePreview => {
    const existing = device.timers ? countTimers(device.timers) : null;
    const removeCount = plan.removeOld && existing !== null ? existing : 0;
    const after = existing === null ? null : existing - removeCount + addCount;
    const skip: BulkSkipReason | null =
      existing === null ? 'timersMissing' : after! > MAX_TIMERS_PER_DEVICE ? 'tooManyTimers' : null;
    const operations = skip ? 0 : (plan.removeOld ? 1 : 0) + add.length;
    return {
      uid: device.uid,
      add: skip ? [] : add,
      addCount: skip ? 0 : addCount,
      removeCount: skip ? 0 : removeCount,
      after,
      offline: device.online === false,
      skip,
      operations,
    };
  });
  return { group, devices: previews, operations: previews.reduce((n, d) => n + d.operations, 0) };
}

/** The commands a bulk plan may set at switch-on: the model's when every device is of one model, else none. */
export function bulkControls(modelNames: readonly (string | null | undefined)[]): readonly DeviceControl[] {
  const models = new Set(modelNames.map((name) => name ?? ''));
  if (models.size !== 1) return [];
  return deviceControls([...models][0]);
}

/** Progress of the programming as a whole percentage (100 when there is nothing to do). */
export const progressPercent = (done: number, total: number): number =>
  total <= 0 ? 100 : Math.min(100, Math.floor((done * 100) / total));

import { medianOf } from '../air-standards/statistics';
import { runningSpeed, type PerFanSpeed, type StatusSample } from '../iot/energy';
import { readingNumber } from '../iot/status-levels';

/**
 * What the rule reads of a stored status: its time, whether the device was online, the fan speed it
 * runs at (null: off, offline or unreadable — `runningSpeed`) and its PM2.5 (null when not
 * reported). The server reads these columns in SQL (status_running_speed, status_number) rather
 * than whole payloads.
 */
export interface EffectSample {
  /** Epoch milliseconds. */
  time: number;
  online: boolean;
  speed: number | null;
  pm25: number | null;
}

/** A full status sample as the rule reads it. */
export function effectSampleOf(sample: StatusSample): EffectSample {
  const point = sample.status.find((p) => p.code === 'pm25');
  return {
    time: sample.time,
    online: sample.online,
    speed: runningSpeed(sample),
    pm25: sample.online && point ? readingNumber(point.value) : null,
  };
}

/**
 * Does a purifier clean the air it is there for (issue 31 item 2)? From its stored status samples:
 * - an **event** is an online sample where the purifier starts running (switched off at the online
 *   sample before) or runs at a higher fan speed than then; offline samples are passed over (a
 *   purifier back from a Wi-Fi outage at its speed was not switched on), and the first online
 *   sample is no event (what came before it is unknown);
 * - the event's **response** follows the samples after it while the purifier keeps running at that
 *   speed (a change of speed starts the next event or ends it), at most `windowMs`: the drop is the
 *   event's PM2.5 minus the lowest PM2.5 seen, and the minutes to halve are the minutes until a
 *   reading at or below half the event's PM2.5;
 * - an event is **measurable** when its PM2.5 is at least `minimumPm25` (clean air cannot fall much)
 *   and at least one reading follows it in the window;
 * - **no measurable effect**: at least `minimumEvents` measurable events, and none of them lowered
 *   PM2.5 by `effectShare` of its starting value. The flag asks a person to check placement or filter.
 * - **clean air delivered** (m³): hours run at each fan speed × the model's CADR at that speed.
 */

/** Below this PM2.5 (µg/m³) at the start, a drop is not expected: the air is within WHO's annual guideline. */
export const EFFECT_MINIMUM_PM25 = 5;
/** How long after an event its effect is looked for. */
export const EFFECT_WINDOW_MS = 60 * 60_000;
/** A drop of at least this share of the starting PM2.5 counts as an effect. */
export const EFFECT_SHARE = 0.1;
/** Fewer measurable events than this say nothing about the purifier. */
export const EFFECT_MINIMUM_EVENTS = 3;

export interface EffectOptions {
  windowMs?: number;
  minimumPm25?: number;
  effectShare?: number;
  minimumEvents?: number;
}

export interface EffectEvent {
  /** Epoch ms of the sample that started or raised the purifier. */
  at: number;
  speed: number;
  startPm25: number;
  lowestPm25: number;
  /** startPm25 − lowestPm25, µg/m³ (0 when it never fell). */
  drop: number;
  /** Minutes until a reading ≤ half the start; null when it did not halve within the window. */
  minutesToHalve: number | null;
}

export interface PurifierEffect {
  /** The measurable events, oldest first. */
  events: EffectEvent[];
  /** Median drop over the events, µg/m³; null without events. */
  medianDrop: number | null;
  /** Median minutes to halve over the events that halved; null when none did. */
  medianMinutesToHalve: number | null;
  /** Measurable events that halved PM2.5 within the window. */
  halvedEvents: number;
  /** True only with enough events and none showing an effect. */
  noMeasurableEffect: boolean;
}

/** The response to the event at index `at`, or null when it cannot be measured. */
function responseTo(
  sorted: readonly EffectSample[],
  at: number,
  speed: number,
  windowMs: number,
  minimumPm25: number,
): EffectEvent | null {
  const event = sorted[at]!;
  const startPm25 = event.pm25;
  if (startPm25 === null || startPm25 < minimumPm25) return null;
  let lowestPm25 = startPm25;
  let minutesToHalve: number | null = null;
  let followed = false;
  for (let i = at + 1; i < sorted.length; i += 1) {
    const sample = sorted[i]!;
    if (sample.time - event.time > windowMs) break;
    // Offline, nothing is known of it: the response goes on if it is back at the same speed.
    if (!sample.online) continue;
    if (sample.speed !== speed) break;
    const pm25 = sample.pm25;
    if (pm25 === null) continue;
    followed = true;
    lowestPm25 = Math.min(lowestPm25, pm25);
    if (minutesToHalve === null && pm25 <= startPm25 / 2)
      minutesToHalve = (sample.time - event.time) / 60_000;
  }
  if (!followed) return null;
  return { at: event.time, speed, startPm25, lowestPm25, drop: startPm25 - lowestPm25, minutesToHalve };
}

/** The purifier's measurable events and what they say (see the rules above). */
export function purifierEffect(
  samples: readonly EffectSample[],
  options: EffectOptions = {},
): PurifierEffect {
  const windowMs = options.windowMs ?? EFFECT_WINDOW_MS;
  const minimumPm25 = options.minimumPm25 ?? EFFECT_MINIMUM_PM25;
  const effectShare = options.effectShare ?? EFFECT_SHARE;
  const minimumEvents = options.minimumEvents ?? EFFECT_MINIMUM_EVENTS;
  const sorted = [...samples].sort((a, b) => a.time - b.time);
  const events: EffectEvent[] = [];
  // The speed of the last online sample; undefined before the first (its state before is unknown).
  let before: number | null | undefined;
  sorted.forEach((sample, i) => {
    // An outage says nothing of whether it ran: a purifier back online at its speed is no switch-on.
    if (!sample.online) return;
    const speed = sample.speed;
    if (speed !== null && before !== undefined && (before === null || speed > before)) {
      const event = responseTo(sorted, i, speed, windowMs, minimumPm25);
      if (event) events.push(event);
    }
    before = speed;
  });
  const halved = events.flatMap((e) => (e.minutesToHalve === null ? [] : [e.minutesToHalve]));
  return {
    events,
    medianDrop: medianOf(events.map((e) => e.drop)),
    medianMinutesToHalve: medianOf(halved),
    halvedEvents: halved.length,
    noMeasurableEffect:
      events.length >= minimumEvents && events.every((e) => e.drop < effectShare * e.startPm25),
  };
}

/** Clean air delivered, m³: hours at fan speed n × the model's CADR (m³/h) at speed n; unknown CADR counts 0. */
export function cleanAirDelivered(
  hoursBySpeed: PerFanSpeed,
  cadr: readonly (number | null | undefined)[],
): number {
  return hoursBySpeed.reduce((sum, hours, i) => sum + hours * (cadr[i] ?? 0), 0);
}

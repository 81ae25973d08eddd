import { HOUR_MS, MINUTE_MS } from './clock';
import { stepNoise } from './fleet-random';
import { offsetMinutes } from './zoned-time';

/** What a purifier is doing and how its room and filter are; values in real units. */
export interface PurifierState {
  on: boolean;
  mode: string;
  /** 1..4, the speed chosen by hand (kept while auto or sleep decide). */
  manualLevel: number;
  /** 1..4, the speed auto mode runs at (nextAutoLevel); 0 when not running in auto: it chooses afresh. */
  autoLevel: number;
  anion: boolean;
  light: boolean;
  uv: boolean;
  childLock: boolean;
  countdownSetting: string;
  countdownEndsAt: number | null;
  /** Filter life left, in hours at the nominal (mid) speed. */
  filterLeftHours: number;
  pm25: number;
  runningHours: number;
}

/** The room around one device: its own pollution level and climate, fixed at creation. */
export interface Room {
  seed: number;
  ambientPm25: number;
  tempBase: number;
  humidityBase: number;
  /**
   * The purifier is placed badly (in a corner, behind furniture, by an entrance): its own sensor
   * sits where its cleaning does not reach and reads the room's drift whatever the fan does.
   */
  badlyPlaced: boolean;
}

/** A filter lasts about 180 days of round-the-clock use at mid speed. */
export const FILTER_LIFE_HOURS = 4320;
/** Filter wear per running hour at speed 1..4 (index 0 = off). */
const WEAR = [0, 0.6, 0.8, 1, 1.4];
/** Air cleaned per hour at speed 1..4 with a new filter (room volumes per hour). */
const CLEAN_RATE = [0, 0.9, 1.6, 2.6, 4];
/** Outside air leaking in per hour: what drives PM2.5 back up when the purifier is off. */
const INFILTRATION = 0.35;

/** Tops of auto mode's PM2.5 bands for speeds 1..3, µg/m³; above the last it runs at 4. */
const AUTO_BAND_TOPS = [10, 25, 50];
/** Auto mode lowers its speed only once PM2.5 is down to this share of the lower band's top. */
const AUTO_STEP_DOWN_SHARE = 0.6;

const autoBand = (pm25: number, share: number): number =>
  1 + AUTO_BAND_TOPS.filter((top) => pm25 > top * share).length;

/**
 * The speed auto mode runs at after `current` (0: none yet): raised as soon as PM2.5 passes a
 * band's top, lowered only once PM2.5 is well below it. Real purifiers keep such a margin so they
 * do not hunt between two speeds at a band's edge (which would also read as a fan raised every
 * hour without lowering PM2.5).
 */
export function nextAutoLevel(pm25: number, current: number): number {
  return Math.min(Math.max(current, autoBand(pm25, 1)), autoBand(pm25, AUTO_STEP_DOWN_SHARE));
}

/** The fan speed actually running: auto follows PM2.5, sleep is 1, strong is 4, 0 when off. */
export function effectiveLevel(state: PurifierState): number {
  if (!state.on) return 0;
  switch (state.mode) {
    case 'sleep':
      return 1;
    case 'strong':
      return 4;
    case 'auto':
      return nextAutoLevel(state.pm25, state.autoLevel);
    default:
      return state.manualLevel;
  }
}

/** Outdoor pollution follows the day: lowest at night, highest in the morning and evening traffic. */
const ambientAt = (room: Room, t: number): number => {
  const hour = (t / HOUR_MS + 1) % 24;
  return room.ambientPm25 * (1 + 0.25 * Math.sin(((hour - 6) / 24) * 4 * Math.PI));
};

/**
 * Moves the room and the filter from `from` to `to` with the device's current settings. Within a
 * step the PM2.5 balance is solved exactly (exponential approach to the level where cleaning and
 * infiltration match); steps end on a fixed grid of whole hours (ten minutes in auto mode, whose
 * speed follows PM2.5), so splitting a stretch of time at other points gives the same result.
 */
export function integrate(state: PurifierState, room: Room, from: number, to: number): void {
  let t = from;
  while (t < to) {
    const grid = state.on && state.mode === 'auto' ? 10 * MINUTE_MS : HOUR_MS;
    const step = Math.min(to, Math.floor(t / grid) * grid + grid) - t;
    const hours = step / HOUR_MS;
    const level = effectiveLevel(state);
    state.autoLevel = state.on && state.mode === 'auto' ? level : 0;
    const efficiency = 0.4 + 0.6 * (state.filterLeftHours / FILTER_LIFE_HOURS);
    // A badly placed purifier cleans air its own sensor never reads.
    const cleaning = room.badlyPlaced ? 0 : CLEAN_RATE[level]! * efficiency;
    const rate = INFILTRATION + cleaning;
    const balance = (INFILTRATION * ambientAt(room, t)) / rate;
    state.pm25 = balance + (state.pm25 - balance) * Math.exp(-rate * hours);
    if (level > 0) {
      state.filterLeftHours = Math.max(0, state.filterLeftHours - WEAR[level]! * hours);
      state.runningHours += hours;
    }
    t += step;
  }
}

// The rooms are in Italy: their daily cycle follows Rome time.
const ROME = { kind: 'iana', id: 'Europe/Rome' } as const;
const romeHour = (t: number): number => (((t / HOUR_MS + offsetMinutes(ROME, t) / 60) % 24) + 24) % 24;

/** Temperature and humidity: a daily cycle (warmest mid-afternoon, driest then) plus hourly noise. */
export function climate(room: Room, t: number): { temp: number; humidity: number } {
  const cycle = Math.sin(((romeHour(t) - 9) / 24) * 2 * Math.PI);
  const noise = stepNoise(room.seed, Math.floor(t / HOUR_MS));
  return {
    temp: Math.round(Math.min(50, Math.max(-20, room.tempBase + 2.5 * cycle + 0.8 * noise))),
    humidity: Math.round(Math.min(100, Math.max(0, room.humidityBase - 7 * cycle + 2 * noise))),
  };
}

/** From the PM2.5 as reported (rounded), so the two values never disagree. */
export function airQuality(pm25: number): string {
  const reported = Math.round(pm25);
  return reported <= 25 ? 'good' : reported <= 50 ? 'medium' : 'severe';
}

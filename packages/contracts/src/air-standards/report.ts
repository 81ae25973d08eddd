import type { OpeningHours } from '../alerts/opening-hours';
import { buildCalendar, type SlotCalendar } from './calendar';
import {
  airStandardsOptionsSchema,
  type AirPeriod,
  type AirReading,
  type AirStandardsOptionsInput,
} from './options';
import { resetFigures, type ResetFigures } from './reset';
import { placeReadings } from './timeline';
import { wellA01, wellA08, type WellA01, type WellA08 } from './well';
import { whoFigures, type WhoFigures } from './who';

/** Every standard's figures for one space (a site or a device) over a period. */
export interface AirStandardsFigures {
  period: AirPeriod;
  timeZone: string;
  who: { pm25: WhoFigures; pm10: WhoFigures };
  well: { a01: WellA01; a08: WellA08 };
  reset: ResetFigures;
}

/**
 * The last calendars built: a report over many sites asks for the same period, zone and hours
 * again and again, and a year's calendar is most of the work. Calendars are never changed after
 * they are built, so sharing them is safe.
 */
const calendars = new Map<string, SlotCalendar>();
const CALENDARS_KEPT = 16;

function calendarFor(period: AirPeriod, timeZone: string, openingHours: OpeningHours | null): SlotCalendar {
  const key = JSON.stringify([period.from, period.to, timeZone, openingHours]);
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = buildCalendar(period, timeZone, openingHours);
    if (calendars.size >= CALENDARS_KEPT) calendars.delete(calendars.keys().next().value!);
    calendars.set(key, calendar);
  }
  return calendar;
}

/**
 * The standards figures of one space's readings (any order) over [from, to). The options are
 * parsed here (defaults filled in); a caller with untrusted options parses them first to answer a
 * 400 with the schema's message, this throws a ZodError.
 */
export function airStandardsFigures(
  readings: readonly AirReading[],
  period: AirPeriod,
  options: AirStandardsOptionsInput = {},
): AirStandardsFigures {
  const { timeZone, openingHours, wellIntervalMinutes, resetCoverageThreshold } =
    airStandardsOptionsSchema.parse(options);
  const timeline = placeReadings(calendarFor(period, timeZone, openingHours), readings);
  return {
    period,
    timeZone,
    who: { pm25: whoFigures(timeline, 'pm25'), pm10: whoFigures(timeline, 'pm10') },
    well: { a01: wellA01(timeline), a08: wellA08(timeline, wellIntervalMinutes) },
    reset: resetFigures(timeline, resetCoverageThreshold),
  };
}

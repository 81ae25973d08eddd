import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone, openingHoursSchema } from '../alerts/opening-hours';

/**
 * How a standards report reads one space's history (docs/decisions/049-air-standards.md). The
 * opening hours are the site's own (alerts/opening-hours, with its closures): occupied time for
 * WELL and RESET; none means occupied at all hours. WHO's 24-hour means ignore them.
 */
export const airStandardsOptionsSchema = z
  .object({
    /** The zone of the calendar days (WHO's and RESET's daily figures). */
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, { error: 'unknown time zone' })
      .default(DEFAULT_TIME_ZONE),
    openingHours: openingHoursSchema.nullable().default(null),
    /**
     * WELL v2 A08 asks monitors to record particulate at least once an hour: an occupied hour is
     * complete when each of its `wellIntervalMinutes` windows has a reading. Default 60.
     */
    wellIntervalMinutes: z
      .number({ error: 'the WELL interval is a number of minutes' })
      .int()
      .refine((m) => [5, 10, 15, 20, 30, 60].includes(m), {
        error: 'the WELL interval is 5, 10, 15, 20, 30 or 60 minutes',
      })
      .default(60),
    /** The share of occupied 5-minute slots with a reading that RESET coverage needs. Default 0.9. */
    resetCoverageThreshold: z
      .number({ error: 'the RESET coverage threshold is a number' })
      .min(0, { error: 'the RESET coverage threshold is between 0 and 1' })
      .max(1, { error: 'the RESET coverage threshold is between 0 and 1' })
      .default(0.9),
  })
  .strict();
export type AirStandardsOptions = z.infer<typeof airStandardsOptionsSchema>;
export type AirStandardsOptionsInput = z.input<typeof airStandardsOptionsSchema>;

/** One reading of a space (a site or a device). null (or absent PM10) is a gap, never a zero. */
export interface AirReading {
  /** Epoch milliseconds. */
  at: number;
  pm25: number | null;
  pm10?: number | null;
}

/** The period of the report, [from, to) in epoch milliseconds; whole days in the zone read best. */
export interface AirPeriod {
  from: number;
  to: number;
}

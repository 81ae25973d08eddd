import { WHO_PM25_24H, WHO_PM25_ANNUAL } from '../fleet/air-quality';

/**
 * The limits each standard sets for particulate, µg/m³, and the source every figure carries
 * (docs/decisions/049-air-standards.md). The WHO PM2.5 guidelines are the heat map's own constants
 * (fleet/air-quality), so the report and the bands cannot drift apart.
 */

/** Where a figure comes from: the standard and the version whose numbers it uses. */
export interface StandardSource {
  standard: 'WHO' | 'WELL' | 'RESET Air';
  version: string;
  /** The feature or part of the standard, when it has one (WELL's A01, A08). */
  part?: string;
}

export const WHO_2021: StandardSource = { standard: 'WHO', version: '2021' };
export const WELL_V2_A01: StandardSource = { standard: 'WELL', version: 'v2', part: 'A01' };
export const WELL_V2_A08: StandardSource = { standard: 'WELL', version: 'v2', part: 'A08' };
export const RESET_AIR_V2: StandardSource = { standard: 'RESET Air', version: 'v2' };

/** WHO global air quality guidelines 2021: 24-hour and annual means. */
export const WHO_2021_LIMITS = {
  pm25: { day: WHO_PM25_24H, annual: WHO_PM25_ANNUAL },
  pm10: { day: 45, annual: 15 },
} as const;

/** WELL v2 A01 (Air Quality), part 1: particulate at or below these, µg/m³. */
export const WELL_A01_LIMITS = { pm25: 15, pm10: 50 } as const;

/**
 * RESET Air Standard for Commercial Interiors v2.0, indoor air quality performance targets for the
 * daily average of PM2.5 over occupied hours: below 35 µg/m³ is acceptable, below 12 µg/m³ is high
 * performance (the standard writes them as "< 35" and "< 12": the bound itself does not meet them).
 */
export const RESET_PM25_ACCEPTABLE = 35;
export const RESET_PM25_HIGH_PERFORMANCE = 12;
/** RESET Air asks for a reading at least every 5 minutes. */
export const RESET_INTERVAL_MINUTES = 5;

import { z } from 'zod';
import { airQualityPeriodQuerySchema, airQualitySitesQuerySchema } from '../fleet/air-quality-api';
import type { AirStandardsOverviewFigures } from './overview';
import type { AirStandardsFigures } from './report';
import { RESET_PM25_LEVELS } from './reset';

/**
 * GET api/fleet/air-standards/sites/{addressId}?from&to: a site's standards figures over a period of
 * Rome days (the heat map's period rules: at most 366 days, 30 by default), over the site's opening
 * hours (docs/decisions/049-air-standards.md). The figures are `airStandardsFigures`' own.
 */
export const airStandardsQuerySchema = airQualityPeriodQuerySchema;
export type AirStandardsQuery = z.infer<typeof airStandardsQuerySchema>;

const sourceSchema = z.object({
  standard: z.enum(['WHO', 'WELL', 'RESET Air']),
  version: z.string(),
  part: z.string().optional(),
});
const noData = z.object({ status: z.literal('noData') });
const pollutant = z.enum(['pm25', 'pm10']);

const whoFiguresSchema = z.intersection(
  z.object({
    source: sourceSchema,
    pollutant,
    dayGuideline: z.number(),
    annualGuideline: z.number(),
    days: z.array(
      z.object({
        date: z.string(),
        hours: z.number().int(),
        coveredHours: z.number().int(),
        counts: z.boolean(),
        mean: z.number().nullable(),
      }),
    ),
    daysBelowCoverage: z.number().int(),
  }),
  z.discriminatedUnion('status', [
    noData,
    z.object({
      status: z.literal('ok'),
      daysCounted: z.number().int(),
      daysWithin: z.number().int(),
      shareWithin: z.number(),
      periodMean: z.number(),
      periodMeanWithin: z.boolean(),
    }),
  ]),
);

const wellStatisticsSchema = z.discriminatedUnion('status', [
  noData,
  z.object({
    status: z.literal('ok'),
    hours: z.number().int(),
    mean: z.number(),
    median: z.number(),
    p75: z.number(),
    p95: z.number(),
  }),
]);

const wellA01Schema = z.intersection(
  z.object({ source: sourceSchema, limits: z.object({ pm25: z.literal(15), pm10: z.literal(50) }) }),
  z.discriminatedUnion('status', [
    noData,
    z.object({
      status: z.literal('ok'),
      pm25Mean: z.number(),
      pm10Mean: z.number().nullable(),
      passes: z.boolean(),
    }),
  ]),
);

const wellA08Schema = z.object({
  source: sourceSchema,
  intervalMinutes: z.number().int(),
  pm25: wellStatisticsSchema,
  pm10: wellStatisticsSchema,
  medianIntervalMinutes: z.number().nullable(),
  completeness: z.number().nullable(),
});

const resetFiguresSchema = z.intersection(
  z.object({
    source: sourceSchema,
    intervalMinutes: z.number().int(),
    targets: z.object({ acceptable: z.number(), highPerformance: z.number() }),
    coverageThreshold: z.number(),
    days: z.array(
      z.object({
        date: z.string(),
        occupiedSlots: z.number().int(),
        coveredSlots: z.number().int(),
        mean: z.number().nullable(),
        level: z.enum(RESET_PM25_LEVELS).nullable(),
      }),
    ),
  }),
  z.discriminatedUnion('status', [
    noData,
    z.object({
      status: z.literal('ok'),
      coverage: z.number(),
      qualifies: z.boolean(),
      daysWithData: z.number().int(),
      daysAcceptable: z.number().int(),
      daysHighPerformance: z.number().int(),
    }),
  ]),
);

export const airStandardsFiguresSchema = z.object({
  period: z.object({ from: z.number(), to: z.number() }).describe('[from, to) in epoch milliseconds'),
  timeZone: z.string(),
  who: z.object({ pm25: whoFiguresSchema, pm10: whoFiguresSchema }),
  well: z.object({ a01: wellA01Schema, a08: wellA08Schema }),
  reset: resetFiguresSchema,
});

export const airStandardsSiteReportSchema = z.object({
  addressId: z.number().int(),
  label: z.string().nullable(),
  account: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  /** The period's Rome days, [from, to). */
  from: z.string(),
  to: z.string(),
  /** The site's devices the caller may see, whose readings the figures are made of. */
  devices: z.number().int(),
  /** Whether the site has opening hours; without them every hour counts as occupied. */
  openingHours: z.boolean(),
  figures: airStandardsFiguresSchema,
});
export type AirStandardsSiteReport = z.infer<typeof airStandardsSiteReportSchema>;

// The schema describes exactly what the rules compute: each type must accept the other.
type Figures = z.infer<typeof airStandardsFiguresSchema>;
const _figuresMatchTheRules: [AirStandardsFigures] extends [Figures]
  ? [Figures] extends [AirStandardsFigures]
    ? true
    : false
  : false = true;

/**
 * GET api/fleet/air-standards/sites?from&to[&accountId]: the headline figures of every site in the
 * caller's reach with readings in the period, from the daily site roll-up (overview.ts says how
 * they relate to one site's full report).
 */
export const airStandardsOverviewQuerySchema = airQualitySitesQuerySchema.omit({ sort: true });
export type AirStandardsOverviewQuery = z.infer<typeof airStandardsOverviewQuerySchema>;

const share = z.number().min(0).max(1);
export const airStandardsOverviewFiguresSchema = z.object({
  who: z.object({
    daysCounted: z.number().int(),
    daysWithin: z.number().int(),
    daysBelowCoverage: z.number().int(),
    shareWithin: share.nullable(),
    periodMean: z.number().nullable(),
    periodMeanWithin: z.boolean().nullable(),
  }),
  wellA01: z.object({
    hours: z.number().int(),
    pm25Mean: z.number().nullable(),
    passes: z.boolean().nullable(),
  }),
  wellA08: z.object({ completeness: share.nullable() }),
  reset: z.object({
    coverage: share.nullable(),
    qualifies: z.boolean(),
    daysWithData: z.number().int(),
    daysAcceptable: z.number().int(),
    daysHighPerformance: z.number().int(),
  }),
});

export const airStandardsOverviewSiteSchema = z.object({
  addressId: z.number().int(),
  label: z.string().nullable(),
  account: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  /** Whether the site has opening hours; without them every hour counts as occupied. */
  openingHours: z.boolean(),
  figures: airStandardsOverviewFiguresSchema,
});
export type AirStandardsOverviewSite = z.infer<typeof airStandardsOverviewSiteSchema>;

export const airStandardsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  sites: z.array(airStandardsOverviewSiteSchema),
});
export type AirStandardsOverview = z.infer<typeof airStandardsOverviewSchema>;

type OverviewFigures = z.infer<typeof airStandardsOverviewFiguresSchema>;
const _overviewMatchesTheRules: [AirStandardsOverviewFigures] extends [OverviewFigures]
  ? [OverviewFigures] extends [AirStandardsOverviewFigures]
    ? true
    : false
  : false = true;

import { z } from 'zod';
import { PM25_BANDS, WHO_PM25_24H } from '../fleet/air-quality';

/** How long a share link lives: chosen by the manager, 30 days unless said otherwise, a year at most. */
export const AIR_SHARE_EXPIRY_DAYS = { default: 30, min: 1, max: 365 } as const;

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const airShareSiteParamsSchema = z.object({ addressId: positiveId });
export const airShareLinkParamsSchema = z.object({ addressId: positiveId, id: positiveId });

/** The public token: 32 random bytes in base64url (43 characters). */
export const airShareTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'token must be the 43-character code of a share link'),
});

export const createAirShareLinkSchema = z.object({
  expiresInDays: z
    .number({ message: 'expiresInDays must be a whole number of days' })
    .int('expiresInDays must be a whole number of days')
    .min(
      AIR_SHARE_EXPIRY_DAYS.min,
      `expiresInDays is ${AIR_SHARE_EXPIRY_DAYS.min} to ${AIR_SHARE_EXPIRY_DAYS.max}`,
    )
    .max(
      AIR_SHARE_EXPIRY_DAYS.max,
      `expiresInDays is ${AIR_SHARE_EXPIRY_DAYS.min} to ${AIR_SHARE_EXPIRY_DAYS.max}`,
    )
    .default(AIR_SHARE_EXPIRY_DAYS.default),
});
export type CreateAirShareLink = z.infer<typeof createAirShareLinkSchema>;

/** A share link as its site's managers see it; the token itself is shown only once, on creation. */
export const airShareLinkSchema = z.object({
  id: z.number().int(),
  /** The site's display name ("address, city"), null when the address has no contact record. */
  site: z.string().nullable(),
  createdAt: z.string().datetime(),
  expiresAt: z.string().datetime(),
  revokedAt: z.string().datetime().nullable(),
  viewCount: z.number().int(),
  lastViewedAt: z.string().datetime().nullable(),
  /** `/air/<token>`: only in the answer that created the link (only its hash is stored). */
  path: z.string().optional(),
});
export type AirShareLink = z.infer<typeof airShareLinkSchema>;

/** Colour of each band on the screen (always shown with the band's words, never alone). */
export const AIR_SHARE_BAND_COLOURS = {
  good: 'green',
  fair: 'yellow',
  poor: 'orange',
  bad: 'red',
} as const satisfies Record<(typeof PM25_BANDS)[number], string>;
export const AIR_SHARE_COLOURS = ['green', 'yellow', 'orange', 'red', 'grey'] as const;

/** One hour of the last day: its start (UTC ISO) and the site's mean PM2.5 then (null without readings). */
export const airScreenHourSchema = z.object({
  hour: z.string().datetime(),
  pm25: z.number().nullable(),
});
export type AirScreenHour = z.infer<typeof airScreenHourSchema>;

/**
 * The public air screen's answer: only the site's display name and air figures; no device, account
 * or user data of any kind (docs/decisions/050).
 */
export const airScreenSchema = z.object({
  site: z.string().nullable(),
  current: z.object({
    /** Mean of the site's purifiers' current PM2.5 readings (µg/m³), null when none has one. */
    pm25: z.number().nullable(),
    band: z.enum(PM25_BANDS).nullable(),
    /** i18n key of the band in words, e.g. airShare.band.good (airShare.band.none without a reading). */
    bandKey: z.string(),
    colour: z.enum(AIR_SHARE_COLOURS),
  }),
  /** The last 24 hours, oldest first, the current (partial) hour last. */
  hours: z.array(airScreenHourSchema).length(24),
  /** WHO 2021 guideline for the 24-hour mean of PM2.5 (µg/m³). */
  whoGuideline: z.literal(WHO_PM25_24H),
  generatedAt: z.string().datetime(),
});
export type AirScreen = z.infer<typeof airScreenSchema>;

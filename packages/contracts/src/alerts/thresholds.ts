import { z } from 'zod';

/**
 * Status thresholds (docs/product.md#status-thresholds, docs/decisions/040): the spec's table is the
 * default; an account overrides any parameter's bands for its subtree and a site (address) for
 * itself. The badges, the dashboard tabs, the health score and the alert rules all read the
 * effective thresholds through `effectiveThresholds` and `bandOf` — the one rule.
 */

/**
 * The parameters that have numeric bands, and which side is bad: `low` (a filter running out: the
 * bound is the last value in the band, "up to 10 %"), `high` (particulate: the band starts above the
 * bound) or `range` (temperature, humidity: outside [low, high] is in the band).
 */
export const THRESHOLD_PARAMETERS = {
  pm25: 'high',
  temp: 'range',
  humidity: 'range',
  filter: 'low',
  filter_days: 'low',
  filter_hours: 'low',
} as const;
export type ThresholdParameter = keyof typeof THRESHOLD_PARAMETERS;
export const THRESHOLD_PARAMETER_CODES = Object.keys(THRESHOLD_PARAMETERS) as ThresholdParameter[];

const bound = z.number({ error: 'a bound must be a number' }).finite().min(-1_000_000).max(1_000_000);

/**
 * One band of a parameter: `low` and/or `high`. For a `low` parameter a value ≤ low is in the band;
 * otherwise a value < low or > high is. A missing side never enters the band.
 */
export const bandSchema = z
  .object({ low: bound.optional(), high: bound.optional() })
  .strict()
  .refine((b) => b.low === undefined || b.high === undefined || b.low < b.high, {
    error: 'low must be below high',
  });
export type Band = z.infer<typeof bandSchema>;

/** A parameter's two bands; danger is checked first. `null` removes a band the default has. */
export const parameterBandsSchema = z
  .object({ danger: bandSchema.nullable().optional(), warning: bandSchema.nullable().optional() })
  .strict();
export type ParameterBands = z.infer<typeof parameterBandsSchema>;

/** A layer of overrides: only the parameters it names change. */
export const thresholdSetSchema = z
  .object(
    Object.fromEntries(
      THRESHOLD_PARAMETER_CODES.map((code) => [code, parameterBandsSchema.optional()]),
    ) as Record<ThresholdParameter, z.ZodOptional<typeof parameterBandsSchema>>,
  )
  .strict()
  .superRefine((set, ctx) => {
    for (const code of THRESHOLD_PARAMETER_CODES) {
      const bands = set[code];
      if (!bands) continue;
      const side = THRESHOLD_PARAMETERS[code];
      for (const level of ['danger', 'warning'] as const) {
        const b = bands[level];
        if (!b) continue;
        if (side === 'low' && b.high !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [code, level, 'high'],
            message: `${code} has only a low bound`,
          });
        if (side === 'high' && b.low !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [code, level, 'low'],
            message: `${code} has only a high bound`,
          });
      }
      // The danger band lies beyond the warning band, or the warning band would never show.
      const d = bands.danger;
      const w = bands.warning;
      if (d && w) {
        if (side === 'low' && d.low !== undefined && w.low !== undefined && d.low > w.low)
          ctx.addIssue({
            code: 'custom',
            path: [code, 'danger', 'low'],
            message: 'danger must not exceed warning',
          });
        if (d.high !== undefined && w.high !== undefined && d.high < w.high)
          ctx.addIssue({
            code: 'custom',
            path: [code, 'danger', 'high'],
            message: 'danger must not be below warning',
          });
        if (side === 'range' && d.low !== undefined && w.low !== undefined && d.low > w.low)
          ctx.addIssue({
            code: 'custom',
            path: [code, 'danger', 'low'],
            message: 'danger must not exceed warning',
          });
      }
    }
  });
export type ThresholdSet = z.infer<typeof thresholdSetSchema>;

/** Every parameter with both bands resolved (null: the parameter has no such band). */
export type Thresholds = Record<ThresholdParameter, { danger: Band | null; warning: Band | null }>;

/** The spec's table (docs/product.md#status-thresholds). */
export const DEFAULT_THRESHOLDS: Thresholds = {
  pm25: { danger: null, warning: { high: 25 } },
  temp: { danger: null, warning: { low: 18, high: 30 } },
  humidity: { danger: null, warning: { low: 40, high: 60 } },
  filter: { danger: { low: 10 }, warning: { low: 50 } },
  filter_days: { danger: { low: 10 }, warning: { low: 30 } },
  filter_hours: { danger: { low: 80 }, warning: { low: 240 } },
};

/** Named presets an account or site applies in one step; each is a layer like any other. */
export const THRESHOLD_PRESETS = {
  /** WHO 2021 air quality guideline (24-hour PM2.5 15 µg/m³) and WELL v2 A01 (PM2.5 ≤ 15 µg/m³). */
  WHO_2021_WELL: { pm25: { warning: { high: 15 }, danger: { high: 25 } } },
} as const satisfies Record<string, ThresholdSet>;
export type ThresholdPreset = keyof typeof THRESHOLD_PRESETS;
export const THRESHOLD_PRESET_NAMES = Object.keys(THRESHOLD_PRESETS) as ThresholdPreset[];

/**
 * The thresholds in force: the default, then each layer in order (the root account's first, down
 * the account chain to the device's own account, the site last). A parameter a layer names
 * replaces the bands it gives; `null` removes a band; an absent band keeps the one above.
 */
export function effectiveThresholds(layers: readonly (ThresholdSet | null | undefined)[]): Thresholds {
  const result = { ...DEFAULT_THRESHOLDS };
  for (const layer of layers) {
    if (!layer) continue;
    for (const code of THRESHOLD_PARAMETER_CODES) {
      const bands = layer[code];
      if (!bands) continue;
      result[code] = {
        danger: bands.danger === undefined ? result[code].danger : bands.danger,
        warning: bands.warning === undefined ? result[code].warning : bands.warning,
      };
    }
  }
  return result;
}

export const isThresholdParameter = (code: string): code is ThresholdParameter =>
  Object.prototype.hasOwnProperty.call(THRESHOLD_PARAMETERS, code);

/** Whether a value lies in a band of a parameter (the side rule above). */
export function inBand(code: ThresholdParameter, value: number, band: Band | null): boolean {
  if (!band) return false;
  if (THRESHOLD_PARAMETERS[code] === 'low') return band.low !== undefined && value <= band.low;
  return (band.low !== undefined && value < band.low) || (band.high !== undefined && value > band.high);
}

/** A numeric parameter's band: 'danger', 'warning' or 'success'. */
export function bandOf(
  code: ThresholdParameter,
  value: number,
  thresholds: Thresholds = DEFAULT_THRESHOLDS,
): 'danger' | 'warning' | 'success' {
  const bands = thresholds[code];
  if (inBand(code, value, bands.danger)) return 'danger';
  if (inBand(code, value, bands.warning)) return 'warning';
  return 'success';
}

/** PUT body of an account's or a site's thresholds: the overrides, or a preset applied on top of them. */
export const thresholdUpdateSchema = z.object({ overrides: thresholdSetSchema }).strict();
export type ThresholdUpdate = z.infer<typeof thresholdUpdateSchema>;

/** What GET answers: the layer stored here, what the layers above give, and the result. */
export interface ThresholdView {
  /** The overrides stored on this account or site ({} when none). */
  overrides: ThresholdSet;
  /** The thresholds in force without this layer (the default and the accounts above). */
  inherited: Thresholds;
  /** The thresholds in force with it. */
  effective: Thresholds;
  updatedAt: string | null;
}

const resolvedBandsSchema = z.object({ danger: bandSchema.nullable(), warning: bandSchema.nullable() });
/** Every parameter's resolved bands (the `Thresholds` type as a schema, for responses). */
export const thresholdsSchema = z.object(
  Object.fromEntries(THRESHOLD_PARAMETER_CODES.map((code) => [code, resolvedBandsSchema])) as Record<
    ThresholdParameter,
    typeof resolvedBandsSchema
  >,
);

export const thresholdViewSchema = z.object({
  overrides: thresholdSetSchema,
  inherited: thresholdsSchema,
  effective: thresholdsSchema,
  updatedAt: z.string().nullable(),
});

/** GET api/thresholds/presets: the presets by name. */
export const thresholdPresetsSchema = z.array(z.object({ name: z.string(), overrides: thresholdSetSchema }));
export type ThresholdPresetDto = z.infer<typeof thresholdPresetsSchema>[number];

/** Path of an account's or a site's settings routes. */
export const settingsOwnerParamsSchema = z.object({ id: z.coerce.number().int().positive() });

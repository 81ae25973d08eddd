import { DEVICE_MODELS, type DeviceModelSpec } from '../../../db/seed/catalog';
import type { DataPointSpec, DeviceSpecification } from '@app/contracts';

/**
 * The data points of the three purifiers of the catalog (docs/product.md#status-thresholds; Tuya category 'kj'). No public specification of INN-554/555/556 exists, so the split below is ours:
 * the Compact has the essentials and the legacy `countdown`, the Plus adds ionizer, light and
 * room sensors, the Pro adds UV, a numeric speed, the strong mode and filter hours. All integers
 * have scale 0, so values are in real units.
 */
const integer = (code: string, name: string, min: number, max: number, unit: string): DataPointSpec => ({
  code,
  name,
  type: 'Integer',
  min,
  max,
  scale: 0,
  step: 1,
  unit,
});
const boolean = (code: string, name: string): DataPointSpec => ({ code, name, type: 'Boolean' });
const enumeration = (code: string, name: string, range: string[]): DataPointSpec => ({
  code,
  name,
  type: 'Enum',
  range,
});

export const FAN_SPEED_NAMES = ['sleep', 'low', 'mid', 'high'] as const;
export const COUNTDOWN_HOURS = ['cancel', '1h', '2h', '3h', '4h', '5h'];
export const LEGACY_COUNTDOWN_HOURS = ['cancel', '1', '2', '3', '4', '5', '6'];
export const AIR_QUALITY_RANGE = ['good', 'medium', 'severe'];

const POINTS = {
  switch: boolean('switch', 'Switch'),
  mode3: enumeration('mode', 'Mode', ['auto', 'sleep', 'manual']),
  mode4: enumeration('mode', 'Mode', ['auto', 'sleep', 'manual', 'strong']),
  fan_speed_enum: enumeration('fan_speed_enum', 'Fan speed', [...FAN_SPEED_NAMES]),
  speed: enumeration('speed', 'Speed', ['1', '2', '3', '4']),
  anion: boolean('anion', 'Ionizer'),
  light: boolean('light', 'Light'),
  uv: boolean('uv', 'UV sterilization'),
  child_lock: boolean('child_lock', 'Child lock'),
  filter_reset: boolean('filter_reset', 'Filter reset'),
  countdown_set: enumeration('countdown_set', 'Countdown', COUNTDOWN_HOURS),
  countdown: enumeration('countdown', 'Countdown', LEGACY_COUNTDOWN_HOURS),
  countdown_left: integer('countdown_left', 'Countdown left', 0, 360, 'min'),
  filter: integer('filter', 'Filter life', 0, 100, '%'),
  filter_days: integer('filter_days', 'Filter days left', 0, 1000, 'day'),
  filter_hours: integer('filter_hours', 'Filter hours left', 0, 10000, 'h'),
  pm25: integer('pm25', 'PM2.5', 0, 999, 'ug/m3'),
  air_quality: enumeration('air_quality', 'Air quality', AIR_QUALITY_RANGE),
  temp: integer('temp', 'Temperature', -20, 50, '℃'),
  humidity: integer('humidity', 'Humidity', 0, 100, '%'),
} satisfies Record<string, DataPointSpec>;
type PointKey = keyof typeof POINTS;

export type ModelCode = DeviceModelSpec['code'];

export interface PurifierModel {
  code: ModelCode;
  name: string;
  productId: string;
  specification: DeviceSpecification;
  /** Quick lookups for the command path. */
  functions: ReadonlyMap<string, DataPointSpec>;
  reports: ReadonlySet<string>;
}

function model(code: ModelCode, functions: PointKey[], reportOnly: PointKey[]): PurifierModel {
  const catalog = DEVICE_MODELS.find((m) => m.code === code)!;
  const fn = functions.map((key) => POINTS[key]);
  const status = [...fn, ...reportOnly.map((key) => POINTS[key])];
  return {
    code,
    name: catalog.name,
    productId: catalog.productId,
    specification: { category: 'kj', functions: fn, status },
    functions: new Map(fn.map((spec) => [spec.code, spec])),
    reports: new Set(status.map((spec) => spec.code)),
  };
}

export const PURIFIER_MODELS: Readonly<Record<ModelCode, PurifierModel>> = {
  '554': model(
    '554',
    ['switch', 'mode3', 'fan_speed_enum', 'child_lock', 'filter_reset', 'countdown'],
    ['countdown_left', 'filter', 'filter_days', 'pm25', 'air_quality'],
  ),
  '555': model(
    '555',
    ['switch', 'mode3', 'fan_speed_enum', 'anion', 'light', 'child_lock', 'filter_reset', 'countdown_set'],
    ['countdown_left', 'filter', 'filter_days', 'pm25', 'air_quality', 'temp', 'humidity'],
  ),
  '556': model(
    '556',
    [
      'switch',
      'mode4',
      'fan_speed_enum',
      'speed',
      'anion',
      'light',
      'uv',
      'child_lock',
      'filter_reset',
      'countdown_set',
    ],
    ['countdown_left', 'filter', 'filter_days', 'filter_hours', 'pm25', 'air_quality', 'temp', 'humidity'],
  ),
};

export function purifierModel(code: string): PurifierModel {
  const found = PURIFIER_MODELS[code as ModelCode];
  if (!found)
    throw new Error(`Unknown purifier model ${code}; known: ${Object.keys(PURIFIER_MODELS).join(', ')}`);
  return found;
}

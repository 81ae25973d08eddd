import type {
  DataPoint,
  DataPointSpec,
  DeviceLiveStatus,
  DeviceSpecification,
  ScheduledTimer,
  TimerCategory,
} from '@app/contracts';

/** Tuya's JSON as it travels, and its mapping to the port's types. */
export type TuyaEnvelope<T = unknown> =
  | { success: true; result: T; t: number; tid?: string }
  | { success: false; code: number; msg: string; t: number; tid?: string };

export interface TuyaTokenResult {
  access_token: string;
  refresh_token: string;
  /** Seconds; one legacy page calls it `expire`. */
  expire_time?: number;
  expire?: number;
  uid?: string;
}

/** One device of GET /v1.0/devices (only what we read, plus what the fake cloud sends). */
export interface TuyaDevice {
  id: string;
  name?: string;
  online: boolean;
  status?: DataPoint[];
  lat?: string;
  lon?: string;
  category?: string;
  product_id?: string;
  product_name?: string;
  time_zone?: string;
}

/** Specification entries carry `values` as a JSON string. */
export interface TuyaSpecEntry {
  code: string;
  name?: string;
  type: string;
  values: string;
}
export interface TuyaSpecification {
  category: string;
  functions: TuyaSpecEntry[];
  status: TuyaSpecEntry[];
}

export interface TuyaTimerCategory {
  category: { category: string } & Record<string, unknown>;
  groups: {
    id: string | number;
    timers: (Omit<ScheduledTimer, 'timer_id'> & { timer_id: string | number })[];
  }[];
}

export const deviceFromWire = (d: TuyaDevice): DeviceLiveStatus => ({
  id: d.id,
  online: d.online === true,
  status: (d.status ?? []).map((p) => ({ code: p.code, value: p.value })),
  ...(d.lat ? { lat: String(d.lat) } : {}),
  ...(d.lon ? { lon: String(d.lon) } : {}),
});

function specFromWire(entry: TuyaSpecEntry): DataPointSpec {
  let values: Record<string, unknown> = {};
  try {
    values = JSON.parse(entry.values || '{}') as Record<string, unknown>;
  } catch {
    // A malformed values string leaves the entry usable as an untyped one.
  }
  const base = { code: entry.code, name: entry.name ?? entry.code };
  switch (entry.type) {
    case 'Boolean':
      return { ...base, type: 'Boolean' };
    case 'Enum':
      return { ...base, type: 'Enum', range: Array.isArray(values.range) ? values.range.map(String) : [] };
    case 'Integer':
    case 'Value':
      return {
        ...base,
        type: 'Integer',
        min: Number(values.min ?? 0),
        max: Number(values.max ?? 0),
        scale: Number(values.scale ?? 0),
        step: Number(values.step ?? 1) || 1,
        unit: String(values.unit ?? ''),
      };
    default:
      return {
        ...base,
        type:
          entry.type === 'Json' || entry.type === 'Raw' || entry.type === 'Bitmap' ? entry.type : 'String',
        values,
      };
  }
}

function specToWire(spec: DataPointSpec): TuyaSpecEntry {
  const wire = (values: unknown) => ({
    code: spec.code,
    name: spec.name,
    type: spec.type,
    values: JSON.stringify(values),
  });
  switch (spec.type) {
    case 'Boolean':
      return wire({});
    case 'Enum':
      return wire({ range: spec.range });
    case 'Integer':
      return wire({ unit: spec.unit, min: spec.min, max: spec.max, scale: spec.scale, step: spec.step });
    default:
      return wire(spec.values);
  }
}

export const specificationFromWire = (s: TuyaSpecification): DeviceSpecification => ({
  category: s.category,
  functions: (s.functions ?? []).map(specFromWire),
  status: (s.status ?? []).map(specFromWire),
});

export const specificationToWire = (s: DeviceSpecification): TuyaSpecification => ({
  category: s.category,
  functions: s.functions.map(specToWire),
  status: s.status.map(specToWire),
});

/** Keeps the documented fields only, ids as strings (they may exceed 2^53 one day). */
export const timersFromWire = (categories: TuyaTimerCategory[]): TimerCategory[] =>
  (categories ?? []).map((c) => ({
    category: { category: String(c.category?.category ?? '') },
    groups: (c.groups ?? []).map((g) => ({
      id: String(g.id),
      timers: (g.timers ?? []).map((t) => ({
        timer_id: String(t.timer_id),
        date: t.date ?? '',
        time: t.time,
        loops: t.loops,
        status: Number(t.status ?? 1),
        alias_name: t.alias_name ?? '',
        timezone_id: t.timezone_id ?? '',
        functions: (t.functions ?? []).map((f) => ({ code: f.code, value: f.value })),
      })),
    })),
  }));

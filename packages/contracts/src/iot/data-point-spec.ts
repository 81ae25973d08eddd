import type { DataPointValue } from './iot-schemas';

/**
 * A device model's specification: which codes it accepts as commands (`functions`) and which it
 * reports (`status`), with types and ranges. Tuya sends `values` as a JSON string; the provider
 * layer parses it into these typed entries.
 */
interface SpecBase {
  code: string;
  name: string;
}
export interface BooleanSpec extends SpecBase {
  type: 'Boolean';
}
export interface EnumSpec extends SpecBase {
  type: 'Enum';
  range: string[];
}
/** The real value is raw / 10^scale; commands and statuses carry the raw integer. */
export interface IntegerSpec extends SpecBase {
  type: 'Integer';
  min: number;
  max: number;
  scale: number;
  step: number;
  unit: string;
}
/** Types no purifier uses for control; kept so a real device's full specification still parses. */
export interface OtherSpec extends SpecBase {
  type: 'String' | 'Json' | 'Raw' | 'Bitmap';
  values: Record<string, unknown>;
}
export type DataPointSpec = BooleanSpec | EnumSpec | IntegerSpec | OtherSpec;

export interface DeviceSpecification {
  /** Tuya product category: 'kj' for air purifiers. */
  category: string;
  functions: DataPointSpec[];
  status: DataPointSpec[];
}

/** Why `value` does not fit `spec`, or null when it does. */
export function checkDataPointValue(spec: DataPointSpec, value: DataPointValue): string | null {
  switch (spec.type) {
    case 'Boolean':
      return typeof value === 'boolean' ? null : `${spec.code} expects true or false`;
    case 'Enum':
      return typeof value === 'string' && spec.range.includes(value)
        ? null
        : `${spec.code} expects one of ${spec.range.join(', ')}`;
    case 'Integer': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return `${spec.code} expects an integer`;
      if (value < spec.min || value > spec.max) return `${spec.code} expects ${spec.min}..${spec.max}`;
      return (value - spec.min) % spec.step === 0 ? null : `${spec.code} expects steps of ${spec.step}`;
    }
    default:
      return typeof value === 'string' ? null : `${spec.code} expects a string`;
  }
}

/** The spec entry a command must match, or undefined when the model does not accept that code. */
export const findFunction = (specification: DeviceSpecification, code: string): DataPointSpec | undefined =>
  specification.functions.find((f) => f.code === code);

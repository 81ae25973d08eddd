import type { DataPoint } from './iot-schemas';

/** A stored status payload (a JSON array of data points) read back; anything else reads as no data points. */
export function parseStatus(payload: string | null): DataPoint[] {
  try {
    const parsed = JSON.parse(payload ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as DataPoint[]) : [];
  } catch {
    return [];
  }
}

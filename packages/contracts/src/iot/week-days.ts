/**
 * Week-day masks of timers (docs/product.md#timers): 7 characters of 0/1, one per day, Sunday
 * first, the order of the labels and of Tuya's `loops` field.
 */
export const WEEK_DAYS = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const WEEK_DAY_MASKS = {
  NEVER: '0000000',
  WORKING_DAYS: '0111110',
  WEEKEND: '1000001',
  ALL_DAYS: '1111111',
} as const;

export const isWeekMask = (mask: string): boolean => /^[01]{7}$/.test(mask);

/** Day indexes (0 = Sunday, as Date#getDay) switched on in the mask. */
export function maskToDays(mask: string): number[] {
  if (!isWeekMask(mask)) throw new Error(`Not a week-day mask: ${mask}`);
  return [...mask].flatMap((bit, day) => (bit === '1' ? [day] : []));
}

/** The mask of the given day indexes (0 = Sunday); duplicates are harmless. */
export function daysToMask(days: Iterable<number>): string {
  const bits = Array<string>(7).fill('0');
  for (const day of days) {
    if (!Number.isInteger(day) || day < 0 || day > 6) throw new Error(`Not a week-day index: ${day}`);
    bits[day] = '1';
  }
  return bits.join('');
}

/** Whether a timer with this mask runs on `day` (0 = Sunday). */
export const runsOnDay = (mask: string, day: number): boolean => mask[day] === '1';

/** The preset name of a mask (for the day picker's shortcuts), or null for a custom mix. */
export function maskPreset(mask: string): keyof typeof WEEK_DAY_MASKS | null {
  const entry = Object.entries(WEEK_DAY_MASKS).find(([, value]) => value === mask);
  return entry ? (entry[0] as keyof typeof WEEK_DAY_MASKS) : null;
}

import type { TimerCategory } from './iot-schemas';

/**
 * Timer categories written by the back office (docs/product.md#timers). The spec lists the
 * strings INNOLIVING_BO, _INNO_GRP_, _REP_INNO_GRP and _PAUSE_INNO_GRP_: the first is the
 * application's prefix and the other three (each starting with '_') name the three kinds of
 * timers it programs, so the three known prefixes are their concatenations. A category is prefix
 * + group number ('INNOLIVING_BO_INNO_GRP_3'); the base, pause and auto-repeat timers of one
 * programming share that number. Any other category (e.g. set from the vendor's app) is a user
 * timer: shown, but never counted when looking for a free group.
 */
export const TIMER_APP_PREFIX = 'INNOLIVING_BO';

export const TIMER_CATEGORY_PREFIXES = {
  /** The on/off pair. */
  base: `${TIMER_APP_PREFIX}_INNO_GRP_`,
  /** Off at the pause start, on at its end. */
  pause: `${TIMER_APP_PREFIX}_PAUSE_INNO_GRP_`,
  /** Auto-repeat: 24 hourly instructions. Written as the spec spells it, without a final '_'. */
  repeat: `${TIMER_APP_PREFIX}_REP_INNO_GRP`,
} as const;
export type TimerKind = keyof typeof TIMER_CATEGORY_PREFIXES;

/** Timers of one device, at most (docs/product.md#timers). */
export const MAX_TIMERS_PER_DEVICE = 30;

export function timerCategoryName(kind: TimerKind, group: number): string {
  if (!Number.isInteger(group) || group < 0) throw new Error(`Not a timer group number: ${group}`);
  return `${TIMER_CATEGORY_PREFIXES[kind]}${group}`;
}

/** The kind and group number of one of our categories; null for user timers. */
export function parseTimerCategory(category: string): { kind: TimerKind; group: number } | null {
  for (const [kind, prefix] of Object.entries(TIMER_CATEGORY_PREFIXES) as [TimerKind, string][]) {
    if (!category.startsWith(prefix)) continue;
    const digits = /^_?(\d+)$/.exec(category.slice(prefix.length));
    return digits ? { kind, group: Number(digits[1]) } : null;
  }
  return null;
}

/** Group numbers used on one device by timers of the known prefixes. */
export function usedTimerGroups(categories: readonly (string | TimerCategory)[]): Set<number> {
  const used = new Set<number>();
  for (const entry of categories) {
    const parsed = parseTimerCategory(typeof entry === 'string' ? entry : entry.category.category);
    if (parsed) used.add(parsed.group);
  }
  return used;
}

/**
 * The group number for a new programming of these devices: the smallest non-negative number
 * that none of them uses in a category of the known prefixes (bulk timers share one number).
 */
export function freeTimerGroup(devices: readonly (readonly (string | TimerCategory)[])[]): number {
  const used = new Set<number>();
  for (const categories of devices) for (const group of usedTimerGroups(categories)) used.add(group);
  let group = 0;
  while (used.has(group)) group++;
  return group;
}

/** Timers a device holds (each instruction of a group is one timer). */
export const countTimers = (categories: readonly TimerCategory[]): number =>
  categories.reduce((sum, c) => sum + c.groups.reduce((n, g) => n + g.timers.length, 0), 0);

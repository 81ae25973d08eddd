import type { DataPoint } from './iot-schemas';
import { parseTimerCategory, type TimerKind } from './timer-categories';
import type { TimerCategory, TimerGroup } from './iot-schemas';

/**
 * The commands of the device detail's Functions tab (docs/product.md#timers, spec §3 'known device
 * models'): a switch (true/false), a choice among values, or a single action (filter reset, always
 * `true`, behind a confirmation).
 */
export type DeviceControl =
  | { code: string; kind: 'toggle' }
  | { code: string; kind: 'choice'; options: readonly string[] }
  | { code: string; kind: 'action' };

export const MODEL_CODES = ['554', '555', '556'] as const;
export type ModelCode = (typeof MODEL_CODES)[number];

const toggle = (code: string): DeviceControl => ({ code, kind: 'toggle' });
const choice = (code: string, options: readonly string[]): DeviceControl => ({
  code,
  kind: 'choice',
  options,
});
const FAN_SPEEDS = ['sleep', 'low', 'mid', 'high'];
const COUNTDOWN = ['cancel', '1h', '2h', '3h', '4h', '5h'];
const FILTER_RESET: DeviceControl = { code: 'filter_reset', kind: 'action' };

/** The commands each known model accepts, in the order the tab shows them (the model's name holds its code). */
export const MODEL_CONTROLS: Readonly<Record<ModelCode, readonly DeviceControl[]>> = {
  '554': [
    toggle('switch'),
    choice('mode', ['auto', 'sleep', 'manual']),
    choice('fan_speed_enum', FAN_SPEEDS),
    toggle('child_lock'),
    FILTER_RESET,
    choice('countdown', ['cancel', '1', '2', '3', '4', '5', '6']),
  ],
  '555': [
    toggle('switch'),
    choice('mode', ['auto', 'sleep', 'manual']),
    choice('fan_speed_enum', FAN_SPEEDS),
    toggle('anion'),
    toggle('light'),
    toggle('child_lock'),
    FILTER_RESET,
    choice('countdown_set', COUNTDOWN),
  ],
  '556': [
    toggle('switch'),
    choice('mode', ['auto', 'sleep', 'manual', 'strong']),
    choice('fan_speed_enum', FAN_SPEEDS),
    toggle('anion'),
    toggle('light'),
    toggle('uv'),
    toggle('child_lock'),
    FILTER_RESET,
    choice('countdown_set', COUNTDOWN),
  ],
};

/** Controls of an unknown model, offered only for the codes the device reports. */
const GENERIC_CONTROLS: readonly DeviceControl[] = [
  toggle('switch'),
  choice('mode', ['auto', 'sleep', 'manual']),
  choice('fan_speed_enum', FAN_SPEEDS),
  toggle('anion'),
  toggle('light'),
  toggle('uv'),
  toggle('child_lock'),
  FILTER_RESET,
  choice('countdown_set', COUNTDOWN),
  toggle('lcd'),
];

/** The known model a model name stands for ('Purificatore AP-555 Plus' → '555'), or null. */
export function modelCodeOf(modelName: string | null | undefined): ModelCode | null {
  if (!modelName) return null;
  return MODEL_CODES.find((code) => modelName.includes(code)) ?? null;
}

/** The commands to offer for a device: its model's, else those of the codes its status reports. */
export function deviceControls(
  modelName: string | null | undefined,
  reported: readonly Pick<DataPoint, 'code'>[] = [],
): readonly DeviceControl[] {
  const code = modelCodeOf(modelName);
  if (code) return MODEL_CONTROLS[code];
  const codes = new Set(reported.map((p) => p.code));
  return GENERIC_CONTROLS.filter((c) => codes.has(c.code));
}

/** The timer sections of the detail's Timers tab, in order; 'user' = any category not ours. */
export const TIMER_SECTIONS = ['base', 'pause', 'repeat', 'user'] as const;
export type TimerSection = TimerKind | 'user';

export interface TimerGroupView {
  category: string;
  /** Our group number, null for user timers. */
  number: number | null;
  group: TimerGroup;
}

/** A device's timers (GET .../timers) by section, each section's groups by number then category. */
export function timersBySection(
  categories: readonly TimerCategory[],
): Record<TimerSection, TimerGroupView[]> {
  const sections: Record<TimerSection, TimerGroupView[]> = { base: [], pause: [], repeat: [], user: [] };
  for (const entry of categories) {
    const category = entry.category.category;
    const parsed = parseTimerCategory(category);
    for (const group of entry.groups) {
      if (group.timers.length === 0) continue;
      sections[parsed?.kind ?? 'user'].push({ category, number: parsed?.group ?? null, group });
    }
  }
  for (const list of Object.values(sections))
    list.sort((a, b) => (a.number ?? 0) - (b.number ?? 0) || a.category.localeCompare(b.category));
  return sections;
}

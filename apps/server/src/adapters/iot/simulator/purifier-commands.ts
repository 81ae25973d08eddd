import { checkDataPointValue, type DataPoint, type DataPointValue } from '@app/contracts';
import { HOUR_MS, MINUTE_MS } from './clock';
import { CloudError } from './cloud-error';
import { FAN_SPEED_NAMES, type PurifierModel } from './purifier-models';
import {
  airQuality,
  climate,
  effectiveLevel,
  FILTER_LIFE_HOURS,
  type PurifierState,
  type Room,
} from './purifier-physics';

/** Refuses the whole list, as Tuya does, when one command is not in the model's functions (2008). */
export function checkCommands(model: PurifierModel, commands: readonly DataPoint[]): void {
  if (!Array.isArray(commands) || commands.length === 0) throw new CloudError(1100, 'commands are required');
  for (const command of commands) {
    const spec = command && typeof command.code === 'string' ? model.functions.get(command.code) : undefined;
    if (!spec) throw new CloudError(2008, `${String(command?.code)} is not a function of this device`);
    const problem = checkDataPointValue(spec, command.value);
    if (problem) throw new CloudError(2008, problem);
  }
}

/** Applies checked commands in order; choosing a speed by hand leaves the automatic modes. */
export function applyCommand(state: PurifierState, command: DataPoint, now: number): void {
  const value: DataPointValue = command.value;
  switch (command.code) {
    case 'switch':
      state.on = value === true;
      if (!state.on) cancelCountdown(state);
      break;
    case 'mode':
      state.mode = String(value);
      break;
    case 'fan_speed_enum':
    case 'speed':
      state.manualLevel =
        command.code === 'speed' ? Number(value) : FAN_SPEED_NAMES.indexOf(value as 'low') + 1;
      state.mode = 'manual';
      break;
    case 'anion':
    case 'light':
    case 'uv':
      state[command.code] = value === true;
      break;
    case 'child_lock':
      state.childLock = value === true;
      break;
    case 'filter_reset':
      if (value === true) state.filterLeftHours = FILTER_LIFE_HOURS;
      break;
    case 'countdown_set':
    case 'countdown':
      if (value === 'cancel') cancelCountdown(state);
      else {
        state.countdownSetting = String(value);
        state.countdownEndsAt = now + parseInt(String(value), 10) * HOUR_MS;
      }
      break;
  }
}

export function cancelCountdown(state: PurifierState): void {
  state.countdownSetting = 'cancel';
  state.countdownEndsAt = null;
}

/** The status list in the model's order, as the device reports it at `now`. */
export function reportStatus(
  model: PurifierModel,
  state: PurifierState,
  room: Room,
  now: number,
): DataPoint[] {
  const level = effectiveLevel(state) || state.manualLevel;
  const sensors = model.reports.has('temp') || model.reports.has('humidity') ? climate(room, now) : null;
  const values: Record<string, DataPointValue> = {
    switch: state.on,
    mode: state.mode,
    fan_speed_enum: FAN_SPEED_NAMES[level - 1]!,
    speed: String(level),
    anion: state.anion,
    light: state.light,
    uv: state.uv,
    child_lock: state.childLock,
    filter_reset: false,
    countdown_set: state.countdownSetting,
    countdown: state.countdownSetting,
    countdown_left: state.countdownEndsAt ? Math.ceil((state.countdownEndsAt - now) / MINUTE_MS) : 0,
    filter: Math.round((100 * state.filterLeftHours) / FILTER_LIFE_HOURS),
    filter_days: Math.floor(state.filterLeftHours / 24),
    filter_hours: Math.floor(state.filterLeftHours),
    pm25: Math.min(999, Math.round(state.pm25)),
    air_quality: airQuality(state.pm25),
    temp: sensors?.temp ?? 0,
    humidity: sensors?.humidity ?? 0,
  };
  return model.specification.status.map((spec) => ({ code: spec.code, value: values[spec.code]! }));
}

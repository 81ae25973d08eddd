/** Timer times are 'HH:mm'; Tuya also writes '4:0'. Minutes since midnight make them comparable. */
export function timeToMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{1,2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** 'HH:mm' with zero padding, the form we always send. */
export function minutesToTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new Error(`Not a time of day in minutes: ${minutes}`);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Normalises '4:0' to '04:00'; null when it is not a time of day. */
export function normaliseTime(time: string): string | null {
  const minutes = timeToMinutes(time);
  return minutes === null ? null : minutesToTime(minutes);
}

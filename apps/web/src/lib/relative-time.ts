const formats = new Map<string, Intl.RelativeTimeFormat>();

function formatOf(language: string): Intl.RelativeTimeFormat {
  let format = formats.get(language);
  if (!format)
    formats.set(
      language,
      (format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' })),
    );
  return format;
}

/**
 * How long ago an instant was, in the interface language ('2 min fa', '2 min. ago', 'ora' / 'now'
 * under a minute, then hours, then days). A time ahead of `now` (another machine's clock) reads as
 * now; '' for a time that is none.
 */
export function relativeTime(time: string, now: number, language: string): string {
  const instant = Date.parse(time);
  if (!Number.isFinite(instant)) return '';
  const seconds = Math.max(0, Math.round((now - instant) / 1000));
  const format = formatOf(language);
  if (seconds < 60) return format.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}

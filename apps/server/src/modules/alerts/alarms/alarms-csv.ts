import type { AlarmDto } from '@app/contracts';

const HEADER = [
  'id',
  'openedAt',
  'clearedAt',
  'state',
  'severity',
  'kind',
  'rule',
  'parameter',
  'value',
  'device',
  'deviceName',
  'site',
  'account',
  'acknowledgedBy',
  'assignee',
  'clearedBy',
  'flaps',
];

/** A CSV cell: quoted when it holds the separator, a quote or a line break; formulas defused. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A cell starting like a formula is read as text by spreadsheets (CSV injection).
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[;"\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The alarms as `;`-separated CSV with a header, as the other exports write it. */
export function alarmsCsv(alarms: readonly AlarmDto[]): string {
  const lines = [HEADER.join(';')];
  for (const a of alarms)
    lines.push(
      [
        a.id,
        a.openedAt,
        a.clearedAt,
        a.state,
        a.severity,
        a.kind,
        a.ruleName,
        a.parameter,
        a.value,
        a.device?.uid ?? null,
        a.device?.name ?? null,
        a.address?.name ?? null,
        a.account?.name ?? null,
        a.acknowledgedBy,
        a.assignee?.login ?? null,
        a.clearedBy,
        a.flaps,
      ]
        .map(cell)
        .join(';'),
    );
  return `${lines.join('\r\n')}\r\n`;
}

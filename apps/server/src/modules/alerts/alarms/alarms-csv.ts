import type { AlarmDto } from '@app/contracts';
import { toCsv, type CsvTable } from '@app/contracts/csv';

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

/** The alarms as a table: technical column names, values as stored (the list page's CSV and the mailed export). */
export function alarmsTable(alarms: readonly AlarmDto[]): CsvTable {
  return {
    fields: HEADER,
    data: alarms.map((a) => [
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
    ]),
  };
}

/** The alarms as `;`-separated CSV with a header (the product's CSV rule, contracts/csv.ts). */
export const alarmsCsv = (alarms: readonly AlarmDto[]): string => `${toCsv(alarmsTable(alarms), 'it')}\r\n`;

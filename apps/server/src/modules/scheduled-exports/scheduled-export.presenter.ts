import type { ScheduledExportView } from '@app/contracts';
import type { ScheduledExportRow } from './scheduled-export.repository';

export function presentScheduledExport(row: ScheduledExportRow): ScheduledExportView {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    recurrence: row.recurrence,
    delivery: row.delivery,
    paused: row.paused,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastResult: row.lastResult,
    lastRows: row.lastRows,
    createdAt: row.createdAt.toISOString(),
  };
}

import { and, asc, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEventDto, AuditSortField } from '@app/contracts';
import type { AppDatabase } from '../../../db/client';
import { auditEvents } from '../../../db/schema';
import type { SortOrder } from '../../../lib/paging';

const SORT_COLUMNS = {
  auditEventDate: auditEvents.eventDate,
  principal: auditEvents.principal,
  auditEventType: auditEvents.eventType,
} as const;

export interface AuditQuery {
  from?: Date;
  /** Exclusive. */
  to?: Date;
  page: number;
  size: number;
  sort: SortOrder<AuditSortField>[];
}

/** Reads the audit trail for management/audits (writing stays with the audit module). */
export class AuditQueryRepository {
  constructor(private readonly db: AppDatabase) {}

  async page(query: AuditQuery): Promise<{ rows: AuditEventDto[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.from) conditions.push(gte(auditEvents.eventDate, query.from));
    if (query.to) conditions.push(lt(auditEvents.eventDate, query.to));
    const where = conditions.length ? and(...conditions) : undefined;
    const orderBy = query.sort.map((s) => (s.direction === 'asc' ? asc : desc)(SORT_COLUMNS[s.field]));
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(auditEvents)
        .where(where)
        .orderBy(...orderBy, desc(auditEvents.id))
        .limit(query.size)
        .offset(query.page * query.size),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditEvents)
        .where(where),
    ]);
    return {
      total: count?.n ?? 0,
      rows: rows.map((r) => ({
        id: r.id,
        timestamp: r.eventDate.toISOString(),
        principal: r.principal,
        type: r.eventType,
        data: r.data,
      })),
    };
  }
}

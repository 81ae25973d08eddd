import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { scheduledExports } from '../../db/schema';

export type ScheduledExportRow = typeof scheduledExports.$inferSelect;
export type NewScheduledExport = typeof scheduledExports.$inferInsert;
export type ScheduledExportChange = Partial<Omit<NewScheduledExport, 'id' | 'ownerUserId' | 'createdAt'>>;

/** A user's schedules; every call is limited to one owner, so no user ever reaches another's. */
export class ScheduledExportRepository {
  constructor(private readonly db: AppDatabase) {}

  list(ownerUserId: number): Promise<ScheduledExportRow[]> {
    return this.db
      .select()
      .from(scheduledExports)
      .where(eq(scheduledExports.ownerUserId, ownerUserId))
      .orderBy(asc(scheduledExports.id));
  }

  async find(ownerUserId: number, id: number): Promise<ScheduledExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(scheduledExports)
      .where(and(eq(scheduledExports.ownerUserId, ownerUserId), eq(scheduledExports.id, id)));
    return row;
  }

  async countOf(ownerUserId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(scheduledExports)
      .where(eq(scheduledExports.ownerUserId, ownerUserId));
    return row?.n ?? 0;
  }

  async insert(row: NewScheduledExport): Promise<ScheduledExportRow> {
    const [inserted] = await this.db.insert(scheduledExports).values(row).returning();
    return inserted!;
  }

  async update(
    ownerUserId: number,
    id: number,
    change: ScheduledExportChange,
  ): Promise<ScheduledExportRow | undefined> {
    const [row] = await this.db
      .update(scheduledExports)
      .set(change)
      .where(and(eq(scheduledExports.ownerUserId, ownerUserId), eq(scheduledExports.id, id)))
      .returning();
    return row;
  }

  async remove(ownerUserId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(scheduledExports)
      .where(and(eq(scheduledExports.ownerUserId, ownerUserId), eq(scheduledExports.id, id)))
      .returning({ id: scheduledExports.id });
    return rows.length > 0;
  }
}

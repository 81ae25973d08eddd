import { and, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { exportFiles, scheduledExports, userAuthorities, users } from '../../db/schema';
import type { ScheduledExportRow } from './scheduled-export.repository';

/** The owner of a schedule as a run needs them: who to load as the caller, and where to mail. */
export interface ExportOwner {
  login: string;
  email: string | null;
  langKey: string;
  activated: boolean;
  isSuperUser: boolean;
}

/** The runs' SQL: due schedules, one schedule with its owner, the run's record, the stored files. */
export class ExportRunRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Schedules whose time has come (not paused: a paused one has no next run). */
  due(now: Date, limit: number): Promise<ScheduledExportRow[]> {
    return this.db
      .select()
      .from(scheduledExports)
      .where(and(isNotNull(scheduledExports.nextRunAt), lte(scheduledExports.nextRunAt, now)))
      .orderBy(scheduledExports.nextRunAt)
      .limit(limit);
  }

  /**
   * Moves a due schedule on to its next run, only if no other instance did meanwhile (the due time
   * is still the one read): true for the one instance that claimed this run.
   */
  async advance(id: number, dueAt: Date, next: Date): Promise<boolean> {
    const rows = await this.db
      .update(scheduledExports)
      .set({ nextRunAt: next })
      .where(and(eq(scheduledExports.id, id), eq(scheduledExports.nextRunAt, dueAt)))
      .returning({ id: scheduledExports.id });
    return rows.length === 1;
  }

  async withOwner(id: number): Promise<{ schedule: ScheduledExportRow; owner: ExportOwner } | undefined> {
    const [row] = await this.db
      .select({
        schedule: scheduledExports,
        owner: {
          login: users.login,
          email: users.email,
          langKey: users.langKey,
          activated: users.activated,
          isSuperUser: sql<boolean>`exists (select 1 from ${userAuthorities}
            where ${userAuthorities.userId} = ${users.id} and ${userAuthorities.authorityName} = 'ROLE_ADMIN')`,
        },
      })
      .from(scheduledExports)
      .innerJoin(users, eq(users.id, scheduledExports.ownerUserId))
      .where(eq(scheduledExports.id, id));
    return row;
  }

  async record(
    id: number,
    run: Pick<ScheduledExportRow, 'lastRunAt' | 'lastResult' | 'lastRows'>,
    tx: AppDatabase = this.db,
  ): Promise<void> {
    await tx.update(scheduledExports).set(run).where(eq(scheduledExports.id, id));
  }

  async storeFile(
    file: { scheduleId: number; fileName: string; content: string; expiresAt: Date; createdAt: Date },
    tx: AppDatabase = this.db,
  ): Promise<number> {
    const [row] = await tx.insert(exportFiles).values(file).returning({ id: exportFiles.id });
    return row!.id;
  }

  async file(id: number): Promise<{ fileName: string; content: string; expiresAt: Date } | undefined> {
    const [row] = await this.db
      .select({
        fileName: exportFiles.fileName,
        content: exportFiles.content,
        expiresAt: exportFiles.expiresAt,
      })
      .from(exportFiles)
      .where(eq(exportFiles.id, id));
    return row;
  }

  async deleteExpiredFiles(now: Date): Promise<number> {
    const rows = await this.db
      .delete(exportFiles)
      .where(lt(exportFiles.expiresAt, now))
      .returning({ id: exportFiles.id });
    return rows.length;
  }
}

import { eq } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { alarmEventCursors } from './schema';

/**
 * How far one reader of the alarm events has read (alarm_event_cursor, decision 040): the
 * notification centre and the webhooks each keep one. Shared below the modules, as both readers are
 * modules of their own that never import each other.
 */
export class AlarmEventCursor {
  constructor(
    private readonly db: AppDatabase,
    readonly name: string,
  ) {}

  /** The id of the last event read (0 before the first). */
  async position(): Promise<number> {
    const [row] = await this.db
      .select({ eventId: alarmEventCursors.eventId })
      .from(alarmEventCursors)
      .where(eq(alarmEventCursors.name, this.name));
    return row?.eventId ?? 0;
  }

  /** Moves the cursor in the transaction that wrote what the events became: a crash re-reads them. */
  async move(tx: AppDatabase, eventId: number): Promise<void> {
    await tx
      .insert(alarmEventCursors)
      .values({ name: this.name, eventId })
      .onConflictDoUpdate({ target: alarmEventCursors.name, set: { eventId } });
  }
}

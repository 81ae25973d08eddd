import type { AppDatabase } from '../../db/client';
import { auditEvents } from '../../db/schema';

export interface AuditEventInput {
  principal: string;
  type: string;
  data?: Record<string, string>;
}

export class AuditRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(event: AuditEventInput): Promise<void> {
    await this.db.insert(auditEvents).values({
      principal: event.principal,
      eventType: event.type,
      eventDate: new Date(),
      data: event.data ?? {},
    });
  }
}

import { z } from 'zod';

/** One row of GET management/audits (JHipster's AuditEvent); `timestamp` is an ISO instant. */
export const auditEventSchema = z.object({
  id: z.number(),
  timestamp: z.string(),
  principal: z.string(),
  type: z.string(),
  /** What the event is about; each type has its own keys (uid, logger, level ...). */
  data: z.record(z.string(), z.string()),
});
export type AuditEventDto = z.infer<typeof auditEventSchema>;

/** A page of GET management/audits; the total is in x-total-count. */
export const auditEventPageSchema = z.array(auditEventSchema);

/** Sort keys of GET management/audits, as the JHipster client sends them. */
export const AUDIT_SORT_FIELDS = ['auditEventDate', 'principal', 'auditEventType'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

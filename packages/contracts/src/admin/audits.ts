/** One row of GET management/audits (JHipster's AuditEvent). */
export interface AuditEventDto {
  id: number;
  timestamp: string;
  principal: string;
  type: string;
  data: Record<string, string>;
}

/** Sort keys of GET management/audits, as the JHipster client sends them. */
export const AUDIT_SORT_FIELDS = ['auditEventDate', 'principal', 'auditEventType'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

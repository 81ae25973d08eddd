/**
 * The audit module's face: audit events recorded by a service that never fails a request. Other
 * modules take an `AuditService` (the composition root, platform.ts, builds the one instance).
 */
export { AuditService } from './audit.service';
export { AuditRepository, type AuditEventInput } from './audit.repository';

import type { FastifyBaseLogger } from 'fastify';
import type { AuditEventType } from '@app/contracts';
import type { AuditRepository } from './audit.repository';

/**
 * Records security-relevant events (sign-ins, account changes). An audit write that fails is logged
 * and never fails the user's request.
 */
export class AuditService {
  constructor(
    private readonly repository: AuditRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async record(principal: string, type: AuditEventType, data: Record<string, string> = {}): Promise<void> {
    try {
      await this.repository.insert({ principal, type, data });
    } catch (error) {
      this.log.error({ err: error, principal, type }, 'audit event could not be written');
    }
  }
}

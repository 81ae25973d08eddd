import type { AuditSortField } from '@app/contracts';
import type { SortOrder } from '../../../lib/paging';
import { auditRange } from './audit-days';
import type { AuditQueryRepository } from './audit-query.repository';

/** management/audits: a page of the audit trail between two days or instants. */
export class AuditsService {
  constructor(private readonly audits: AuditQueryRepository) {}

  page(query: {
    fromDate?: string;
    toDate?: string;
    page: number;
    size: number;
    sort: SortOrder<AuditSortField>[];
  }) {
    const { page, size, sort } = query;
    return this.audits.page({ ...auditRange(query.fromDate, query.toDate), page, size, sort });
  }
}

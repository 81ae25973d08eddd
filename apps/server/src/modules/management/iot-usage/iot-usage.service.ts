import { monthRange, type IotUsageReport, type IotUsageSortField } from '@app/contracts';
import type { SortOrder } from '../../../lib/paging';
import type { IotUsageRepository } from '../../iot';

const currentMonth = () => new Date().toISOString().slice(0, 7);

/** The IoT usage report: requests per account in a month (UTC), the current month by default. */
export class IotUsageService {
  constructor(private readonly repository: IotUsageRepository) {}

  async report(query: {
    month?: string;
    page: number;
    size: number;
    sort: SortOrder<IotUsageSortField>[];
  }): Promise<{ report: IotUsageReport; total: number }> {
    const { page, size, sort } = query;
    const month = query.month ?? currentMonth();
    const { from, to } = monthRange(month);
    const { total, totals, rows } = await this.repository.report({ from, to, page, size, sort });
    return { report: { month, from: from.toISOString(), to: to.toISOString(), totals, rows }, total };
  }
}

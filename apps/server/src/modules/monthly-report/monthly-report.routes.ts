import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { monthlyReportOptInSchema } from '@app/contracts';
import { requireCaller } from '../../plugins/caller';
import { forbidden } from '../../lib/app-error';
import type { MonthlyReportService } from './monthly-report.service';

/** The caller's own opt-in to the monthly report mail (any business-account user, decision 024). */
export async function monthlyReportRoutes(
  app: FastifyInstance,
  { monthlyReports }: { monthlyReports: MonthlyReportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['fleet'];
  const accountOf = (request: Parameters<typeof requireCaller>[0]) => {
    const account = requireCaller(request).account;
    if (!account) throw forbidden('Only users with a business account receive the monthly report');
    return account.id;
  };
  r.get(
    '/api/fleet/monthly-report',
    { schema: { tags, response: { 200: monthlyReportOptInSchema } }, config: { access: 'account' } },
    async (request) => ({ enabled: await monthlyReports.optedIn(accountOf(request)) }),
  );
  r.put(
    '/api/fleet/monthly-report',
    {
      schema: { tags, body: monthlyReportOptInSchema, response: { 200: monthlyReportOptInSchema } },
      config: { access: 'account', objectName: 'monthlyReport' },
    },
    async (request) => {
      const accountId = accountOf(request);
      await monthlyReports.setOptIn(accountId, request.body.enabled);
      return { enabled: await monthlyReports.optedIn(accountId) };
    },
  );
}

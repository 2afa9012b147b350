import { adminReportQuerySchema } from '@fortuna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiSchema } from '../../platform/http/api-schema';
import type { BackofficeReports } from './backoffice.reports';

/** The dashboard and the GGR reports (under /api/admin, inside the guard; read-only). */
export const backofficeReportsRoutes: FastifyPluginAsyncZod<{ reports: BackofficeReports }> = async (app, { reports }) => {
  app.get('/dashboard', { config: { permission: 'reports.read' }, schema: apiSchema('GET /admin/dashboard') }, async (request) =>
    reports.dashboard(request.query.from, request.query.to),
  );

  app.get('/reports/ggr', { config: { permission: 'reports.read' }, schema: apiSchema('GET /admin/reports/ggr') }, async (request) =>
    reports.report(request.query),
  );

  // a file download (a link, not the typed client): the whole report as CSV
  app.get(
    '/reports/ggr.csv',
    { config: { permission: 'reports.read' }, schema: { querystring: adminReportQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      const name = `ggr-by-${q.by}-${q.from ?? 'today'}-${q.to ?? q.from ?? 'today'}.csv`.replace(/[^\w.-]/g, '');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(await reports.reportCsv(q));
    },
  );
};

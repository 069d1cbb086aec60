/** Dashboard (GET dashboard/cards; docs/api.md "Dashboard and reports") under /api/v1/admin, module Dashboard. */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@passdesk/contract/http/envelope';
import { dashboardSchema } from '@passdesk/contract/dashboard/dashboard';
import { DASHBOARD_PATHS } from '@passdesk/contract/dashboard/dashboard-paths';
import { access } from '../../platform/auth/access.ts';
import type { Services } from '../../platform/services.ts';
import { dashboardFigures } from './dashboard.queries.ts';

export async function dashboardRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    DASHBOARD_PATHS.cards,
    {
      config: { access: access.permission(PERMISSION.dashboard, 'read') },
      schema: { tags: [PERMISSION.dashboard], summary: 'Card counts, counts by category, scans today by result and the 30-day trend, in one answer', response: { 200: envelope(dashboardSchema) } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { message: 'Dashboard', data: await dashboardFigures(services.db, services.config.timeZone) };
    },
  );
}

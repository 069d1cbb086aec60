/**
 * Daily, center and overall reports (docs/api.md "Dashboard and reports") under /api/v1/admin. Daily reports belong to
 * Card Management (the /daily-reports page is in its menu group), center and overall reports to
 * Reports. Reading a list, a preview or a file needs `read`; generating needs `create`.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { envelope } from '@passdesk/contract/http/envelope';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { REPORT_PATHS } from '@passdesk/contract/reports/reports-paths';
import {
  REPORT_MESSAGES,
  REPORT_PERMISSIONS,
  REPORT_TYPE_PATHS,
  centerReportPreviewSchema,
  dailyReportInputSchema,
  generatedReportSchema,
  periodReportInputSchema,
  periodReportQuerySchema,
  reportListQuerySchema,
  reportListResultSchema,
  type ReportParameters,
  type ReportType,
} from '@passdesk/contract/reports/report';
import { access } from '../../platform/auth/access.ts';
import { notFound, unprocessable } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { dayIn } from '../../platform/time/today.ts';
import { centers } from '../centers/centers.schema.ts';
import { figuresByCenter } from './report-figures.ts';
import { periodText, XLSX_TYPE } from './report-job.ts';
import { downloadableRun, generateReport, listRuns } from './report-runs.ts';
import { figuresWriter, writeFiguresWorkbook } from './report-workbook.ts';

/** OpenAPI groups the reports' calls under the menu title of their screen. */
const TAGS: Record<ReportType, string[]> = { daily: [PERMISSION.dailyReport], center: [PERMISSION.reports], overall: [PERMISSION.reports] };
const url = (name: keyof typeof REPORT_PATHS): string => REPORT_PATHS[name];
const XLSX_DOCS = { file: { contentType: XLSX_TYPE, description: 'The report as an XLSX workbook' } };

export async function reportRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config, storage } = services;
  const today = () => dayIn(config.timeZone);

  /** A report about days that have not come yet would be empty; refused with the field named. */
  function notInFuture(field: string, day: string): void {
    if (day > today()) throw unprocessable(REPORT_MESSAGES.future, { [field]: REPORT_MESSAGES.future });
  }

  async function centerName(id: number | undefined): Promise<string | null> {
    if (id === undefined) return null;
    const [center] = await db.select({ name: centers.name }).from(centers).where(eq(centers.id, id)).limit(1);
    if (!center) throw unprocessable(REPORT_MESSAGES.centerNotFound, { center_id: REPORT_MESSAGES.centerNotFound });
    return center.name;
  }

  for (const type of ['daily', 'center', 'overall'] as const) {
    const paths = REPORT_TYPE_PATHS[type];
    const permission = REPORT_PERMISSIONS[type];
    const tags = TAGS[type];

    app.get(
      url(paths.list),
      { config: { access: access.permission(permission, 'read') }, schema: { tags, summary: `${type} report runs, newest first`, querystring: reportListQuerySchema, response: { 200: envelope(reportListResultSchema) } } },
      async (request) => ({ message: 'Reports', data: await listRuns(db, type, request.query) }),
    );

    app.get(
      url(paths.download),
      {
        config: { access: access.permission(permission, 'read'), openapi: { ...XLSX_DOCS, errors: { 422: REPORT_MESSAGES.notReady } } },
        schema: { tags, summary: `A finished ${type} report's XLSX (streamed)`, params: idParamsSchema, produces: [XLSX_TYPE] },
      },
      async (request, reply) => {
        const { fileKey, run } = await downloadableRun(db, type, request.params.id);
        const file = await storage.get(fileKey);
        if (!file) throw notFound(REPORT_MESSAGES.fileGone);
        const name = `${type}-report-${periodText(run.parameters).replace(/[^0-9A-Za-z-]+/g, '_')}-${run.id}.xlsx`;
        void reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store');
        if (file.size !== undefined) void reply.header('content-length', file.size);
        return reply.send(file.body);
      },
    );
  }

  async function generate(request: FastifyRequest, type: ReportType, parameters: ReportParameters) {
    const { run, existing } = await generateReport(services, request, type, parameters);
    return { message: existing ? 'The same report is already queued' : 'Report queued', data: { ...run, existing } };
  }

  app.post(
    url('dailyGenerate'),
    {
      config: { access: access.permission(REPORT_PERMISSIONS.daily, 'create'), openapi: { errors: { 422: REPORT_MESSAGES.future } } },
      schema: { tags: TAGS.daily, summary: 'Queue a daily report (the same date while one is queued or running returns that one)', body: dailyReportInputSchema, response: { 200: envelope(generatedReportSchema) } },
    },
    async (request) => {
      notInFuture('date', request.body.date);
      return generate(request, 'daily', { date: request.body.date });
    },
  );

  for (const type of ['center', 'overall'] as const) {
    app.post(
      url(REPORT_TYPE_PATHS[type].generate),
      {
        config: { access: access.permission(REPORT_PERMISSIONS[type], 'create'), openapi: { errors: { 422: REPORT_MESSAGES.future } } },
        schema: { tags: TAGS[type], summary: `Queue a ${type} report over a period (the same parameters while one is queued or running return that one)`, body: periodReportInputSchema, response: { 200: envelope(generatedReportSchema) } },
      },
      async (request) => {
        const { from, to, center_id } = request.body;
        notInFuture('from', from);
        return generate(request, type, { from, to, ...(center_id === undefined ? {} : { center_id }) });
      },
    );
  }

  app.get(
    url('centerPreview'),
    {
      config: { access: access.permission(REPORT_PERMISSIONS.center, 'read') },
      schema: { tags: TAGS.center, summary: 'The center report’s figures on screen', querystring: periodReportQuerySchema, response: { 200: envelope(centerReportPreviewSchema) } },
    },
    async (request) => {
      const { from, to, center_id } = request.query;
      await centerName(center_id);
      const figures = await figuresByCenter(db, { from, to, centerId: center_id, timeZone: config.timeZone });
      return { message: 'Center report', data: { from, to, currency: config.currency, ...figures } };
    },
  );

  app.get(
    url('centerExcel'),
    {
      config: { access: access.permission(REPORT_PERMISSIONS.center, 'read'), openapi: XLSX_DOCS },
      schema: { tags: TAGS.center, summary: 'The center report as XLSX straight away (no queued run)', querystring: periodReportQuerySchema, produces: [XLSX_TYPE] },
    },
    async (request, reply) => {
      const { from, to, center_id } = request.query;
      const name = await centerName(center_id);
      // The figures are read before the answer starts: a failure is an ordinary error answer.
      const figures = await figuresByCenter(db, { from, to, centerId: center_id, timeZone: config.timeZone });
      const writer = figuresWriter({ type: 'center', period: periodText({ from, to }), centerName: name, currency: config.currency, timeZone: config.timeZone, generatedAt: new Date() });
      void (async () => {
        try {
          await writeFiguresWorkbook(writer, figures);
          await writer.finish();
        } catch (error) {
          request.log.info({ err: error }, 'center report export stopped');
          writer.abort(error instanceof Error ? error : new Error(String(error)));
        }
      })();
      void reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="center-report-${from}-${to}.xlsx"`).header('cache-control', 'private, no-store');
      return reply.send(writer.output);
    },
  );
}

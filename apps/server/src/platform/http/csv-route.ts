/**
 * A list's CSV export as one declaration: the path, who may read it, the list's filters as its
 * query, and the columns; the rows stream through `sendCsv` (docs/api.md "Conventions").
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteAccess } from '../auth/access.ts';
import { sendCsv, type CsvColumn } from './csv.ts';

export interface CsvExportRoute<Q extends z.ZodType, T> {
  path: string;
  access: RouteAccess;
  tags: string[];
  summary: string;
  /** What the file holds, for the OpenAPI document. */
  description: string;
  /** An example of the file; its header line when omitted. */
  example?: string;
  querystring: Q;
  /** The download is named `<fileName>-<YYYY-MM-DD>.csv`, the date in `timeZone` (the office's, TIME_ZONE). */
  fileName: string;
  timeZone: string;
  columns: readonly CsvColumn<T>[];
  rows(query: z.output<Q>): AsyncIterable<T>;
}

export function csvExportRoute<Q extends z.ZodType, T>(app: FastifyInstance, route: CsvExportRoute<Q, T>): void {
  const example = route.example ?? `${route.columns.map((column) => column.header).join(',')}\r\n`;
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      config: { access: route.access, openapi: { file: { contentType: 'text/csv', description: route.description, example } } },
      schema: { tags: route.tags, summary: route.summary, querystring: route.querystring, produces: ['text/csv'] },
    },
    async (request, reply) => sendCsv(reply, { name: route.fileName, timeZone: route.timeZone }, route.columns, route.rows(request.query as z.output<Q>)),
  );
}

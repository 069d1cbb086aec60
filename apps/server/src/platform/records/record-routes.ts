/**
 * The routes of a record kept by a permission's flags (categories, centers, routes, roles,
 * permissions, admin users): list, create, view, replace and delete, each behind its flag, with
 * the contract's schemas and the module's reads and writes (for a simple record, the record
 * store's: recordStore, record-store.ts). A module registers them with one call in its
 * `<f>.http.ts`, and adds beside it the routes that are its own (a list open to everyone, a
 * form's options). With `csv`, the list also exports as CSV through the shared `csvExportRoute`
 * (docs/api.md "Conventions"): the list's query and read flag, its rows page by page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import type { PermissionName } from '@passdesk/contract/access/permissions';
import { listResultSchema, type ListResult } from '@passdesk/contract/http/list';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { access } from '../auth/access.ts';
import type { Db, DbOrTx } from '../database/database.ts';
import { everyListRow } from '../export/list-pages.ts';
import type { CsvColumn } from '../http/csv.ts';
import { csvExportRoute } from '../http/csv-route.ts';

/** A path relative to the API, or several when one operation has aliases (docs/api.md). */
type Paths = string | readonly string[];

const each = (paths: Paths): readonly string[] => (typeof paths === 'string' ? [paths] : paths);

type Operation = 'list' | 'create' | 'view' | 'update' | 'remove';

/** A list's CSV export: every row the list's query matches (page and limit ignored), in its order. */
export interface RecordCsvExport<T> {
  path: string;
  summary: string;
  /** What the file holds, for the API document. */
  description: string;
  /** The download is named `<fileName>-<YYYY-MM-DD>.csv`, the date in `timeZone` (the office's, TIME_ZONE). */
  fileName: string;
  timeZone: string;
  columns: readonly CsvColumn<T>[];
}

export interface RecordRoutes<Q extends z.ZodType, I extends z.ZodType, R extends z.ZodType> {
  /** The permission whose flags open the routes. */
  module: PermissionName;
  tags: string[];
  /** `list` and `view` only where the module has them (with `list` and `view` below). */
  paths: { list?: Paths; create: Paths; view?: Paths; update: Paths; remove: string };
  /** `createInput` when creating takes more than replacing (an admin user's password). */
  schemas: { listQuery?: Q; input: I; createInput?: z.ZodType; record: R };
  /** Answer messages: the list's title and the record's name in "… created/updated/deleted" (a view answers the name). */
  messages: { list?: string; noun: string };
  /** Summaries for the API document where the one derived from the path says too little. */
  summaries?: Partial<Record<Operation, string>>;
  list?(db: DbOrTx, query: z.output<Q>): Promise<ListResult<z.output<R>>>;
  /** The list's CSV export (needs `list`). */
  csv?: RecordCsvExport<z.output<R>>;
  view?(db: DbOrTx, id: number): Promise<z.input<R>>;
  /** The writes (for a simple record, recordStore's). */
  store: {
    create(db: Db, request: FastifyRequest, input: Record<string, unknown>): Promise<z.input<R>>;
    update(db: Db, request: FastifyRequest, id: number, input: Record<string, unknown>): Promise<z.input<R>>;
    remove(db: Db, request: FastifyRequest, id: number): Promise<unknown>;
  };
}

export function registerRecordRoutes<Q extends z.ZodType, I extends z.ZodType, R extends z.ZodType>(parent: FastifyInstance, db: Db, routes: RecordRoutes<Q, I, R>): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { module, tags, paths, schemas, messages, summaries = {}, store } = routes;
  // Typed loosely here (a generic schema's reply type does not resolve); the call site checks that
  // the reads and writes answer the record's type, and the reply is serialised through this schema.
  const recordAnswer: z.ZodType = envelope(schemas.record);
  const schema = (operation: Operation) => ({ tags, ...(summaries[operation] ? { summary: summaries[operation] } : {}) });

  if (routes.list) {
    const { list } = routes;
    if (!paths.list || !schemas.listQuery) throw new Error(`${messages.noun}: a list needs paths.list and schemas.listQuery`);
    for (const path of each(paths.list)) {
      app.get(
        path,
        { config: { access: access.permission(module, 'read') }, schema: { ...schema('list'), querystring: schemas.listQuery, response: { 200: envelope(listResultSchema(schemas.record)) } } },
        async (request) => ({ message: messages.list ?? messages.noun, data: await list(db, request.query as z.output<Q>) }),
      );
    }
    if (routes.csv) {
      const { path, summary, description, fileName, timeZone, columns } = routes.csv;
      csvExportRoute(app, {
        path,
        access: access.permission(module, 'read'),
        tags,
        summary,
        description,
        querystring: schemas.listQuery,
        fileName,
        timeZone,
        columns,
        rows: (query) => everyListRow(async (page, limit) => (await list(db, { ...(query as object), page, limit } as z.output<Q>)).items),
      });
    }
  } else if (routes.csv) {
    throw new Error(`${messages.noun}: a CSV export needs a list`);
  }

  for (const path of each(paths.create)) {
    app.post(
      path,
      { config: { access: access.permission(module, 'create') }, schema: { ...schema('create'), body: schemas.createInput ?? schemas.input, response: { 200: recordAnswer } } },
      (request) => store.create(db, request, request.body as Record<string, unknown>).then((data) => ({ message: `${messages.noun} created`, data })),
    );
  }

  if (routes.view) {
    const { view } = routes;
    if (!paths.view) throw new Error(`${messages.noun}: a view needs paths.view`);
    for (const path of each(paths.view)) {
      app.get(
        path,
        { config: { access: access.permission(module, 'read') }, schema: { ...schema('view'), params: idParamsSchema, response: { 200: recordAnswer } } },
        async (request) => ({ message: messages.noun, data: await view(db, request.params.id) }),
      );
    }
  }

  for (const path of each(paths.update)) {
    app.put(
      path,
      { config: { access: access.permission(module, 'update') }, schema: { ...schema('update'), params: idParamsSchema, body: schemas.input, response: { 200: recordAnswer } } },
      (request) => store.update(db, request, request.params.id, request.body as Record<string, unknown>).then((data) => ({ message: `${messages.noun} updated`, data })),
    );
  }

  app.delete(
    paths.remove,
    { config: { access: access.permission(module, 'delete') }, schema: { ...schema('remove'), params: idParamsSchema, response: { 200: messageOnlySchema } } },
    async (request) => {
      await store.remove(db, request, request.params.id);
      return { message: `${messages.noun} deleted` };
    },
  );
}
